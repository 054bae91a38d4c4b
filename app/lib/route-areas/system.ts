import type { AreaHead, RouteNode } from "../route-tree";

// The System area (spec section 2): its head and its first screens; its sections (geo, content,
// option tags) are the system-*.ts files beside this one.
export const SYSTEM_AREA: AreaHead = {
  name: "system",
  path: "system",
  title: { zh: "系统管理", en: "System management" },
  sort: 90,
  redirect: "setting",
};

/** An editable record list: create and edit forms, enable and disable from the list, one key. */
const recordIntents = (key: string) => ({ create: key, update: key, enable: key, disable: key });
const RECORD_FORMS = { new: "create", ":id": "update" };

export const SYSTEM_ROUTES: RouteNode[] = [
  {
    name: "setting",
    path: "setting",
    title: { zh: "基准汇率配置", en: "Base exchange rates" },
    sort: 0,
    functionPermission: ["rate-setting-all-right-btns"],
    intents: { save: "rate-setting-all-right-btns", create: "rate-setting-all-right-btns" },
    forms: { edit: "save", new: "create" },
  },
  {
    name: "exchange-rate-list",
    path: "exchange-rate-list",
    title: { zh: "汇率管理", en: "Exchange rates" },
    sort: 3,
    reuse: true,
    functionPermission: ["exchange-rate-list-all-right-btns"],
    intents: recordIntents("exchange-rate-list-all-right-btns"),
    forms: RECORD_FORMS,
  },
  {
    name: "currency-manage-list",
    path: "currency-manage-list",
    title: { zh: "国家币种", en: "Country currencies" },
    sort: 10,
    functionPermission: ["currency-manage-list-all-right-btns"],
    intents: recordIntents("currency-manage-list-all-right-btns"),
    forms: RECORD_FORMS,
  },
  {
    name: "cod-country-fee-list",
    path: "cod-country-fee-list",
    title: { zh: "货到付款费用", en: "COD fees" },
    sort: 4,
    functionPermission: ["cod-country-fee-list-all-right-btns"],
    intents: { ...recordIntents("cod-country-fee-list-all-right-btns"), delete: "cod-country-fee-list-all-right-btns" },
    forms: RECORD_FORMS,
  },
  {
    name: "system-rn-install",
    path: "system-rn-install",
    title: { zh: "应用版本", en: "App versions" },
    sort: 13,
    functionPermission: ["system-rn-install-all-right-btns"],
    intents: {
      create: "system-rn-install-all-right-btns",
      update: "system-rn-install-all-right-btns",
      publish: "system-rn-install-all-right-btns",
      unpublish: "system-rn-install-all-right-btns",
    },
    forms: RECORD_FORMS,
  },
  {
    name: "customer-list",
    path: "customer-list",
    title: { zh: "客户列表", en: "Customers" },
    sort: 20,
    // read-only: the key gates nothing yet; staff with the route see every customer's detail
    functionPermission: ["customer-list-all-right-btns"],
  },
  {
    name: "checkin-black-list",
    path: "checkin-black-list",
    title: { zh: "签到黑名单", en: "Check-in blacklist" },
    sort: 21,
    functionPermission: ["checkin-black-all-right-btns"],
    intents: { create: "checkin-black-all-right-btns", remove: "checkin-black-all-right-btns" },
    forms: { new: "create" },
  },
  {
    name: "tag-management",
    path: "tag-management",
    title: { zh: "标签管理", en: "Tag management" },
    sort: 14,
    // the spec spells the key this way
    functionPermission: ["tag-mange-all-btns"],
    intents: recordIntents("tag-mange-all-btns"),
    forms: RECORD_FORMS,
  },
];
