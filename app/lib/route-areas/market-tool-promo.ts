import type { RouteNode } from "../route-tree";

// Route-tree entries of one part of market-tool (spec section 2); ./market-tool.ts places them.
// The spec names no keys for these routes: each list has `<route-name>-all-right-btns`; its hidden
// pages (edit, batch creation) are gated by the same key, since they edit the list's records.

const DISCOUNT_KEY = "discountList-all-right-btns";
const BATCH_KEY = "bath-code-create-all-right-btns";

export const MARKET_TOOL_PROMO_ROUTES: RouteNode[] = [
  {
    name: "discountList",
    path: "discountList",
    title: { zh: "优惠码", en: "Discount codes" },
    sort: 20,
    functionPermission: [DISCOUNT_KEY, BATCH_KEY],
    // create and update are posted from discountList-edit; listed here too because the API's
    // discount resource takes its keys from this route
    intents: { enable: DISCOUNT_KEY, disable: DISCOUNT_KEY, create: DISCOUNT_KEY, update: DISCOUNT_KEY },
  },
  {
    // ?type=create|edit: the form (/new, /<id>); detail and checked are the discount's codes page
    name: "discountList-edit",
    path: "discountList-edit",
    title: { zh: "编辑优惠码", en: "Edit discount" },
    sort: 21,
    hidden: true,
    functionPermission: [DISCOUNT_KEY],
    intents: { create: DISCOUNT_KEY, update: DISCOUNT_KEY },
    forms: { new: "create", ":id": "update" },
  },
  {
    // ?discount_id=<id>: the discount's batches and a new batch; ?batch=<id>: one batch's result
    name: "bath-code-create",
    path: "bath-code-create",
    title: { zh: "批量生成优惠码", en: "Batch code creation" },
    sort: 22,
    hidden: true,
    functionPermission: [BATCH_KEY],
    intents: { generate: BATCH_KEY, export: BATCH_KEY },
    // the batch's spreadsheet (?batch=<id>), a download rather than a page
    forms: { export: "export" },
  },
];
