import { activityEventsEn } from "./activity-events.en";
import { activityOffersEn } from "./activity-offers.en";

// English strings of the activity screens, one file per part; spread into ../en.ts.
export const activityEn = { ...activityEventsEn, ...activityOffersEn } as const;
