import type { AreaHead, RouteNode } from "../route-tree";

// The page-management screens' entries of the route tree (spec section 2), kept in their own file so that
// areas built side by side do not edit the same lines. route-tree.ts places them.
const CATEGORY_KEY = "category-manage-list-all-right-btns";
const CATEGORY_DETAIL_KEY = "category-manage-detail-all-right-btns";
const NAV_KEY = "management-nav-list-all-right-btns";
const NAV_INSTALL_KEY = "management-nav-install-all-right-btns";
// top products: one manager key for the three screens (spec section 6); the conf route's name is
// granted to everyone, so every user reads the settings and the key's holders edit them
const TOP_KEY = "category-management-top-products-all-right-btns";
// section 6's key of the top-goods pool: it gates the pins where they are edited (the -detail page);
// the top-products manager's key grants it too
const TOP_GOODS_KEY = "top_goods-pool-all-right-btns";
// the hidden pages' keys are ours; the spec's key of the list each belongs to grants them too

/** The area's menu entry; its routes are this file's and its page-management-*.ts parts'. */
export const PAGE_MANAGEMENT_AREA: AreaHead = {
  name: "page-management",
  path: "page-management",
  title: { zh: "页面管理", en: "Page management" },
  sort: 70,
  redirect: "category-manage-list",
};

export const PAGE_MANAGEMENT_ROUTES: RouteNode[] = [
  {
    name: "management-nav-list",
    path: "management-nav-list",
    title: { zh: "导航", en: "Navigation" },
    sort: 0,
    functionPermission: [NAV_KEY],
    intents: { show: NAV_KEY, hide: NAV_KEY, delete: NAV_KEY },
  },
  {
    name: "management-nav-install",
    path: "management-nav-install",
    title: { zh: "导航设置", en: "Navigation entry" },
    sort: 1,
    hidden: true,
    functionPermission: [NAV_INSTALL_KEY],
    keysGrantedBy: { [NAV_INSTALL_KEY]: [NAV_KEY] },
    intents: { create: NAV_INSTALL_KEY, update: NAV_INSTALL_KEY },
  },
  {
    name: "category-manage-list",
    path: "category-manage-list",
    title: { zh: "类目管理", en: "Category management" },
    sort: 2,
    reuse: true,
    functionPermission: [CATEGORY_KEY],
    intents: {
      create: CATEGORY_KEY,
      show: CATEGORY_KEY,
      hide: CATEGORY_KEY,
      up: CATEGORY_KEY,
      down: CATEGORY_KEY,
      delete: CATEGORY_KEY,
      "copy-first": CATEGORY_KEY,
      "copy-site": CATEGORY_KEY,
      "copy-platform": CATEGORY_KEY,
      "copy-navigation": CATEGORY_KEY,
      translate: CATEGORY_KEY,
    },
  },
  {
    name: "category-manage-detail",
    path: "category-manage-detail",
    title: { zh: "类目详情", en: "Category details" },
    sort: 3,
    hidden: true,
    functionPermission: [CATEGORY_DETAIL_KEY],
    keysGrantedBy: { [CATEGORY_DETAIL_KEY]: [CATEGORY_KEY] },
    intents: {
      names: CATEGORY_DETAIL_KEY,
      seo: CATEGORY_DETAIL_KEY,
      translate: CATEGORY_DETAIL_KEY,
      // the product pool the category shows
      "pool-attach": CATEGORY_DETAIL_KEY,
      "pool-create": CATEGORY_DETAIL_KEY,
      "pool-copy": CATEGORY_DETAIL_KEY,
      "pool-remove": CATEGORY_DETAIL_KEY,
    },
  },
  {
    // the categories of a site with their number of pinned products; opened from a category's row
    name: "category-management-top-products",
    path: "category-management-top-products",
    title: { zh: "置顶商品", en: "Top products" },
    sort: 4,
    hidden: true,
    functionPermission: [TOP_KEY],
  },
  {
    name: "category-management-top-products-conf",
    path: "category-management-top-products-conf",
    title: { zh: "置顶商品设置", en: "Top product settings" },
    sort: 5,
    hidden: true,
    functionPermission: [TOP_KEY],
    intents: { save: TOP_KEY },
  },
  {
    // ?category_id=: one category's pinned products, in order
    name: "category-management-top-products-detail",
    path: "category-management-top-products-detail",
    title: { zh: "类目置顶商品", en: "Category top products" },
    sort: 6,
    hidden: true,
    functionPermission: [TOP_GOODS_KEY],
    keysGrantedBy: { [TOP_GOODS_KEY]: [TOP_KEY] },
    intents: { add: TOP_GOODS_KEY, move: TOP_GOODS_KEY, delete: TOP_GOODS_KEY },
  },
];
