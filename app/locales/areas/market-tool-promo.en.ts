// English strings of market-tool-promo; spread into ../en.ts via ./market-tool.en.ts.
export const marketToolPromoEn = {} as const;
