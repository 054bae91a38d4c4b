import type { activityEn } from "./activity.en";
import { activityEventsZh } from "./activity-events.zh";
import { activityOffersZh } from "./activity-offers.zh";
import { activityRankingsZh } from "./activity-rankings.zh";
import { activityReachZh } from "./activity-reach.zh";

// 中文文案：activity，每部分一个文件；并入 ../zh.ts。
export const activityZh: Record<keyof typeof activityEn, string> = {
  ...activityEventsZh,
  ...activityOffersZh,
  ...activityRankingsZh,
  ...activityReachZh,
};
