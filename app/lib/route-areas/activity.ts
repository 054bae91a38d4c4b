import type { AreaHead } from "../route-tree";

// The activity area (spec section 2): its menu entry; its routes are the activity-*.ts files beside
// this one, each part in its own file so that parts built side by side do not edit the same lines.
export const ACTIVITY_AREA: AreaHead = {
  name: "activity",
  path: "activity",
  title: { zh: "活动管理", en: "Event management" },
  sort: 10,
  redirect: "daily-specials",
};
