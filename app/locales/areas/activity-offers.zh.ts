import type { activityOffersEn } from "./activity-offers.en";

// 中文文案：activity-offers。
export const activityOffersZh: Record<keyof typeof activityOffersEn, string> = {};
