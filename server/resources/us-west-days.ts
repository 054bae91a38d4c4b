import type { Queryable } from "../db/client";

const LA = "America/Los_Angeles";

/** The first day's start and the last day's 23:59:59, US West (daylight saving by the day), as UTC instants. */
export async function usWestDays(q: Queryable, startDay: string, endDay: string) {
  const [p] = await q.query<{ start_at: string; end_at: string }>(
    `select ($1::date::timestamp at time zone '${LA}') as start_at,
            (($2::date + 1)::timestamp at time zone '${LA}') - interval '1 second' as end_at`,
    [startDay, endDay],
  );
  return p;
}
