import { fromZonedTime } from "date-fns-tz";
import { DISPLAY_TIME_ZONE } from "./constants";

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
