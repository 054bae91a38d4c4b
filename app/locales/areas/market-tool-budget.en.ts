// English strings of market-tool-budget; spread into ../en.ts via ./market-tool.en.ts.
export const marketToolBudgetEn = {} as const;
