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

/** UTC instant → "YYYY-MM-DD HH:mm:ss" in America/Los_Angeles; "" for nothing or garbage. */
export function formatUsWest(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const fast = iso.format(date);
  // Stryker disable next-line ConditionalExpression: equivalent, the fallback prints the same (only slower); tests/unit/time-fallback.test.ts checks it
  if (SHAPE.test(fast)) return fast;
  const f = fields(date);
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}:${f.second}`;
}

/** The US West calendar date of an instant, as YYYY-MM-DD. */
export function usWestDate(value: string | Date): string {
  return formatUsWest(value).slice(0, 10);
}

/** Same, "" for nothing: validity periods are days, shown without a time of day. */
export const formatUsWestDate = (value: string | Date | null | undefined) => formatUsWest(value).slice(0, 10);
