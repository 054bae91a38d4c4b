import * as z from "zod";
import { isoDate } from "../../http/list";
import { endpoint } from "../../http/router";
import { site } from "./schemas";

// The events dashboard (activity-statics). Until the events helper's tables land, the events counted
// are the special offers; each count is one SQL aggregate, so the cost does not grow with a page.
const MAX_DAYS = 92;
const query = z
  .strictObject({ from: isoDate, to: isoDate, site: site.optional() })
  .refine((q) => q.to >= q.from, { message: "must not be before from", path: ["to"] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86400000 < MAX_DAYS, { message: `at most ${MAX_DAYS} days`, path: ["to"] });

// offers whose period overlaps [from, to] as US West days
const OVERLAP = `start_at < (($2::date + 1)::timestamp at time zone 'America/Los_Angeles')
  and end_at >= ($1::date::timestamp at time zone 'America/Los_Angeles') and ($3::text is null or site_abbr = $3)`;

export const statisticsEndpoints = [
  endpoint<z.output<typeof query>>({
    method: "GET",
    path: "/api/activity/statistics",
    access: { any: ["activity-statics"] },
    query,
    async handler({ db, query: q }) {
      const params = [q.from, q.to, q.site ?? null];
      const [byStatus, bySite, byDay] = await Promise.all([
        db.query<{ status: string; count: number }>(`select status, count(*)::int as count from special_offers where ${OVERLAP} group by status order by status`, params),
        db.query<{ site: string; count: number }>(`select site_abbr as site, count(*)::int as count from special_offers where ${OVERLAP} group by site_abbr order by site_abbr`, params),
        // each US West day of the range: the offers running at some moment of it
        db.query<{ day: string; count: number }>(
          `select to_char(d, 'YYYY-MM-DD') as day,
             (select count(*)::int from special_offers o
               where o.start_at < ((d::date + 1)::timestamp at time zone 'America/Los_Angeles')
                 and o.end_at >= (d::date::timestamp at time zone 'America/Los_Angeles')
                 and ($3::text is null or o.site_abbr = $3)) as count
           from generate_series($1::date, $2::date, interval '1 day') as d order by d`,
          params,
        ),
      ]);
      return { source: "special_offers", by_status: byStatus, by_site: bySite, by_day: byDay };
    },
  }),
];
