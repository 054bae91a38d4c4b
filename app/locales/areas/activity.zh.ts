import type { activityEn } from "./activity.en";

// 中文文案：activity；并入 ../zh.ts。
export const activityZh: Record<keyof typeof activityEn, string> = {};
