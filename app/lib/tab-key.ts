import { routeByName } from "./route-tree";

/**
 * What makes a tab one tab: a reused route has one for all its records; any other route one per
 * record — its id in the path below the route (`/customer-list/42`) or in `?id=` — and one for the
 * route itself (a list with any filters, a create form).
 */
export function tabKey(tab: { name: string; url: string }): string {
  const route = routeByName(tab.name);
  if (!route || route.reuse) return tab.name;
  const at = new URL(tab.url, "http://x");
  const below = at.pathname.slice(route.fullPath.length).replace(/^\/+|\/+$/g, "");
  // a form below the route (`/new`) shares the route's tab; only a record has one of its own
  const record = [below, at.searchParams.get("id") ?? ""].find((id) => /^\d{1,18}$/.test(id));
  return record ? `${tab.name}:${record}` : tab.name;
}

/** The record a tab shows (its id), or "" for the route's own tab: said after the tab's title. */
export function tabRecord(tab: { name: string; url: string }): string {
  const key = tabKey(tab);
  return key.startsWith(`${tab.name}:`) ? key.slice(tab.name.length + 1) : "";
}
