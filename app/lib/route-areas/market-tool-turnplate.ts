import type { RouteNode } from "../route-tree";

// Route-tree entries of one part of market-tool (spec section 2); ./market-tool.ts places them.
// Wheel lotteries: the list, a hidden edit page (the form at /new and /<id>; `?type=create` on its
// own path leads to /new) and the reward records. The spec names no keys for these routes: as the
// promotions do (./market-tool-promo.ts), the list has `<route-name>-all-right-btns`, which gates every
// change, the hidden edit page included. Reward records are read by whoever opens the route; marking
// a product prize shipped takes the route's own key of that family.
const TURNPLATE_KEY = "turnplate-list-all-right-btns";
const REWARDS_KEY = "reward-records-all-right-btns";

export const MARKET_TOOL_TURNPLATE_ROUTES: RouteNode[] = [
  {
    name: "turnplate-list",
    path: "turnplate-list",
    title: { zh: "大转盘", en: "Wheel lotteries" },
    sort: 40,
    functionPermission: [TURNPLATE_KEY],
    // create and update are posted from turnplate-edit; listed here too because the API's
    // turnplate resource takes its keys from this route
    intents: { create: TURNPLATE_KEY, update: TURNPLATE_KEY, online: TURNPLATE_KEY, offline: TURNPLATE_KEY },
  },
  {
    name: "turnplate-edit",
    path: "turnplate-edit",
    title: { zh: "编辑大转盘", en: "Edit wheel lottery" },
    sort: 41,
    hidden: true,
    functionPermission: [TURNPLATE_KEY],
    intents: { create: TURNPLATE_KEY, update: TURNPLATE_KEY },
    forms: { new: "create", ":id": "update" },
  },
  {
    name: "reward-records",
    path: "reward-records",
    title: { zh: "中奖记录", en: "Reward records" },
    sort: 42,
    functionPermission: [REWARDS_KEY],
    intents: { ship: REWARDS_KEY, correct: REWARDS_KEY },
  },
];
