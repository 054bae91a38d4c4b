import { DISPLAY_TIME_ZONE } from "./constants";

// Times are stored in UTC and shown in US West. Formatting uses the platform's Intl with one
// cached formatter (cheap per row, nothing extra in the browser bundle); the reverse conversion
// of a picked day lives in time.server.ts.
const OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: DISPLAY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
};
const parts = new Intl.DateTimeFormat("en-US", OPTIONS);
// Swedish formats as "YYYY-MM-DD HH:mm:ss" already, three times faster than assembling parts;
// used only where the platform really prints that shape.
const iso = new Intl.DateTimeFormat("sv-SE", OPTIONS);
const SHAPE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function fields(date: Date) {
  const out: Record<string, string> = {};
  for (const p of parts.formatToParts(date)) out[p.type] = p.value;
  return out;
}

/** The platform's own answer: "YYYY-MM-DD HH:mm:ss" in America/Los_Angeles. */
function viaIntl(date: Date): string {
  const fast = iso.format(date);
  // Stryker disable next-line ConditionalExpression: equivalent, the fallback prints the same (only slower); tests/unit/time-fallback.test.ts checks it
  if (SHAPE.test(fast)) return fast;
  const f = fields(date);
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}:${f.second}`;
}

// US West moves its clocks at 2:00 local, which is always on a UTC hour (10:00 or 09:00 UTC): the
// offset is one per UTC hour, asked of Intl once and kept (a list page formats dozens of times of
// the same few hours; Intl costs microseconds each). A cache, bounded, correct when cold.
const HOUR = 3_600_000;
const offsets = new Map<number, number>();
function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let off = offsets.get(hour);
  if (off === undefined) {
    const local = viaIntl(new Date(hour * HOUR));
    off =
      Date.UTC(
        +local.slice(0, 4),
        +local.slice(5, 7) - 1,
        +local.slice(8, 10),
        +local.slice(11, 13),
        +local.slice(14, 16),
        +local.slice(17, 19),
      ) -
      hour * HOUR;
    if (offsets.size >= 10_000) offsets.clear();
    offsets.set(hour, off);
  }
  return off;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** UTC instant → "YYYY-MM-DD HH:mm:ss" in America/Los_Angeles; "" for nothing or garbage. */
export function formatUsWest(value: string | Date | null | undefined): string {
  if (!value) return "";
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(ms)) return "";
  const d = new Date(ms + offsetAt(ms));
  const year = d.getUTCFullYear();
  // four-digit years only: the arithmetic below prints no era or sign (Intl does)
  if (year < 1000 || year > 9999) return viaIntl(new Date(ms));
  return `${year}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The US West calendar date of an instant, as YYYY-MM-DD. */
export function usWestDate(value: string | Date): string {
  return formatUsWest(value).slice(0, 10);
}

/** Same, "" for nothing: validity periods are days, shown without a time of day. */
export const formatUsWestDate = (value: string | Date | null | undefined) => formatUsWest(value).slice(0, 10);
