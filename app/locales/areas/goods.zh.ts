import type { goodsEn } from "./goods.en";

// 中文文案：goods；并入 ../zh.ts。
export const goodsZh: Record<keyof typeof goodsEn, string> = {};
