import type { RouteNode } from "../route-tree";

// Route-tree entries of one part of market-tool (spec section 2); ./market-tool.ts places them.
// Market tasks (task-list, task-record-list, task-detail), newcomer coupon packages
// (coupons-for-newcomers and its hidden detail) and the shopping-cart settings. The spec names no keys
// for these routes: as the promotions and wheel lotteries do, each list has `<route-name>-all-right-btns`,
// which gates every change, its hidden detail page included. Send records are read-only.
const TASK_KEY = "task-list-all-right-btns";
const NEWCOMER_KEY = "coupons-for-newcomers-all-right-btns";
const CART_KEY = "shopping-cart-manager-all-right-btns";
const RECORD_FORMS = { new: "create", ":id": "update" };

export const MARKET_TOOL_TASK_ROUTES: RouteNode[] = [
  {
    name: "task-list",
    path: "task-list",
    title: { zh: "营销任务", en: "Market tasks" },
    sort: 10,
    functionPermission: [TASK_KEY],
    intents: { create: TASK_KEY, update: TASK_KEY, enable: TASK_KEY, disable: TASK_KEY },
  },
  {
    name: "task-record-list",
    path: "task-record-list",
    title: { zh: "任务发送记录", en: "Task send records" },
    sort: 11,
  },
  {
    name: "task-detail",
    path: "task-detail",
    title: { zh: "营销任务详情", en: "Market task detail" },
    sort: 12,
    hidden: true,
    functionPermission: [TASK_KEY],
    intents: { create: TASK_KEY, update: TASK_KEY },
    forms: RECORD_FORMS,
  },
  {
    name: "coupons-for-newcomers",
    path: "coupons-for-newcomers",
    title: { zh: "新人礼包", en: "Coupons for newcomers" },
    sort: 35,
    functionPermission: [NEWCOMER_KEY],
    intents: { create: NEWCOMER_KEY, update: NEWCOMER_KEY, enable: NEWCOMER_KEY, disable: NEWCOMER_KEY },
  },
  {
    name: "coupons-for-newcomers-detail",
    path: "coupons-for-newcomers-detail",
    title: { zh: "新人礼包详情", en: "Newcomer coupon package" },
    sort: 36,
    hidden: true,
    functionPermission: [NEWCOMER_KEY],
    intents: { create: NEWCOMER_KEY, update: NEWCOMER_KEY },
    forms: RECORD_FORMS,
  },
  {
    name: "shopping-cart-manager",
    path: "shopping-cart-manager",
    title: { zh: "购物车配置", en: "Shopping cart settings" },
    sort: 37,
    functionPermission: [CART_KEY],
    intents: { create: CART_KEY, update: CART_KEY },
    forms: RECORD_FORMS,
  },
];
