import type { LoaderFunctionArgs } from "@remix-run/node";
import { KINDS } from "~/domain/kinds";
import type { KindDef } from "~/domain/kinds/kind";
import { CALENDAR_ROUTE, calendarKinds, calendarWindow } from "~/domain/resource/calendar";
import { KINDS as EVENT_KINDS, type EventKind } from "~/features/activity/events/kinds";
import { orUnavailable } from "~/lib/api.server";
import { requireRoute } from "~/lib/auth.server";
import { ALL_SITES } from "~/lib/constants";
import { routeByName } from "~/lib/route-tree";
import { usWestDate } from "~/lib/time";

/** One item as GET /api/resource/calendar answers it (server/modules/resource/calendar.ts). */
export interface CalendarItem {
  kind: string;
  id: number;
  title: string;
  language: string | null;
  audience: string | null;
  priority: number | null;
  start_at: string;
  end_at: string;
  status: string;
  live: boolean;
  clash_with: number[];
}
interface CalendarAnswer {
  items: CalendarItem[];
  kinds: { kind: string; count: number; truncated: boolean }[];
  clashes: { kind: string; ids: [number, number] }[];
}

/** A row of the grid: the item, where it links, its kind's heading and its state's words. */
export interface CalendarRow extends CalendarItem {
  href: string;
  /** catalog key of its state's label (an event's is always published: empty) */
  stateKey: string;
  /** an event's kind by its list's title (daily specials, flash sales) */
  kindTitle?: { zh: string; en: string };
}
export interface CalendarGroup {
  kind: string;
  /** the kind's list title in both languages (the route tree's); none for the events, named by the page */
  title: { zh: string; en: string } | null;
  truncated: boolean;
  rows: CalendarRow[];
}

export const DEFAULT_SITE = "us";

/**
 * Where an item links: the record's own page where this user may open it (its form with ?id=, or its
 * read-only detail), else its list filtered by its name; an event's detail page.
 */
function recordHref(kind: KindDef, item: CalendarItem, granted: ReadonlySet<string>): string {
  const list = routeByName(kind.route)!;
  const form = kind.formRoute ? routeByName(kind.formRoute) : undefined;
  const updateKey = form?.intents.update;
  if (form && (kind.readOnlyDetail || (updateKey && granted.has(updateKey)))) return `${form.fullPath}?id=${item.id}`;
  const search = Object.entries(kind.fields).find(([, f]) => f.kind === "text" && f.filter === "contains");
  return search ? `${list.fullPath}?${new URLSearchParams({ [search[1].filterAs ?? search[0]]: item.title })}` : list.fullPath;
}

/** /resource/calendar: one site's campaigns over a month or two weeks (site, period and start in the URL). */
export const calendarLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, CALENDAR_ROUTE);
  const url = new URL(request.url);
  const asked = url.searchParams.get("site") ?? "";
  const site = (ALL_SITES as readonly string[]).includes(asked) ? asked : DEFAULT_SITE;
  const win = calendarWindow(url.searchParams.get("period"), url.searchParams.get("start"), usWestDate(new Date()));
  const answer = await ctx.api.get<CalendarAnswer>("resource/calendar", { site, from: win.from, to: win.to });
  const kinds = new Map(calendarKinds(KINDS).map((k) => [k.entity, k]));
  const groups: CalendarGroup[] = answer.kinds.map((k) => {
    const def = kinds.get(k.kind);
    const rows = answer.items.filter((i) => (def ? i.kind === k.kind : i.kind in EVENT_KINDS));
    return {
      kind: k.kind,
      title: def ? routeByName(def.route)!.title : null,
      truncated: k.truncated,
      rows: rows.map((i) => {
        if (!def) {
          const ev = EVENT_KINDS[i.kind as EventKind];
          return {
            ...i,
            href: `${routeByName(ev.detail)!.fullPath}?id=${i.id}`,
            stateKey: "",
            kindTitle: routeByName(ev.list)!.title,
          };
        }
        const state = Object.values(def.lifecycle!.states).find((s) => String(s.value) === i.status);
        return { ...i, href: recordHref(def, i, ctx.granted), stateKey: state?.label ?? i.status };
      }),
    };
  });
  return { site, window: win, groups: groups.filter((g) => g.rows.length || g.truncated), clashes: answer.clashes };
});
