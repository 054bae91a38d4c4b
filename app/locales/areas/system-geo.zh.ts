import type { systemGeoEn } from "./system-geo.en";

// 中文文案：system-geo；并入 ../zh.ts。
export const systemGeoZh: Record<keyof typeof systemGeoEn, string> = {};
