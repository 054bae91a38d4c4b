import type { RouteNode } from "../route-tree";

// Route-tree entries of one part of activity (spec section 2); ./activity.ts places them.

/**
 * The special-offer manager's key, who changes offers. Spec section 6: holding full-gift-redemption-edit
 * marks the manager, so that route's name grants it (and only grants that make managers hold the name).
 */
export const SPECIAL_OFFER_MANAGER = "full-gift-redemption-edit-all-right-btns";
const MANAGER_MARK = "full-gift-redemption-edit";
const BY_MARK = { [SPECIAL_OFFER_MANAGER]: [MANAGER_MARK] };
const OFFER_TRANSITIONS = { online: SPECIAL_OFFER_MANAGER, offline: SPECIAL_OFFER_MANAGER };
const CATEGORY_KEY = "activity-category-all-right-btns";

export const ACTIVITY_OFFERS_ROUTES: RouteNode[] = [
  {
    // the daily specials' categories (spec section 2 "activity-category")
    name: "activity-category",
    path: "activity-category",
    title: { zh: "每日特价分类管理", en: "Daily Specials categories" },
    sort: 5,
    functionPermission: [CATEGORY_KEY],
    intents: { create: CATEGORY_KEY, update: CATEGORY_KEY, enable: CATEGORY_KEY, disable: CATEGORY_KEY },
    forms: { new: "create", ":id": "update" },
  },
  {
    name: "full-gift-redemption-list",
    path: "full-gift-redemption-list",
    title: { zh: "特价活动", en: "Special Offer" },
    sort: 6,
    functionPermission: [SPECIAL_OFFER_MANAGER],
    keysGrantedBy: BY_MARK,
    intents: OFFER_TRANSITIONS,
  },
  {
    // ?type=create: a new offer; ?id=<id>: that offer's settings
    name: MANAGER_MARK,
    path: "full-gift-redemption-edit",
    title: { zh: "编辑特价活动", en: "Edit special offer" },
    sort: 7,
    hidden: true,
    nameIsKey: true,
    functionPermission: [SPECIAL_OFFER_MANAGER],
    keysGrantedBy: BY_MARK,
    intents: { create: SPECIAL_OFFER_MANAGER, update: SPECIAL_OFFER_MANAGER },
  },
  {
    // ?id=<id>: the offer, its products and its log
    name: "full-gift-redemption-detail",
    path: "full-gift-redemption-detail",
    title: { zh: "特价活动详情", en: "Special offer details" },
    sort: 8,
    hidden: true,
    functionPermission: [SPECIAL_OFFER_MANAGER],
    keysGrantedBy: BY_MARK,
    intents: {
      ...OFFER_TRANSITIONS,
      import: SPECIAL_OFFER_MANAGER,
      update_product: SPECIAL_OFFER_MANAGER,
      delete_products: SPECIAL_OFFER_MANAGER,
      delete_all: SPECIAL_OFFER_MANAGER,
      apply_discount: SPECIAL_OFFER_MANAGER,
    },
  },
  {
    // the events dashboard: charts drawn on the server with their numbers beside them; read-only
    name: "activity-statics",
    path: "activity-statics",
    title: { zh: "数据看板", en: "Data dashboard" },
    sort: 99,
    keepAlive: false,
    functionPermission: ["activity-statics-all-right-btns"],
  },
];
