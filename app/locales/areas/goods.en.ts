// English strings of the goods screens; spread into ../en.ts.
export const goodsEn = {} as const;
