import type { AreaHead, RouteNode } from "../route-tree";

// The goods screens' entries of the route tree (spec section 2), kept in their own file so that
// areas built side by side do not edit the same lines. route-tree.ts places them.
// Detail pages take the record in the query (?id=), so they open for everyone who may read them;
// their changes are intents gated by the route's key, which the spec's key of the list they
// belong to grants too (section 6 names goods-list-all-right-btns and goods-pool-all-right-btns).
const GOODS_KEY = "goods-list-all-right-btns";
const EDIT_KEY = "goods-edit-all-right-btns";
const POOL_KEY = "goods-pool-all-right-btns";
const POOL_DETAIL_KEY = "goods-pool-detail-all-right-btns";

/** The area's menu entry; its routes are this file's and its goods-*.ts parts'. */
export const GOODS_AREA: AreaHead = {
  name: "goods",
  path: "goods",
  title: { zh: "商品管理", en: "Goods" },
  sort: 50,
  redirect: "goods-list",
};

export const GOODS_ROUTES: RouteNode[] = [
  {
    name: "goods-list",
    path: "goods-list",
    title: { zh: "商品列表", en: "Product List" },
    sort: 10,
    functionPermission: [GOODS_KEY],
    intents: { recommend: GOODS_KEY, unrecommend: GOODS_KEY, export: GOODS_KEY },
    // POST /goods/goods-list/export: the search's products as a spreadsheet (a download, not a page)
    forms: { export: "export" },
  },
  {
    name: "goods-edit",
    path: "goods-edit",
    title: { zh: "商品详情", en: "Product details" },
    sort: 11,
    hidden: true,
    functionPermission: [EDIT_KEY],
    keysGrantedBy: { [EDIT_KEY]: [GOODS_KEY] },
    intents: { save: EDIT_KEY },
  },
  {
    name: "goods-pool",
    path: "goods-pool",
    title: { zh: "商品池", en: "Product pool" },
    sort: 12,
    functionPermission: [POOL_KEY],
    intents: { create: POOL_KEY },
  },
  {
    name: "goods-pool-detail",
    path: "goods-pool-detail",
    title: { zh: "商品池详情", en: "Product pool details" },
    sort: 13,
    hidden: true,
    functionPermission: [POOL_DETAIL_KEY],
    keysGrantedBy: { [POOL_DETAIL_KEY]: [POOL_KEY] },
    intents: { pick: POOL_DETAIL_KEY, pick_all: POOL_DETAIL_KEY, add: POOL_DETAIL_KEY, remove: POOL_DETAIL_KEY },
  },
];
