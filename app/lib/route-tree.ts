// The one source of truth for the console's routes, menu and permission names (spec section 2).
// The console builds its menu, tab titles, <title> and route guards from it; the API builds role
// grants from it. Its areas are the files of route-areas/ (found by server/scripts/registries.mjs).
// Pure data: imported by the browser bundle, the Remix server and the API alike.
import { FOUND_AREAS } from "./route-areas";

export interface RouteNode {
  /** permission name and last path segment, exactly as the spec names it */
  name: string;
  /** path relative to the parent ("" for grouping nodes whose children carry the path) */
  path: string;
  title: { zh: string; en: string };
  sort: number;
  hidden?: boolean;
  /** one tab for every record of this route (the spec's "reused"), rather than one tab per record */
  reuse?: boolean;
  /** false: not kept alive when its tab is hidden (not cached: it is still a tab) */
  keepAlive?: boolean;
  /** false: never recorded in history — no tab (address-configure-edit) */
  history?: boolean;
  /** function-permission keys that gate this route's buttons and actions */
  functionPermission?: string[];
  /**
   * A key of this route the spec does not name → the spec's keys that grant it too (issue 40 §5):
   * whoever holds `goods-pool-all-right-btns` manages a pool's products on goods-pool-detail.
   */
  keysGrantedBy?: Record<string, string[]>;
  /**
   * The spec makes holding this route's name a key (section 6: full-gift-redemption-edit marks the
   * special-offer manager): grants that only read (`routes:*`, `area:<name>:read`) leave it out.
   */
  nameIsKey?: boolean;
  /** keys among functionPermission that are review decisions (pass / reject) */
  reviewPermission?: string[];
  /**
   * Every form-post `intent` the route's actions accept, and the function-permission key each
   * needs. The action guard checks against it; the security suite posts every entry as every role.
   */
  intents?: Record<string, string>;
  /**
   * Child pages that exist to post one intent (the create and edit forms): URL segment below the
   * route (":id" for a record id) → that intent. Their loaders need the intent's key too.
   */
  forms?: Record<string, string>;
  /**
   * `/<route>/<id>` opens one record to anyone who may open the route (a detail page a mail links
   * to), unlike `forms`, which need an intent's key
   */
  records?: boolean;
  /** a parent's landing child */
  redirect?: string;
  /**
   * Top-level areas whose readers may open this route too: holding the name of any listed route of
   * theirs grants this one when a role's grants expand (the campaign calendar, for every reader of
   * any resource kind).
   */
  readersOf?: string[];
  children?: RouteNode[];
}

/** An area's menu entry (`app/lib/route-areas/<area>.ts`); its routes are the area's files' routes. */
export type AreaHead = Omit<RouteNode, "children">;

/**
 * Uploading without a file-field key (app/lib/file-fields.ts): held by the full grant ("*", the
 * admin role) and by any role granted it by name (an integration that uploads for several areas).
 */
export const UPLOAD_PERMISSION = "upload-files";

export const ROUTE_TREE: RouteNode[] = [
  {
    name: "dashboard",
    path: "dashboard",
    title: { zh: "首页", en: "Home" },
    sort: 0,
    redirect: "welcome",
    children: [{ name: "welcome", path: "welcome", title: { zh: "首页", en: "Home" }, sort: 0 }],
  },
  // the page search's results (issue 41 §13): every signed-in person's, out of the menu; it lists
  // only the pages of the menu that person's grants build
  { name: "search", path: "search", title: { zh: "页面搜索", en: "Page search" }, sort: 99, hidden: true },
  ...FOUND_AREAS.filter((a) => a.children?.length),
];

/** Permissions the spec grants to every signed-in user (section 6). */
export const EVERYONE_PERMISSIONS = [
  "new-index",
  "layout-home",
  "comment-add",
  "seoManage",
  "blog",
  "blog-edit",
  "report",
  "report-edit",
  "patpat-press",
  "patpat-press-edit",
  "seo-canonical",
  "seo-blog",
  "seo-url",
  "seo-url-edit",
  "seo-robots",
  "seo-product-name",
  "seo-category-map",
  "seo-category-flexible",
  "seo-category-flexible-edit",
  "seo-search-keyword-conf",
  "seo-popular-keyword-conf",
  "seo-topic-list",
  "seo-topic-edit",
  "category-management-top-products-conf",
  // the home page is every user's landing page
  "dashboard",
  "welcome",
  // the page search in the shell (issue 41 §13): its results are each person's own menu
  "search",
] as const;

/** Routes that need no session. */
export const PUBLIC_PATHS = ["/login", "/openApp", "/error/404", "/healthz", "/auth/callback"];

export interface FlatRoute {
  name: string;
  /** absolute URL path, e.g. /system/currency-manage-list */
  fullPath: string;
  title: { zh: string; en: string };
  sort: number;
  hidden: boolean;
  reuse: boolean;
  keepAlive: boolean;
  history: boolean;
  functionPermission: string[];
  keysGrantedBy: Record<string, string[]>;
  nameIsKey: boolean;
  reviewPermission: string[];
  intents: Record<string, string>;
  forms: Record<string, string>;
  records: boolean;
  /** names from the root area down to this route */
  lineage: string[];
  isLeaf: boolean;
  redirect?: string;
  /** route names any one of which grants this route (from `readersOf`: the listed routes of those areas) */
  openedBy: string[];
}

function flatten(nodes: RouteNode[], base: string, lineage: string[], out: FlatRoute[]) {
  for (const node of [...nodes].sort((a, b) => a.sort - b.sort)) {
    const fullPath = node.path ? `${base}/${node.path}` : base;
    const names = [...lineage, node.name];
    out.push({
      name: node.name,
      fullPath,
      title: node.title,
      sort: node.sort,
      hidden: node.hidden ?? false,
      reuse: node.reuse ?? false,
      keepAlive: node.keepAlive ?? true,
      history: node.history ?? true,
      functionPermission: node.functionPermission ?? [],
      keysGrantedBy: node.keysGrantedBy ?? {},
      nameIsKey: node.nameIsKey ?? false,
      reviewPermission: node.reviewPermission ?? [],
      intents: node.intents ?? {},
      forms: node.forms ?? {},
      records: node.records ?? false,
      lineage: names,
      isLeaf: !node.children?.length,
      redirect: node.redirect,
      openedBy: node.readersOf ?? [],
    });
    if (node.children) flatten(node.children, fullPath, names, out);
  }
  return out;
}

/** `readersOf` areas resolved into the names of their menu leaves (the routes whose names are read grants). */
function resolveReaders(routes: FlatRoute[]): FlatRoute[] {
  for (const r of routes) {
    const areas = r.openedBy;
    if (!areas.length) continue;
    r.openedBy = routes.filter((o) => o !== r && o.isLeaf && !o.hidden && areas.includes(o.lineage[0])).map((o) => o.name);
  }
  return routes;
}

export const FLAT_ROUTES: FlatRoute[] = resolveReaders(flatten(ROUTE_TREE, "", [], []));

const byName = new Map(FLAT_ROUTES.map((r) => [r.name, r]));
const byPath = new Map(FLAT_ROUTES.map((r) => [r.fullPath, r]));

export function routeByName(name: string): FlatRoute | undefined {
  return byName.get(name);
}

/** The route a URL path belongs to: the longest route path that prefixes it. */
export function routeForPath(pathname: string): FlatRoute | undefined {
  // the walk below strips trailing slashes and ends at "" by itself: these two only save steps
  // Stryker disable next-line Regex,StringLiteral: equivalent, the walk reaches the same route
  let path = pathname.replace(/\/+$/, "") || "/";
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, no route's path is "/" and "/" walks to ""
  while (path && path !== "/") {
    const hit = byPath.get(path);
    if (hit) return hit;
    path = path.slice(0, path.lastIndexOf("/"));
  }
  return undefined;
}

/** Every permission name the tree knows: route names, their function-permission keys, and uploading. */
export function allPermissionNames(): string[] {
  const names = new Set<string>([UPLOAD_PERMISSION]);
  for (const r of FLAT_ROUTES) {
    names.add(r.name);
    r.functionPermission.forEach((k) => names.add(k));
  }
  return [...names];
}

/** Route names and keys under an area (a top-level route name), review keys left out. */
export function areaPermissionNames(area: string, { keys }: { keys: boolean }): string[] {
  const names: string[] = [];
  for (const r of FLAT_ROUTES) {
    if (r.lineage[0] !== area) continue;
    if (keys || !r.nameIsKey) names.push(r.name);
    // review decisions are never part of an area's work: maker and checker stay two people's grants
    if (keys) names.push(...r.functionPermission.filter((k) => !r.reviewPermission.includes(k)));
  }
  return names;
}

/**
 * The intent a form page below a route posts: /list/new → "create", /list/42 → "update"; a form
 * route of the spec's kind answers on its own path, ?id=<id> naming the record (forms "" and "?id").
 */
export function formIntent(route: FlatRoute, pathname: string, search = ""): string | undefined {
  const rest = pathname.slice(route.fullPath.length).replace(/^\/+|\/+$/g, "");
  if (!rest && route.forms[""])
    return /^[1-9]\d*$/.test(new URLSearchParams(search).get("id") ?? "") ? route.forms["?id"] : route.forms[""];
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, no form segment is empty or holds a "/", and such a rest is no number
  if (!rest || rest.includes("/")) return undefined;
  return route.forms[rest] ?? (/^\d+$/.test(rest) ? route.forms[":id"] : undefined);
}

export interface MenuItem {
  name: string;
  url: string;
  title: { zh: string; en: string };
  children: MenuItem[];
}

/**
 * The menu a user sees: a leaf only if its name is granted, a parent only if one of its children
 * is shown, hidden routes never.
 */
export function buildMenu(granted: ReadonlySet<string>, nodes: RouteNode[] = ROUTE_TREE, base = ""): MenuItem[] {
  const items: MenuItem[] = [];
  for (const node of [...nodes].sort((a, b) => a.sort - b.sort)) {
    if (node.hidden) continue;
    const url = node.path ? `${base}/${node.path}` : base;
    if (node.children?.length) {
      const children = buildMenu(granted, node.children, url);
      if (children.length) items.push({ name: node.name, url, title: node.title, children });
    } else if (granted.has(node.name)) {
      items.push({ name: node.name, url, title: node.title, children: [] });
    }
  }
  return items;
}

/** The menu as the page draws it: each entry's title in the page's language only (the menu's
 * data travels with every page for hydration; both languages and the route names doubled it). */
export interface NavEntry {
  url: string;
  title: string;
  items: NavEntry[];
}

export function menuIn(menu: MenuItem[], locale: "zh" | "en"): NavEntry[] {
  return menu.map((m) => ({ url: m.url, title: m.title[locale], items: menuIn(m.children, locale) }));
}

/** May this user open the route? Its name and every ancestor's lineage must be reachable. */
export function canOpen(route: FlatRoute, granted: ReadonlySet<string>): boolean {
  if (!route.isLeaf) return buildMenu(granted).some((m) => m.name === route.lineage[0]);
  return granted.has(route.name);
}
