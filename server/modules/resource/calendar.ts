import * as z from "zod";
import { KINDS } from "../../../app/domain/kinds";
import type { KindDef } from "../../../app/domain/kinds/kind";
import { CALENDAR_MAX_DAYS, CALENDAR_ROUTE, calendarKinds, calendarStates, type CalendarItem } from "../../../app/domain/resource/calendar";
import { clashes } from "../../../app/domain/resource/slots";
import { EVENT_KINDS as EVENT_KIND_NAMES, KINDS as EVENT_KINDS, type EventKind } from "../../../app/features/activity/events/kinds";
import { ALL_SITES } from "../../../app/lib/constants";
import type { Queryable } from "../../db/client";
import { isoDate } from "../../http/list";
import { endpoint, type AuthedUser } from "../../http/router";

// GET /api/resource/calendar?site=&from=&to= (issue 38 "Beyond"): one site's storefront campaigns
// in a window of US West days — every scheduled kind's live records and those waiting to go live (app/domain/resource/calendar.ts
// finds the kinds from their definitions) and the events' published daily specials and flash sales —
// with the pairs that claim one slot under the one slot rule (two live ones, from before the rule or
// a write that skipped the API; or a waiting one that would be refused when made live). Each kind is one indexed query
// (<table>_calendar, events_live_window) bounded by the window and a cap, never a whole table.

/** at most this many records of one kind in a window (the grid stays readable; `truncated` says so) */
export const CALENDAR_CAP = 200;

const query = z
  .strictObject({
    site: z.enum(ALL_SITES as [string, ...string[]], { error: `one of ${ALL_SITES.join(", ")}` }),
    from: isoDate,
    to: isoDate,
  })
  .refine((q) => q.to >= q.from, { message: "must not be before from", path: ["to"] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86400000 < CALENDAR_MAX_DAYS, {
    message: `at most ${CALENDAR_MAX_DAYS} days`,
    path: ["to"],
  });
type Query = z.output<typeof query>;

// records whose period meets [from, to] as US West days ($2, $3)
const WINDOW = `start_at < (($3::date + 1)::timestamp at time zone 'America/Los_Angeles')
  and end_at >= ($2::date::timestamp at time zone 'America/Los_Angeles')`;

const mayRead = (user: AuthedUser, kind: KindDef) => (kind.keys?.read ?? [kind.route]).some((p) => user.permissions.has(p));

/** The record's name: its `title`, else its first text field (a hot word's word). */
const nameColumn = (kind: KindDef) =>
  "title" in kind.fields ? "title" : (Object.entries(kind.fields).find(([, f]) => f.kind === "text")?.[0] ?? "id::text");

async function kindItems(q: Queryable, kind: KindDef, w: Query) {
  const has = (f: string) => f in kind.fields;
  const col = (f: string) => (has(f) ? (kind.fields[f].column ?? f) : "null");
  const same = (kind.slot?.same ?? []).filter((f) => !["priority", "language", "audience", "site"].includes(f));
  const states = calendarStates(kind);
  const rows = await q.query<CalendarItem & Record<string, unknown>>(
    `select id, ${nameColumn(kind)} as title, site, ${col("language")} as language, ${col("audience")} as audience,
       ${col("priority")} as priority, ${same.map((f) => `${col(f)} as ${f}, `).join("")}start_at, end_at, ${kind.lifecycle!.field}::text as status
     from ${kind.table}
     where site = $1 and ${kind.lifecycle!.field} = any($4) and ${WINDOW}
     order by start_at, id limit ${CALENDAR_CAP + 1}`,
    [w.site, w.from, w.to, [...states.live, ...states.waiting]],
  );
  const truncated = rows.length > CALENDAR_CAP;
  const list = rows.slice(0, CALENDAR_CAP).map((r) => ({
    ...r,
    start_at: new Date(r.start_at).toISOString(),
    end_at: new Date(r.end_at).toISOString(),
  }));
  const pairs = kind.slot ? clashes(kind.slot, list) : [];
  const items: CalendarItem[] = list.map((r) => ({
    kind: kind.entity,
    id: r.id,
    title: r.title,
    language: r.language ?? null,
    audience: r.audience ?? null,
    priority: r.priority ?? null,
    start_at: r.start_at,
    end_at: r.end_at,
    status: r.status,
    live: states.live.includes(r.status),
    clash_with: pairs.flatMap(([a, b]) => (a === r.id ? [b] : b === r.id ? [a] : [])),
  }));
  return { items, truncated, pairs: pairs.map((ids) => ({ kind: kind.entity, ids })) };
}

/** One kind of event's published records (daily specials or flash sales), as the events area stores them. */
async function eventItems(q: Queryable, kind: EventKind, w: Query) {
  const rows = await q.query<{ id: number; name: string; start_at: string; end_at: string; status: string }>(
    `select id, name, start_at, end_at, status from events
     where site_abbr = $1 and status = 'published' and kind = $4 and ${WINDOW}
     order by start_at, id limit ${CALENDAR_CAP + 1}`,
    [w.site, w.from, w.to, kind],
  );
  const items: CalendarItem[] = rows.slice(0, CALENDAR_CAP).map((r) => ({
    kind,
    id: r.id,
    title: r.name,
    language: null,
    audience: null,
    priority: null,
    start_at: new Date(r.start_at).toISOString(),
    end_at: new Date(r.end_at).toISOString(),
    status: r.status,
    live: true,
    clash_with: [],
  }));
  const ev = EVENT_KINDS[kind];
  // an event's detail page shows it to every reader of its kind
  const links = {
    route: ev.list,
    form_route: ev.detail,
    read_only_detail: true,
    search: null,
    states: { published: "calendar.published" },
  };
  return { kind, count: items.length, truncated: rows.length > CALENDAR_CAP, items, ...links };
}

/**
 * What the console needs to show a kind's items from its definition, so a kind joins the page by
 * itself: its list and form routes, whether readers open its records read-only, the list filter
 * that finds a record by its name, and its states' catalog labels.
 */
function linksOf(kind: KindDef) {
  const search = Object.entries(kind.fields).find(([, f]) => f.kind === "text" && f.filter === "contains");
  return {
    route: kind.route,
    form_route: kind.formRoute ?? null,
    read_only_detail: Boolean(kind.readOnlyDetail),
    search: search ? (search[1].filterAs ?? search[0]) : null,
    states: Object.fromEntries(Object.values(kind.lifecycle!.states).map((st) => [String(st.value), st.label])),
  };
}

export const calendarEndpoints = [
  endpoint<Query>({
    method: "GET",
    path: "/api/resource/calendar",
    // granted with any resource kind's list (route tree: readersOf); each kind below still needs its own
    access: { any: [CALENDAR_ROUTE] },
    query,
    async handler({ db, user, query: w }) {
      const kinds = calendarKinds(KINDS).filter((k) => mayRead(user, k));
      const eventKinds = EVENT_KIND_NAMES.filter((k) => user.permissions.has(EVENT_KINDS[k].list));
      const [parts, events] = await Promise.all([
        Promise.all(kinds.map((k) => kindItems(db, k, w))),
        Promise.all(eventKinds.map((k) => eventItems(db, k, w))),
      ]);
      return {
        site: w.site,
        from: w.from,
        to: w.to,
        kinds: [
          ...kinds.map((k, i) => ({ kind: k.entity, count: parts[i].items.length, truncated: parts[i].truncated, ...linksOf(k) })),
          ...events.map(({ items: _items, ...e }) => e),
        ],
        items: [...parts.flatMap((p) => p.items), ...events.flatMap((e) => e.items)],
        clashes: parts.flatMap((p) => p.pairs),
      };
    },
  }),
];
