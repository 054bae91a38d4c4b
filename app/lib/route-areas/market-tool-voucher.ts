import type { RouteNode } from "../route-tree";

// Route-tree entries of the vouchers (spec section 2 "Market tool"); ./market-tool.ts places them.
// The spec names no keys for these routes: as for discountList, the list's `<route-name>-all-right-btns`
// gates every write (create, edit, enable/disable, send), on the invalid list and the hidden
// detail page too, since they act on the same records.

const VOUCHER_KEY = "voucher-list-all-right-btns";

export const MARKET_TOOL_VOUCHER_ROUTES: RouteNode[] = [
  {
    name: "voucher-list",
    path: "voucher-list",
    title: { zh: "优惠券", en: "Vouchers" },
    sort: 30,
    functionPermission: [VOUCHER_KEY],
    // create, update and send are posted from voucher-detail; listed here too because the API's
    // voucher resource takes its keys from this route
    intents: { enable: VOUCHER_KEY, disable: VOUCHER_KEY, create: VOUCHER_KEY, update: VOUCHER_KEY },
  },
  {
    name: "voucher-invalid",
    path: "voucher-invalid",
    title: { zh: "失效优惠券", en: "Invalid vouchers" },
    sort: 31,
    functionPermission: [VOUCHER_KEY],
    intents: { enable: VOUCHER_KEY, disable: VOUCHER_KEY },
  },
  {
    // /new and /<id> (?type=create|edit): the form; /<id>?type=detail|send: the voucher and its sends;
    // /<id>?type=result-detail&send=<send id>: one send's per-customer results (these three need
    // only the route; sending needs the key)
    name: "voucher-detail",
    path: "voucher-detail",
    title: { zh: "优惠券详情", en: "Voucher details" },
    sort: 32,
    hidden: true,
    functionPermission: [VOUCHER_KEY],
    intents: { create: VOUCHER_KEY, update: VOUCHER_KEY, send: VOUCHER_KEY },
    forms: { new: "create", ":id": "update" },
  },
];
