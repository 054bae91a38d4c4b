import { createCookie } from "@remix-run/node";
import * as z from "zod";
import { STORAGE_LIFETIME_SECONDS } from "./constants";
import { routeForPath } from "./route-tree";
import { tabKey } from "./tab-key";

// Opened pages, kept server-side in the `Tabs-Routes` cookie so they survive reloads and work
// with JavaScript off. Each entry carries its own expiry; expired entries are dropped when read.
export const tabsCookie = createCookie("Tabs-Routes", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: STORAGE_LIFETIME_SECONDS,
});

const MAX_TABS = 15;
const entry = z.object({ name: z.string().max(100), url: z.string().max(500), expire: z.number() });
const stored = z.object({ value: z.array(entry).max(50) });
export type Tab = z.infer<typeof entry>;

export async function readTabs(request: Request, now = Date.now()): Promise<Tab[]> {
  const raw = await tabsCookie.parse(request.headers.get("Cookie")).catch(() => null);
  const parsed = stored.safeParse(raw);
  if (!parsed.success) return [];
  return parsed.data.value.filter((t) => t.expire > now && routeForPath(new URL(t.url, "http://x").pathname));
}

/** The page that stays when the cap drops the oldest tabs: closing Home is always the person's choice. */
const HOME = "welcome";

/** The tabs within the cap of 15 (Home kept, the oldest others go) and those it closed, which the page names. */
export function capTabs(tabs: Tab[]): { tabs: Tab[]; closed: Tab[] } {
  if (tabs.length <= MAX_TABS) return { tabs, closed: [] };
  const home = tabs.find((t) => t.name === HOME);
  const rest = tabs.filter((t) => t !== home);
  const room = home ? MAX_TABS - 1 : MAX_TABS;
  const kept = rest.slice(-room);
  return { tabs: home ? [home, ...kept] : kept, closed: rest.slice(0, rest.length - room) };
}

export function serializeTabs(tabs: Tab[]) {
  return tabsCookie.serialize({ value: capTabs(tabs).tabs });
}

/** Adds or refreshes the tab of a visited page; login and redirect pages never become tabs. */
export function visit(tabs: Tab[], url: URL, now = Date.now()): Tab[] {
  const route = routeForPath(url.pathname);
  // address-configure-edit is "never recorded in history"; a page not kept alive is still a tab
  if (!route || !route.isLeaf || !route.history) return tabs;
  const next = { name: route.name, url: url.pathname + url.search, expire: now + STORAGE_LIFETIME_SECONDS * 1000 };
  const key = tabKey(next);
  const i = tabs.findIndex((t) => tabKey(t) === key);
  if (i === -1) return [...tabs, next];
  const copy = [...tabs];
  copy[i] = next;
  return copy;
}

export type TabOp = "close" | "left" | "right" | "others" | "all";

/** The tabs left after a close operation relative to the tab whose key is `key`. */
export function closeTabs(tabs: Tab[], op: TabOp, key: string): Tab[] {
  const i = tabs.findIndex((t) => tabKey(t) === key);
  if (op === "all") return [];
  if (i === -1) return tabs;
  if (op === "close") return tabs.filter((_, j) => j !== i);
  if (op === "left") return tabs.slice(i);
  if (op === "right") return tabs.slice(0, i + 1);
  return [tabs[i]];
}
