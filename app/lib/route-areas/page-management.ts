import type { RouteNode } from "../route-tree";

// The page-management screens' entries of the route tree (spec section 2), kept in their own file so that
// areas built side by side do not edit the same lines. route-tree.ts places them.
const CATEGORY_KEY = "category-manage-list-all-right-btns";
const CATEGORY_DETAIL_KEY = "category-manage-detail-all-right-btns";
const NAV_KEY = "management-nav-list-all-right-btns";
const NAV_INSTALL_KEY = "management-nav-install-all-right-btns";

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
      sort: CATEGORY_KEY,
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
    intents: { names: CATEGORY_DETAIL_KEY, seo: CATEGORY_DETAIL_KEY, translate: CATEGORY_DETAIL_KEY },
  },
];
