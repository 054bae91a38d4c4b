// A page's title by its type (spec section 2: "title create or edit by query type", "type revision
// gives the revision-detail title", …): one table that the heading, the tab and the document's
// <title> all read, so the three never disagree. Pure data and one lookup, imported by the browser
// and the server alike; it knows routes by name only, so it works however the route tree reaches
// the client. Titles are written in both languages here, as the route tree's are: a tab of any area
// shows in the shell, where that area's strings are not loaded.

export interface Title {
  zh: string;
  en: string;
}

/** Route name → page type ("" for none) → title. A type not listed shows the route's own title. */
export const TYPE_TITLES: Readonly<Record<string, Readonly<Record<string, Title>>>> = {
  "reach-edit": {
    create: { zh: "新建专享活动", en: "New exclusive offer" },
    edit: { zh: "编辑专享活动", en: "Edit exclusive offer" },
  },
  "full-gift-redemption-edit": {
    // without a type or a record the page creates (special-offer-form.tsx)
    "": { zh: "新建特价活动", en: "New special offer" },
    create: { zh: "新建特价活动", en: "New special offer" },
    edit: { zh: "编辑特价活动", en: "Edit special offer" },
  },
  "ranking-list-edit": {
    create: { zh: "新建排行榜", en: "New ranking" },
    edit: { zh: "编辑排行榜", en: "Edit ranking" },
  },
  "daily-specials-edit": {
    // without a type or a record the page creates (events.server.ts)
    "": { zh: "新建每日特价", en: "Create daily special" },
    create: { zh: "新建每日特价", en: "Create daily special" },
    edit: { zh: "编辑每日特价", en: "Edit daily special" },
    revision: { zh: "修订每日特价", en: "Revise daily special" },
  },
  "daily-specials-detail": {
    revision: { zh: "每日特价修订详情", en: "Daily special revision" },
  },
  "flash-sale-edit": {
    "": { zh: "新建限时抢购", en: "Create flash sale" },
    create: { zh: "新建限时抢购", en: "Create flash sale" },
    edit: { zh: "编辑限时抢购", en: "Edit flash sale" },
    revision: { zh: "修订限时抢购", en: "Revise flash sale" },
  },
  "flash-sale-detail": {
    revision: { zh: "限时抢购修订详情", en: "Flash sale revision" },
  },
  "budget-detail": {
    common: { zh: "预算详情", en: "Budget details" },
    common_examine: { zh: "预算审核", en: "Examine budget" },
    revision: { zh: "预算修订", en: "Budget revision" },
    revision_examine: { zh: "预算修订审核", en: "Examine budget revision" },
  },
  "budget-edit": {
    // the page without a type creates (budget-edit.server.ts)
    "": { zh: "新建预算", en: "Create budget" },
    create: { zh: "新建预算", en: "Create budget" },
    edit: { zh: "编辑预算", en: "Edit budget" },
    revision: { zh: "修订预算", en: "Revise budget" },
  },
  "discountList-edit": {
    create: { zh: "新建优惠码活动", en: "New discount" },
    edit: { zh: "编辑优惠码活动", en: "Edit discount" },
    detail: { zh: "优惠码活动详情", en: "Discount details" },
    checked: { zh: "优惠码活动核对", en: "Check discount" },
  },
  "voucher-detail": {
    create: { zh: "新建优惠券", en: "New voucher" },
    edit: { zh: "编辑优惠券", en: "Edit voucher" },
    detail: { zh: "优惠券详情", en: "Voucher details" },
    send: { zh: "发放优惠券", en: "Send voucher" },
    "result-detail": { zh: "发放结果", en: "Send results" },
  },
};

/** The title of a route's page of this type, or undefined where the type gives none. */
export function typeTitle(name: string, type: string | null | undefined): Title | undefined {
  return type == null ? undefined : TYPE_TITLES[name]?.[type];
}

/**
 * The type a page's URL says: `?type=` where the table knows it; else a form page below the route —
 * `/new` is create, `/<id>` (or `?id=` on the route itself) is edit — for routes whose types are
 * only create and edit by URL (reach, ranking, discount and voucher forms); else the table's "" entry.
 */
export function pageType(name: string, routePath: string, url: string): string | undefined {
  const types = TYPE_TITLES[name];
  if (!types) return undefined;
  const at = new URL(url, "http://x");
  const type = at.searchParams.get("type");
  if (type && types[type]) return type;
  const below = at.pathname.slice(routePath.length).replace(/^\/+|\/+$/g, "");
  if (below === "new") return "create";
  if (/^\d{1,18}$/.test(below) || (!below && /^\d{1,18}$/.test(at.searchParams.get("id") ?? ""))) return "edit";
  // "": the route's page without a type has a title of its own
  return types[""] ? "" : undefined;
}

/** The title a route's page at `url` shows: its type's, else the route's own. */
export function titleFor(route: { name: string; fullPath: string; title: Title }, url: string): Title {
  return typeTitle(route.name, pageType(route.name, route.fullPath, url)) ?? route.title;
}
