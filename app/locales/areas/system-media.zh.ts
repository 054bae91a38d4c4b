import type { systemMediaEn } from "./system-media.en";

// 中文文案：共用的图片字段（ui/ImageField.tsx）；并入 ../zh.ts。
export const systemMediaZh: Record<keyof typeof systemMediaEn, string> = {
  "image.preview": "{{label}}：当前图片（在新标签页打开）",
  "image.none": "暂无图片",
  "image.choose": "选择图片（PNG、JPG 或 GIF，不超过 5 MB）",
  "image.replace": "更换图片（PNG、JPG 或 GIF，不超过 5 MB）",
  "image.remove": "移除图片",
};
