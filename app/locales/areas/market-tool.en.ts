// English strings of the market-tool screens; spread into ../en.ts.
export const marketToolEn = {} as const;
