// The campaign calendar (issue 38 "Beyond", /resource/calendar): which kinds it shows, which of
// their states count as live, and the period a URL names. Pure code both halves read: the API's
// GET /api/resource/calendar picks its tables from here, the console its grid.
import { routeByName } from "../../lib/route-tree";
import type { KindDef } from "../kinds/kind";

/** The areas whose scheduled kinds the calendar shows (a storefront campaign's place is one of theirs). */
export const CALENDAR_AREAS = ["resource", "shared-fission"] as const;

/** The calendar's route: whoever reads any kind of these areas opens it (route tree `readersOf`). */
export const CALENDAR_ROUTE = "resource-calendar";

/**
 * The kinds on the calendar, found from their definitions so a new kind joins by itself: a schedule
 * (start and end), a site, a lifecycle, and a list route in one of the calendar's areas.
 */
export function calendarKinds(kinds: readonly KindDef[]): KindDef[] {
  return kinds.filter((k) => {
    const fields = Object.values(k.fields);
    const area = routeByName(k.route)?.lineage[0] ?? "";
    return (
      k.lifecycle &&
      fields.some((f) => f.kind === "schedule") &&
      fields.some((f) => f.kind === "site") &&
      (CALENDAR_AREAS as readonly string[]).includes(area)
    );
  });
}

/**
 * The states in which a kind's record reaches shoppers during its schedule: the target of its slot's
 * transition where it declares a slot, else its states shown as success (enabled, online, published, up).
 */
function liveNames(kind: KindDef): string[] {
  const l = kind.lifecycle!;
  if (kind.slot) return [l.transitions[kind.slot.on].to];
  return Object.entries(l.states)
    .filter(([, s]) => s.tone === "success")
    .map(([n]) => n);
}

/**
 * The states of a record still waiting to go live: those a transition takes into a live state,
 * except where a live record is taken down to (terminated, offline, down: someone stopped it).
 */
function waitingNames(kind: KindDef): string[] {
  const l = kind.lifecycle!;
  const live = liveNames(kind);
  const ts = Object.values(l.transitions);
  const stopped = new Set(ts.filter((t) => t.from.some((f) => live.includes(f))).map((t) => t.to));
  const into = ts.filter((t) => live.includes(t.to)).flatMap((t) => t.from as readonly string[]);
  return [...new Set(into)].filter((n) => !live.includes(n) && !stopped.has(n));
}

/**
 * The stored values of the states the calendar shows for a kind: `live` (shoppers see the record
 * during its schedule) and `waiting` (it may be made live: the calendar shows where it would clash).
 */
export function calendarStates(kind: KindDef): { live: string[]; waiting: string[] } {
  const l = kind.lifecycle!;
  const value = (n: string) => String(l.states[n].value);
  return { live: liveNames(kind).map(value), waiting: waitingNames(kind).map(value) };
}

export const CALENDAR_PERIODS = ["month", "2w"] as const;
export type CalendarPeriod = (typeof CALENDAR_PERIODS)[number];
/** the longest window the API reads (a month and a bit: the grid never asks for more) */
export const CALENDAR_MAX_DAYS = 42;

const DAY = 86400000;
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s)) && new Date(s).toISOString().startsWith(s);
const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * DAY).toISOString().slice(0, 10);

/**
 * The window a URL names, as US West days: a month (from its first day; `start` may be any day of
 * it) or two weeks from `start`. `today` (US West) stands in for a missing or bad start. `prev` and
 * `next` start the windows before and after.
 */
export function calendarWindow(period: string | null, start: string | null, today: string) {
  const p: CalendarPeriod = period === "2w" ? "2w" : "month";
  const s = start && isDay(start) ? start : today;
  if (p === "2w") {
    const days = Array.from({ length: 14 }, (_, i) => addDays(s, i));
    return { period: p, from: s, to: days[13], days, prev: addDays(s, -14), next: addDays(s, 14) };
  }
  const first = `${s.slice(0, 7)}-01`;
  const d = new Date(`${first}T00:00:00Z`);
  const nextFirst = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  const prevFirst = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const count = Math.round((Date.parse(nextFirst) - Date.parse(first)) / DAY);
  const days = Array.from({ length: count }, (_, i) => addDays(first, i));
  return { period: p, from: first, to: days[count - 1], days, prev: prevFirst, next: nextFirst };
}

/** One item of the calendar, as GET /api/resource/calendar answers it and the page reads it. */
export interface CalendarItem {
  /** the kind's audit entity (sign_banner, opening_ad, …) or the event's kind (daily_special, flash_sale) */
  kind: string;
  id: number;
  title: string;
  language: string | null;
  audience: string | null;
  priority: number | null;
  start_at: string;
  end_at: string;
  status: string;
  /** shoppers see it during its schedule; otherwise it waits to be made live (pending, draft, published) */
  live: boolean;
  /** ids of the same kind's items that claim this one's slot */
  clash_with: number[];
}
