import { activityEventsEn } from "./activity-events.en";
import { activityOffersEn } from "./activity-offers.en";
import { activityRankingsEn } from "./activity-rankings.en";
import { activityReachEn } from "./activity-reach.en";

// English strings of the activity screens, one file per part; spread into ../en.ts.
export const activityEn = { ...activityEventsEn, ...activityOffersEn, ...activityRankingsEn, ...activityReachEn } as const;
