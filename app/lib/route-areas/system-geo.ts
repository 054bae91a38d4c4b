import type { RouteNode } from "../route-tree";

// The system-geo screens' entries of the route tree (spec section 2), kept in their own file so that
// areas built side by side do not edit the same lines. route-tree.ts places them. `sort` is the
// spec's menu position within System management.
const COUNTRY_KEY = "country-region-list-all-right-btns";
const SHIPPING_KEY = "country-region-shipping-list-all-right-btns";
const LANG_KEY = "system-lang-install-all-right-btns";
// the spec names no key for addresses: requesting and cancelling, and (a review key) checking
const ADDRESS_KEY = "address-all-right-btns";
const ADDRESS_CHECK_KEY = "address-check-btns";

const recordIntents = (key: string) => ({ create: key, update: key, enable: key, disable: key });
const RECORD_FORMS = { new: "create", ":id": "update" };

/** A level under a country: hidden, opened from its parent's row, edited with the country key. */
const drillDown = (name: string, title: { zh: string; en: string }, sort: number): RouteNode => ({
  name,
  path: name,
  title,
  sort,
  hidden: true,
  functionPermission: [COUNTRY_KEY],
  intents: recordIntents(COUNTRY_KEY),
  forms: RECORD_FORMS,
});

export const SYSTEM_GEO_ROUTES: RouteNode[] = [
  {
    name: "address",
    path: "address",
    title: { zh: "地址配置", en: "Address formats" },
    sort: 1,
    functionPermission: [ADDRESS_KEY, ADDRESS_CHECK_KEY],
    reviewPermission: [ADDRESS_CHECK_KEY],
    intents: { cancel: ADDRESS_KEY, pass: ADDRESS_CHECK_KEY, reject: ADDRESS_CHECK_KEY },
  },
  {
    name: "address-configure-edit",
    path: "address-configure-edit",
    title: { zh: "地址配置变更申请", en: "Request an address format change" },
    sort: 2,
    hidden: true,
    keepAlive: false,
    history: false,
    functionPermission: [ADDRESS_KEY],
    intents: { request: ADDRESS_KEY },
    forms: { new: "request", ":id": "request" },
  },
  {
    name: "country-region-list",
    path: "country-region-list",
    title: { zh: "国家管理", en: "Countries" },
    sort: 5,
    functionPermission: [COUNTRY_KEY],
    intents: recordIntents(COUNTRY_KEY),
    forms: RECORD_FORMS,
  },
  {
    name: "country-region-detail",
    path: "country-region-detail",
    title: { zh: "国家详情", en: "Country details" },
    sort: 6,
    hidden: true,
    reuse: true,
    functionPermission: [COUNTRY_KEY],
  },
  drillDown("country-region-state-list", { zh: "州/省", en: "States" }, 7),
  drillDown("country-region-city-list", { zh: "城市", en: "Cities" }, 8),
  drillDown("country-region-district-list", { zh: "区县", en: "Districts" }, 9),
  {
    name: "country-region-shipping-list",
    path: "country-region-shipping-list",
    title: { zh: "国家模式", en: "Country shipping" },
    sort: 11,
    functionPermission: [SHIPPING_KEY],
    intents: recordIntents(SHIPPING_KEY),
    forms: RECORD_FORMS,
  },
  {
    name: "system-lang-install",
    path: "system-lang-install",
    title: { zh: "语言管理", en: "Site languages" },
    sort: 12,
    functionPermission: [LANG_KEY],
    intents: recordIntents(LANG_KEY),
    forms: RECORD_FORMS,
  },
];
