import type { RouteNode } from "../route-tree";

// Route-tree entries of one part of market-tool (spec section 2); ./market-tool.ts places them.
export const MARKET_TOOL_BUDGET_ROUTES: RouteNode[] = [];
