import type { activityEventsEn } from "./activity-events.en";

// 中文文案：activity-events。
export const activityEventsZh: Record<keyof typeof activityEventsEn, string> = {};
