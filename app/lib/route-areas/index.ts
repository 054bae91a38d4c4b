// Written by server/scripts/registries.mjs from the files in this folder: add a file, not a line here.
import type { RouteNode } from "../route-tree";
import { ACTIVITY_AREA } from "./activity";
import { ACTIVITY_EVENTS_ROUTES } from "./activity-events";
import { ACTIVITY_OFFERS_ROUTES } from "./activity-offers";
import { ACTIVITY_RANKINGS_ROUTES } from "./activity-rankings";
import { ACTIVITY_REACH_ROUTES } from "./activity-reach";
import { GOODS_AREA, GOODS_ROUTES } from "./goods";
import { GOODS_LABEL_ROUTES } from "./goods-labels";
import { GOODS_MORE_ROUTES } from "./goods-more";
import { MARKET_TOOL_AREA, MARKET_TOOL_ROUTES } from "./market-tool";
import { MARKET_TOOL_BUDGET_ROUTES } from "./market-tool-budget";
import { MARKET_TOOL_PROMO_ROUTES } from "./market-tool-promo";
import { MARKET_TOOL_TASK_ROUTES } from "./market-tool-task";
import { MARKET_TOOL_TURNPLATE_ROUTES } from "./market-tool-turnplate";
import { MARKET_TOOL_VOUCHER_ROUTES } from "./market-tool-voucher";
import { MARKET_TOOL_WALLET_ROUTES } from "./market-tool-wallet";
import { PAGE_MANAGEMENT_AREA, PAGE_MANAGEMENT_ROUTES } from "./page-management";
import { RESOURCE_AREA, RESOURCE_ROUTES } from "./resource";
import { SHARED_FISSION_AREA, SHARED_FISSION_ROUTES } from "./shared-fission";
import { SYSTEM_AREA, SYSTEM_ROUTES } from "./system";
import { SYSTEM_CONTENT_ROUTES } from "./system-content";
import { SYSTEM_GEO_ROUTES } from "./system-geo";
import { SYSTEM_OPTION_TAG_ROUTES } from "./system-option-tags";

/** Every area with the routes of its files; route-tree.ts places them by their `sort`. */
export const FOUND_AREAS: RouteNode[] = [
  {
    ...ACTIVITY_AREA,
    children: [...ACTIVITY_EVENTS_ROUTES, ...ACTIVITY_OFFERS_ROUTES, ...ACTIVITY_RANKINGS_ROUTES, ...ACTIVITY_REACH_ROUTES],
  },
  { ...GOODS_AREA, children: [...GOODS_ROUTES, ...GOODS_LABEL_ROUTES, ...GOODS_MORE_ROUTES] },
  {
    ...MARKET_TOOL_AREA,
    children: [
      ...MARKET_TOOL_ROUTES,
      ...MARKET_TOOL_BUDGET_ROUTES,
      ...MARKET_TOOL_PROMO_ROUTES,
      ...MARKET_TOOL_TASK_ROUTES,
      ...MARKET_TOOL_TURNPLATE_ROUTES,
      ...MARKET_TOOL_VOUCHER_ROUTES,
      ...MARKET_TOOL_WALLET_ROUTES,
    ],
  },
  { ...PAGE_MANAGEMENT_AREA, children: [...PAGE_MANAGEMENT_ROUTES] },
  { ...RESOURCE_AREA, children: [...RESOURCE_ROUTES] },
  { ...SHARED_FISSION_AREA, children: [...SHARED_FISSION_ROUTES] },
  { ...SYSTEM_AREA, children: [...SYSTEM_ROUTES, ...SYSTEM_CONTENT_ROUTES, ...SYSTEM_GEO_ROUTES, ...SYSTEM_OPTION_TAG_ROUTES] },
];
