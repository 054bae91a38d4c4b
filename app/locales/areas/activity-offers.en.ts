// English strings of activity-offers; spread into ../en.ts via ./activity.en.ts.
export const activityOffersEn = {} as const;
