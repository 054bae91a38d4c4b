import type { RouteNode } from "../route-tree";

// Route-tree entries of one part of market-tool (spec section 2); ./market-tool.ts places them.
// Customers' wallets and points, and the points-earning rules (a list and its hidden form page: the
// form at /new and /<id>; `?type=create` on its own path leads to /new). The spec names no keys for
// these routes: as the promotions do, each list has `<route-name>-all-right-btns`, which gates its
// writes (adjustments; the rules' create, edit, enable and disable, the hidden form included).
const WALLET_KEY = "wallet-manage-all-right-btns";
const RULES_KEY = "integral-rules-all-right-btns";
const POINTS_KEY = "bonusPoints-all-right-btns";

export const MARKET_TOOL_WALLET_ROUTES: RouteNode[] = [
  {
    name: "wallet-manage",
    path: "wallet-manage",
    title: { zh: "钱包管理", en: "Wallets" },
    sort: 60,
    functionPermission: [WALLET_KEY],
    intents: { adjust: WALLET_KEY },
  },
  {
    name: "integral-rules",
    path: "integral-rules",
    title: { zh: "积分规则", en: "Points rules" },
    sort: 61,
    functionPermission: [RULES_KEY],
    // create and update are posted from integral-rules-edit; listed here too because the API's
    // rule resource takes its keys from this route
    intents: { create: RULES_KEY, update: RULES_KEY, enable: RULES_KEY, disable: RULES_KEY },
  },
  {
    name: "integral-rules-edit",
    path: "integral-rules-edit",
    title: { zh: "编辑积分规则", en: "Edit points rule" },
    sort: 62,
    hidden: true,
    functionPermission: [RULES_KEY],
    intents: { create: RULES_KEY, update: RULES_KEY },
    forms: { new: "create", ":id": "update" },
  },
  {
    name: "bonusPoints",
    path: "bonusPoints",
    title: { zh: "积分管理", en: "Customer points" },
    sort: 63,
    functionPermission: [POINTS_KEY],
    intents: { adjust: POINTS_KEY },
  },
];
