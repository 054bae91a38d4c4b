import type { marketToolEn } from "./market-tool.en";

// 中文文案：market-tool；并入 ../zh.ts。
export const marketToolZh: Record<keyof typeof marketToolEn, string> = {};
