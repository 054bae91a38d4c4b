// English strings of the system-content screens; spread into ../en.ts.
export const systemContentEn = {} as const;
