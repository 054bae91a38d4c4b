import * as z from "zod";
import { notFound } from "../../http/errors";
import { pageQuery, positiveId } from "../../http/list";
import { endpoint } from "../../http/router";
import { keysetPage } from "../goods/keyset";
import { checkDayRange, dayRangeShape } from "./statistics";

// The events dashboard's business figures (issue 41 §11): per event (and so per site: an event sells
// on one) visitors, orders, units, sales in the event's currency and conversion over a range of US
// West days, from the daily figures (migration 450). Not a spec name: section 7 names no dashboard
// call; it sits beside the dashboard's counts (`/api/activity/statistics`). Sales are summed per
// event, and per currency in the totals — never across currencies.
const query = checkDayRange(
  z.strictObject({
    ...dayRangeShape,
    event: positiveId.optional(),
    after: positiveId.optional(),
    before: positiveId.optional(),
    page_size: pageQuery.page_size,
  }),
);
type Query = z.output<typeof query>;

// sums as float8: a JSON number (exact far beyond these counts), where int8 would come as text
const SUMS = `count(*)::int as days, coalesce(sum(f.visitors), 0)::float8 as visitors, coalesce(sum(f.orders), 0)::float8 as orders,
  coalesce(sum(f.units), 0)::float8 as units, coalesce(sum(f.sales), 0) as sales`;
/** conversion in per cent with two places, as text; none without visitors */
const conversion = (a: string) =>
  `case when ${a}.visitors > 0 then round(100 * ${a}.orders::numeric / ${a}.visitors::numeric, 2)::text end as conversion`;
/** sales as text with as many places as the currency has (the currencies settings; 2 when unknown) */
const sales = (a: string, currency: string) =>
  `round(${a}.sales, coalesce((select min(c.decimals) from currencies c where c.currency_code = ${currency}), 2))::text as sales`;
// the figures a range, site and event choose: $1 from, $2 to, $3 site, $4 event
const CHOSEN = `f.day between $1::date and $2::date and ($3::text is null or e.site_abbr = $3) and ($4::int is null or e.id = $4)`;

export const figuresEndpoints = [
  endpoint<Query>({
    method: "GET",
    path: "/api/activity/statistics/figures",
    access: { any: ["activity-statics"] },
    query,
    async handler({ db, query: q }) {
      const params = [q.from, q.to, q.site ?? null, q.event ?? null];
      const event = q.event
        ? (
            await db.query<{ id: number; name: string; kind: string; site: string; currency: string }>(
              "select id, name, kind, site_abbr as site, currency from events where id = $1",
              [q.event],
            )
          )[0]
        : null;
      if (q.event && !event) throw notFound("Event", "活动");
      const [events, byDay, byCurrency] = await Promise.all([
        // one row per event with figures in the range, newest event first, by keyset on its id
        keysetPage<{ id: number }>(db, {
          select: `e.id, e.name, e.kind, e.site_abbr as site, e.currency, a.days, a.visitors, a.orders, a.units, ${sales("a", "e.currency")}, ${conversion("a")}`,
          from: `events e cross join lateral (select ${SUMS} from event_daily_figures f where f.event_id = e.id and f.day between $1::date and $2::date) a`,
          where: ["a.days > 0", "($3::text is null or e.site_abbr = $3)", "($4::int is null or e.id = $4)"],
          params,
          key: "e.id",
          keyField: "id",
          after: q.after,
          before: q.before,
          pageSize: q.page_size,
        }),
        // every day of the range, zero where nothing sold (the chart's columns)
        db.query(
          `select to_char(d.day, 'YYYY-MM-DD') as day, a.visitors, a.orders, a.units, ${conversion("a")}
             from generate_series($1::date, $2::date, interval '1 day') as d(day)
             cross join lateral (select ${SUMS} from event_daily_figures f join events e on e.id = f.event_id
                                  where f.day = d.day::date and ${CHOSEN}) a
            order by d.day`,
          params,
        ),
        // the range's totals per currency: sales are never added across currencies
        db.query(
          `select a.currency, a.visitors, a.orders, a.units, ${sales("a", "a.currency")}, ${conversion("a")}
             from (select e.currency, ${SUMS} from event_daily_figures f join events e on e.id = f.event_id where ${CHOSEN} group by e.currency) a
            order by a.currency`,
          params,
        ),
      ]);
      return { event, events, by_day: byDay, by_currency: byCurrency };
    },
  }),
];
