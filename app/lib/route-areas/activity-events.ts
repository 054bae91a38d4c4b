import type { RouteNode } from "../route-tree";

// Route-tree entries of one part of activity (spec section 2); ./activity.ts places them.
// Daily specials and flash sales share one shape: a list, a hidden edit page whose `type` query
// (create, edit, revision) picks its mode and title, and a hidden detail page (`type=revision`
// shows one revision for review). Records are named by `?id=` so a mailed link opens them.
const DS_KEY = "daily-specials-all-right-btns";
const DS_REVIEW = "daily-specials-review";
const FS_KEY = "flash-sale-all-right-btns";
const FS_REVIEW = "flash-sale-review";

const listIntents = (key: string) => ({ publish: key, offline: key, copy: key });
const editIntents = (key: string) => ({ create: key, update: key, revise: key });
const detailIntents = (key: string, review: string) => ({
  publish: key,
  offline: key,
  copy: key,
  "add-products": key,
  adjust: key,
  "remove-products": key,
  "export-products": key,
  // approvers read the products as a spreadsheet too (an intent names one key)
  "export-for-review": review,
  "import-prices": key,
  // a pool's SKUs as a sheet to edit before adding them (batchSaveFromPoolExcel)
  "export-pool": key,
  translate: key,
  pass: review,
  reject: review,
});

export const ACTIVITY_EVENTS_ROUTES: RouteNode[] = [
  {
    name: "daily-specials",
    path: "daily-specials",
    title: { zh: "每日特价", en: "Daily specials" },
    sort: 50,
    functionPermission: [DS_KEY],
    intents: listIntents(DS_KEY),
  },
  {
    name: "daily-specials-edit",
    path: "daily-specials-edit",
    title: { zh: "编辑每日特价", en: "Edit daily special" },
    sort: 51,
    hidden: true,
    functionPermission: [DS_KEY],
    intents: editIntents(DS_KEY),
  },
  {
    name: "daily-specials-detail",
    path: "daily-specials-detail",
    title: { zh: "每日特价详情", en: "Daily special detail" },
    sort: 52,
    hidden: true,
    functionPermission: [DS_KEY, DS_REVIEW],
    reviewPermission: [DS_REVIEW],
    intents: detailIntents(DS_KEY, DS_REVIEW),
    // POST /activity/daily-specials-detail/export: the products as a spreadsheet
    forms: { export: "export-products" },
  },
  {
    name: "daily-specials-revisions",
    path: "daily-specials-revisions",
    title: { zh: "每日特价修订记录", en: "Daily special revisions" },
    sort: 53,
    hidden: true,
  },
  {
    name: "flash-sale",
    path: "flash-sale",
    title: { zh: "限时抢购", en: "Flash sales" },
    sort: 60,
    functionPermission: [FS_KEY],
    intents: listIntents(FS_KEY),
  },
  {
    name: "flash-sale-edit",
    path: "flash-sale-edit",
    title: { zh: "编辑限时抢购", en: "Edit flash sale" },
    sort: 61,
    hidden: true,
    functionPermission: [FS_KEY],
    intents: editIntents(FS_KEY),
  },
  {
    name: "flash-sale-detail",
    path: "flash-sale-detail",
    title: { zh: "限时抢购详情", en: "Flash sale detail" },
    sort: 62,
    hidden: true,
    functionPermission: [FS_KEY, FS_REVIEW],
    reviewPermission: [FS_REVIEW],
    intents: detailIntents(FS_KEY, FS_REVIEW),
    // POST /activity/flash-sale-detail/export: the products as a spreadsheet
    forms: { export: "export-products" },
  },
];
