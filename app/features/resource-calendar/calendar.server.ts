import type { LoaderFunctionArgs } from "@remix-run/node";
import { CALENDAR_ROUTE, calendarWindow, type CalendarItem } from "~/domain/resource/calendar";
import { orUnavailable } from "~/lib/api.server";
import { requireRoute } from "~/lib/auth.server";
import { ALL_SITES } from "~/lib/constants";
import { routeByName } from "~/lib/route-tree";
import { usWestDate } from "~/lib/time";
import { calendarApi, type KindLinks } from "./api.server";

/** A row of the grid: the item, where it links, its kind's heading and its state's words. */
export interface CalendarRow extends CalendarItem {
  href: string;
  /** catalog key of its state's label */
  stateKey: string;
}
export interface CalendarGroup {
  kind: string;
  /** the kind's list title in both languages (the route tree's) */
  title: { zh: string; en: string };
  truncated: boolean;
  rows: CalendarRow[];
}

export const DEFAULT_SITE = "us";

/**
 * Where an item links: the record's own page where this user may open it (its form with ?id=, or its
 * read-only detail), else its list filtered by its name.
 */
function recordHref(kind: KindLinks, item: CalendarItem, granted: ReadonlySet<string>): string {
  const list = routeByName(kind.route)!;
  const form = kind.form_route ? routeByName(kind.form_route) : undefined;
  const updateKey = form?.intents.update;
  if (form && (kind.read_only_detail || (updateKey && granted.has(updateKey)))) return `${form.fullPath}?id=${item.id}`;
  return kind.search ? `${list.fullPath}?${new URLSearchParams({ [kind.search]: item.title })}` : list.fullPath;
}

/** /resource/calendar: one site's campaigns over a month or two weeks (site, period and start in the URL). */
export const calendarLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, CALENDAR_ROUTE);
  const url = new URL(request.url);
  const asked = url.searchParams.get("site") ?? "";
  const site = (ALL_SITES as readonly string[]).includes(asked) ? asked : DEFAULT_SITE;
  const win = calendarWindow(url.searchParams.get("period"), url.searchParams.get("start"), usWestDate(new Date()));
  const answer = await calendarApi(ctx.api).calendar({ site, from: win.from, to: win.to });
  const groups: CalendarGroup[] = answer.kinds.map((k) => ({
    kind: k.kind,
    title: routeByName(k.route)!.title,
    truncated: k.truncated,
    rows: answer.items
      .filter((i) => i.kind === k.kind)
      .map((i) => ({ ...i, href: recordHref(k, i, ctx.granted), stateKey: k.states[i.status] ?? i.status })),
  }));
  return { site, window: win, groups: groups.filter((g) => g.rows.length || g.truncated), clashes: answer.clashes };
});
