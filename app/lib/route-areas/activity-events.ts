import type { RouteNode } from "../route-tree";

// Route-tree entries of one part of activity (spec section 2); ./activity.ts places them.
export const ACTIVITY_EVENTS_ROUTES: RouteNode[] = [];
