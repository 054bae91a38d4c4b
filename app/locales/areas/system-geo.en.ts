// English strings of the system-geo screens; spread into ../en.ts.
export const systemGeoEn = {} as const;
