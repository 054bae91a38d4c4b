import { usWestDate } from "../../app/lib/time";
import { fromZonedTime } from "date-fns-tz";

const DAY_MS = 86_400_000;
/** A calendar day `n` days after `day` (both YYYY-MM-DD): calendar arithmetic, no clock involved. */
const shiftDay = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * A demo event's period: `days` whole US West days, the first `startDay` days after the US West
 * day of `now`; from 00:00:00 of the first to 23:59:59 of the last, whatever the clocks do between.
 */
export function seedPeriod(now: Date, startDay: number, days: number): { start_at: string; end_at: string } {
  const today = usWestDate(now);
  const at = (day: string, time: string) => fromZonedTime(`${day}T${time}`, "America/Los_Angeles").toISOString();
  return { start_at: at(shiftDay(today, startDay), "00:00:00"), end_at: at(shiftDay(today, startDay + days - 1), "23:59:59") };
}
