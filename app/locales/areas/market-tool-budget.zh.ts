import type { marketToolBudgetEn } from "./market-tool-budget.en";

// 中文文案：market-tool-budget。
export const marketToolBudgetZh: Record<keyof typeof marketToolBudgetEn, string> = {};
