// English strings of the activity screens; spread into ../en.ts.
export const activityEn = {} as const;
