import type { RouteNode } from "../route-tree";
import { ACTIVITY_EVENTS_ROUTES } from "./activity-events";
import { ACTIVITY_OFFERS_ROUTES } from "./activity-offers";
import { ACTIVITY_RANKINGS_ROUTES } from "./activity-rankings";
import { ACTIVITY_REACH_ROUTES } from "./activity-reach";

// The activity screens' entries of the route tree (spec section 2), each part in its own file so that
// parts built side by side do not edit the same lines. route-tree.ts places them.
export const ACTIVITY_ROUTES: RouteNode[] = [
  ...ACTIVITY_EVENTS_ROUTES,
  ...ACTIVITY_OFFERS_ROUTES,
  ...ACTIVITY_RANKINGS_ROUTES,
  ...ACTIVITY_REACH_ROUTES,
];
