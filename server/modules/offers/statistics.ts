import * as z from "zod";
import { isoDate } from "../../http/list";
import { endpoint } from "../../http/router";
import { site } from "./schemas";

// The events dashboard (activity-statics): special offers, daily specials and flash sales counted
// together (one row source of kind, site, status and period); each chart is one SQL aggregate.
const MAX_DAYS = 92;
/** A range of US West days and an optional site: the dashboard's queries. */
export const dayRangeShape = { from: isoDate, to: isoDate, site: site.optional() };
/** `to` not before `from`, and at most 92 days. */
export const checkDayRange = <S extends z.ZodType<{ from: string; to: string }>>(schema: S) =>
  schema
    .refine((q) => q.to >= q.from, { message: "must not be before from", path: ["to"] })
    .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86400000 < MAX_DAYS, { message: `at most ${MAX_DAYS} days`, path: ["to"] });
const query = checkDayRange(z.strictObject(dayRangeShape));

/**
 * Every event with its kind: the special offers, and the events area's daily specials and flash
 * sales once its `events` table exists (it is built on another branch; until it is merged, the
 * dashboard counts the special offers alone).
 */
const source = (withEvents: boolean) => (alias: string) =>
  `(select 'special_offer' as kind, site_abbr, status, start_at, end_at from special_offers${
    withEvents ? " union all select kind, site_abbr, status, start_at, end_at from events" : ""
  }) ${alias}`;
// events whose period overlaps [from, to] as US West days
const OVERLAP = `start_at < (($2::date + 1)::timestamp at time zone 'America/Los_Angeles')
  and end_at >= ($1::date::timestamp at time zone 'America/Los_Angeles') and ($3::text is null or site_abbr = $3)`;

export const statisticsEndpoints = [
  endpoint<z.output<typeof query>>({
    method: "GET",
    path: "/api/activity/statistics",
    access: { any: ["activity-statics"] },
    query,
    async handler({ db, query: q }) {
      const [{ present }] = await db.query<{ present: boolean }>("select to_regclass('public.events') is not null as present");
      const events = source(present);
      const params = [q.from, q.to, q.site ?? null];
      const [byStatus, bySite, byDay] = await Promise.all([
        db.query<{ kind: string; status: string; count: number }>(
          `select kind, status, count(*)::int as count from ${events("e")} where ${OVERLAP} group by kind, status order by kind, status`,
          params,
        ),
        db.query<{ site: string; count: number }>(
          `select site_abbr as site, count(*)::int as count from ${events("e")} where ${OVERLAP} group by site_abbr order by site_abbr`,
          params,
        ),
        // each US West day of the range: the offers running at some moment of it
        db.query<{ day: string; count: number }>(
          `select to_char(d, 'YYYY-MM-DD') as day,
             (select count(*)::int from ${events("o")}
               where o.start_at < ((d::date + 1)::timestamp at time zone 'America/Los_Angeles')
                 and o.end_at >= (d::date::timestamp at time zone 'America/Los_Angeles')
                 and ($3::text is null or o.site_abbr = $3)) as count
           from generate_series($1::date, $2::date, interval '1 day') as d order by d`,
          params,
        ),
      ]);
      return { by_status: byStatus, by_site: bySite, by_day: byDay };
    },
  }),
];
