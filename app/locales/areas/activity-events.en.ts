// English strings of activity-events; spread into ../en.ts via ./activity.en.ts.
export const activityEventsEn = {} as const;
