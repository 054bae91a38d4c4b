import type { RouteNode } from "../route-tree";
import { MARKET_TOOL_BUDGET_ROUTES } from "./market-tool-budget";
import { MARKET_TOOL_PROMO_ROUTES } from "./market-tool-promo";
import { MARKET_TOOL_TASK_ROUTES } from "./market-tool-task";
import { MARKET_TOOL_TURNPLATE_ROUTES } from "./market-tool-turnplate";
import { MARKET_TOOL_VOUCHER_ROUTES } from "./market-tool-voucher";
import { MARKET_TOOL_WALLET_ROUTES } from "./market-tool-wallet";

// The market-tool screens' entries of the route tree (spec section 2), each part in its own file so that
// parts built side by side do not edit the same lines. route-tree.ts places them.
export const MARKET_TOOL_ROUTES: RouteNode[] = [
  ...MARKET_TOOL_BUDGET_ROUTES,
  ...MARKET_TOOL_PROMO_ROUTES,
  ...MARKET_TOOL_VOUCHER_ROUTES,
  ...MARKET_TOOL_TURNPLATE_ROUTES,
  ...MARKET_TOOL_TASK_ROUTES,
  ...MARKET_TOOL_WALLET_ROUTES,
];
