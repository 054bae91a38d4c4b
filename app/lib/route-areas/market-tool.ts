import type { AreaHead, RouteNode } from "../route-tree";

// The market-tool screens' entries of the route tree (spec section 2), each part in its own file so that
// parts built side by side do not edit the same lines. route-tree.ts places them.
/** The area's menu entry; its routes are this file's and its market-tool-*.ts parts'. */
export const MARKET_TOOL_AREA: AreaHead = {
  name: "market-tool",
  path: "market-tool",
  title: { zh: "营销工具", en: "Market tool" },
  sort: 40,
  redirect: "budget-list",
};

export const MARKET_TOOL_ROUTES: RouteNode[] = [];
