import type { marketToolPromoEn } from "./market-tool-promo.en";

// 中文文案：market-tool-promo。
export const marketToolPromoZh: Record<keyof typeof marketToolPromoEn, string> = {};
