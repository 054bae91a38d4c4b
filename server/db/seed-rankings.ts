import type { Queryable } from "./client";

// Demo product rankings across sites, types and states: online and in effect, offline and
// scheduled, offline after it ended, and one taken offline while still in its period. Days are
// relative to the day the seed runs (US West), so the demo always shows each state.
const P = (list: string) =>
  JSON.stringify(
    list.split("|").map((line, i) => {
      return { position: i + 1, product_code: line };
    }),
  );
// name, site, metric, first day, last day (days from today), status, products (SPU|…): products of the
// demo catalogue (seed-goods.ts) on sale on the site, named as the catalogue names them
const RANKINGS: [string, string, string, number, number, string, string][] = [
  ["Best sellers this month", "us", "best_sellers", -10, 20, "online", "PP0000175|PP0000172|PP0000165|PP0000161|PP0000154"],
  ["New in: winter knits", "uk", "new_arrivals", 5, 35, "offline", "PP0000170|PP0000163|PP0000156"],
  ["Meistgesehen im Sommer", "de", "most_viewed", -90, -30, "offline", "PP0000172|PP0000162"],
  ["Les mieux notés", "eur", "top_rated", -3, 27, "offline", "PP0000175|PP0000171|PP0000164"],
  ["Top rated for school", "au", "top_rated", -1, 13, "online", "PP0000174|PP0000171|PP0000164"],
];

export async function seedRankings(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from rankings");
  if (n) return;
  for (const [name, site, metric, from, to, status, products] of RANKINGS) {
    await q.query(
      `insert into rankings (name, site_abbr, metric, start_at, end_at, products, status, updated_by)
       values ($1, $2, $3,
         ((now() at time zone 'America/Los_Angeles')::date + $4::int)::timestamp at time zone 'America/Los_Angeles',
         ((now() at time zone 'America/Los_Angeles')::date + $5::int + 1)::timestamp at time zone 'America/Los_Angeles' - interval '1 second',
         -- each product named as the catalogue names it
         (select jsonb_agg(x.item || jsonb_build_object('product_name', p.name) order by (x.item->>'position')::int)
            from jsonb_array_elements($6::jsonb) x(item) join products p on p.spu = x.item->>'product_code'), $7, 'seed')`,
      [name, site, metric, from, to, P(products), status],
    );
  }
}
