import type { systemContentEn } from "./system-content.en";

// 中文文案：system-content；并入 ../zh.ts。
export const systemContentZh: Record<keyof typeof systemContentEn, string> = {};
