import type { systemMediaEn } from "./system-media.en";

// 中文文案：共用的图片字段（ui/ImageField.tsx）；并入 ../zh.ts。
export const systemMediaZh: Record<keyof typeof systemMediaEn, string> = {
  "image.preview": "{{label}}：当前图片（打开图片查看器）",
  "image.none": "暂无图片",
  "image.choose": "选择图片（PNG、JPG 或 GIF，不超过 5 MB）",
  "image.replace": "更换图片（PNG、JPG 或 GIF，不超过 5 MB）",
  "image.remove": "移除图片",
  // 图片在店铺中展示的尺寸（ui/ImageField.tsx）
  "image.storefront": "店铺中的展示效果：手机上 {{width}} × {{height}} 像素",
  "image.storefrontScaled": "店铺中的展示效果：手机上 {{width}} × {{height}} 像素（按 {{percent}}% 显示）",
  "image.storefrontAlt": "{{label}}：店铺展示尺寸",
  // 视频字段（ImageField 的 media="video"）
  "video.preview": "{{label}}：当前视频",
  "video.none": "暂无视频",
  "video.choose": "选择视频（MP4、WebM 或 MOV，不超过 10 MB）",
  "video.replace": "更换视频（MP4、WebM 或 MOV，不超过 10 MB）",
  "video.remove": "移除视频",
  // 图片查看器（ui/Lightbox.tsx）
  "lightbox.title": "图片查看器",
  "lightbox.count": "第 {{index}} 张，共 {{count}} 张",
  "lightbox.previous": "上一张（左方向键）",
  "lightbox.next": "下一张（右方向键）",
  "lightbox.rotateLeft": "向左旋转",
  "lightbox.rotateRight": "向右旋转",
  "lightbox.flipHorizontal": "水平翻转",
  "lightbox.flipVertical": "垂直翻转",
  "lightbox.zoomIn": "放大",
  "lightbox.zoomOut": "缩小",
  "lightbox.reset": "1:1 还原：取消缩放、旋转和翻转",
  "lightbox.download": "下载图片",
  "lightbox.close": "关闭查看器（Esc）",
  "lightbox.zoom": "缩放 {{zoom}}%",
};
