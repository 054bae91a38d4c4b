import type { RouteNode } from "../route-tree";

// Route-tree entries of the goods area's picker, reviews, SKU export and algorithm settings (spec
// section 2 "Goods"); ./goods.ts places them. Keys follow <route-name>-all-right-btns, except
// comment-add: the spec grants that permission to everyone (section 6), and adding a review is all
// the page does, so its one intent needs the route's own name.
const PICK_KEY = "pick-product-all-right-btns";
const REVIEW_KEY = "comment-manager-allright-all-right-btns";
const EXPORT_KEY = "export-sku-all-right-btns";
const ALGORITHM_KEY = "algorithm-config-all-right-btns";

export const GOODS_MORE_ROUTES: RouteNode[] = [
  {
    // ?pool=<id>: the products of a search, picked into that pool
    name: "pick-product",
    path: "pick-product",
    title: { zh: "选品", en: "Pick products" },
    sort: 16,
    functionPermission: [PICK_KEY],
    intents: { pick: PICK_KEY, pick_all: PICK_KEY },
  },
  {
    name: "comment-manager-allright",
    path: "comment-manager-allright",
    title: { zh: "评论管理", en: "Reviews" },
    sort: 17,
    functionPermission: [REVIEW_KEY],
    intents: { update: REVIEW_KEY, approve: REVIEW_KEY, hide: REVIEW_KEY },
    // /<id>: the review and its reply
    forms: { ":id": "update" },
  },
  {
    name: "comment-add",
    path: "comment-add",
    title: { zh: "添加评论", en: "Add a review" },
    sort: 18,
    functionPermission: ["comment-add"],
    intents: { create: "comment-add" },
  },
  {
    name: "export-sku",
    path: "export-sku",
    title: { zh: "导出SKU", en: "Export SKUs" },
    sort: 19,
    functionPermission: [EXPORT_KEY],
    intents: { export: EXPORT_KEY },
    // POST /goods/export-sku/download: the SKUs as a spreadsheet (a download, not a page)
    forms: { download: "export" },
  },
  {
    name: "algorithm-config",
    path: "algorithm-config",
    title: { zh: "算法配置", en: "Algorithm settings" },
    sort: 20,
    functionPermission: [ALGORITHM_KEY],
    intents: { create: ALGORITHM_KEY, update: ALGORITHM_KEY, enable: ALGORITHM_KEY, disable: ALGORITHM_KEY },
    forms: { new: "create", ":id": "update" },
  },
];
