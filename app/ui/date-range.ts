// The date-range picker's rules (spec section 5: an end before the start is clamped to the start;
// Apply is disabled until the range is valid; section 6: minute step 1, years plus or minus 100).
// Values are wall-clock times as the console shows them (US West), in the fields' own text form:
// "YYYY-MM-DD" for days, "YYYY-MM-DD HH:mm:ss" with a time.

export interface Moment {
  y: number;
  /** 1–12 */
  m: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

/** how many years either side of this one the picker offers */
export const YEAR_SPAN = 100;
/** the minutes a time can take: every one (step 1) */
export const MINUTES = Array.from({ length: 60 }, (_, i) => i);
export const HOURS = Array.from({ length: 24 }, (_, i) => i);
export const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** A field's text as a moment: a day, optionally with HH:mm or HH:mm:ss; null for anything else. */
export function parseMoment(text: string | null | undefined): Moment | null {
  const hit = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec((text ?? "").trim());
  if (!hit) return null;
  const [y, m, d, h = 0, mi = 0, s = 0] = hit.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  if (m < 1 || m > 12 || d < 1 || d > daysIn(y, m) || h > 23 || mi > 59 || s > 59) return null;
  return { y, m, d, h, mi, s };
}

const two = (n: number) => String(n).padStart(2, "0");
export function formatMoment(v: Moment, withTime: boolean): string {
  const day = `${v.y}-${two(v.m)}-${two(v.d)}`;
  return withTime ? `${day} ${two(v.h)}:${two(v.mi)}:${two(v.s)}` : day;
}

const key = (v: Moment) => ((((v.y * 13 + v.m) * 32 + v.d) * 24 + v.h) * 60 + v.mi) * 60 + v.s;
export const compareMoments = (a: Moment, b: Moment) => key(a) - key(b);

/** An end before the start becomes the start. */
export function clampEnd(start: Moment | null, end: Moment | null): Moment | null {
  if (!start || !end) return end;
  return compareMoments(end, start) < 0 ? { ...start } : end;
}

/** The years the picker offers around `thisYear`. */
export function yearsAround(thisYear: number): number[] {
  return Array.from({ length: 2 * YEAR_SPAN + 1 }, (_, i) => thisYear - YEAR_SPAN + i);
}

/** Apply is allowed only for a whole range: both ends, inside the offered years, the end not before the start. */
export function rangeReady(start: Moment | null, end: Moment | null, thisYear: number): boolean {
  if (!start || !end) return false;
  const inYears = (v: Moment) => Math.abs(v.y - thisYear) <= YEAR_SPAN;
  return inYears(start) && inYears(end) && compareMoments(end, start) >= 0;
}

/** The same moment on another day (the time of day kept), for a day chosen in the calendar. */
export function onDay(
  v: Moment | null,
  day: { y: number; m: number; d: number },
  fallbackTime: { h: number; mi: number; s: number },
): Moment {
  return { ...day, h: v?.h ?? fallbackTime.h, mi: v?.mi ?? fallbackTime.mi, s: v?.s ?? fallbackTime.s };
}
