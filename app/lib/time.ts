import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { DISPLAY_TIME_ZONE } from "./constants";

// Times are stored in UTC and shown in US West. These are the only conversions the console uses.
export const TIME_ZONE_LABEL = { zh: "美西时间", en: "US West" } as const;

/** UTC instant → "YYYY-MM-DD HH:mm:ss" in America/Los_Angeles; "" for nothing. */
export function formatUsWest(value: string | Date | null | undefined, pattern = "yyyy-MM-dd HH:mm:ss"): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return formatInTimeZone(date, DISPLAY_TIME_ZONE, pattern);
}

/** The US West calendar date of an instant, as YYYY-MM-DD. */
export function usWestDate(value: string | Date): string {
  return formatUsWest(value, "yyyy-MM-dd");
}

/**
 * A validity period picked as two US West calendar days → UTC instants: start_at at the start of
 * the first day, end_at at 23:59:59 of the last day.
 */
export function validityPeriod(startDate: string, endDate: string): { start_at: string; end_at: string } {
  return {
    start_at: fromZonedTime(`${startDate}T00:00:00`, DISPLAY_TIME_ZONE).toISOString(),
    end_at: fromZonedTime(`${endDate}T23:59:59`, DISPLAY_TIME_ZONE).toISOString(),
  };
}
