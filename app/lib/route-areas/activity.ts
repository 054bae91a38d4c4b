import type { RouteNode } from "../route-tree";

// The activity screens' entries of the route tree (spec section 2), kept in their own file so that
// areas built side by side do not edit the same lines. route-tree.ts places them.
export const ACTIVITY_ROUTES: RouteNode[] = [];
