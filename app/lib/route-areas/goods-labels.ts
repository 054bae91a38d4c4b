import type { RouteNode } from "../route-tree";

// Route-tree entries of the goods area's labels (spec section 2); ./goods.ts places them.
const LABEL_KEY = "label-manage-list-all-right-btns";
const LABEL_DETAIL_KEY = "label-manage-detail-all-right-btns";

export const GOODS_LABEL_ROUTES: RouteNode[] = [
  {
    name: "label-manage-list",
    path: "label-manage-list",
    title: { zh: "标签管理", en: "Labels" },
    sort: 14,
    functionPermission: [LABEL_KEY],
    intents: { create: LABEL_KEY, update: LABEL_KEY, enable: LABEL_KEY, disable: LABEL_KEY },
    forms: { new: "create", ":id": "update" },
  },
  {
    // ?id=<label>: the label, its events, its products and their log
    name: "label-manage-detail",
    path: "label-manage-detail",
    title: { zh: "标签详情", en: "Label details" },
    sort: 15,
    hidden: true,
    functionPermission: [LABEL_DETAIL_KEY],
    intents: {
      relate: LABEL_DETAIL_KEY,
      unrelate: LABEL_DETAIL_KEY,
      add: LABEL_DETAIL_KEY,
      remove: LABEL_DETAIL_KEY,
      export: LABEL_DETAIL_KEY,
      import: LABEL_DETAIL_KEY,
    },
    // POST /goods/label-manage-detail/export: the products as a spreadsheet (GET: the sheet's
    // template, an import's report)
    forms: { export: "export" },
  },
];
