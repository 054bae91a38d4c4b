import type { Queryable } from "./client";

// Demo exclusive offers across sites, customer groups and states: online and in effect, offline and
// scheduled, offline after it ended, and one taken offline while still in its period. Days are
// relative to the day the seed runs (US West), so the demo always shows each state.
const P = (list: string) =>
  JSON.stringify(
    list.split("|").map((line, i) => {
      const [code, price] = line.split("=");
      return { position: i + 1, product_code: code, price };
    }),
  );
// name, site, currency, audience, per-customer limit, first day, last day (from today), status, products
// (SPU=price|…): products of the demo catalogue (seed-goods.ts) on sale on the site, named as the catalogue names them
const OFFERS: [string, string, string, string, number, number, number, string, string][] = [
  ["Welcome prices for first orders", "us", "USD", "new_customers", 1, -7, 23, "online", "PP0000175=14.99|PP0000172=12.99|PP0000165=7.99"],
  ["VIP winter preview", "uk", "GBP", "vip_members", 2, 6, 36, "offline", "PP0000170=9.50|PP0000163=6.50"],
  ["App-Exklusiv Sommer", "de", "EUR", "app_users", 3, -80, -40, "offline", "PP0000172=8.95"],
  ["Nous vous avons manqué", "eur", "EUR", "lapsed_customers", 1, -2, 28, "offline", "PP0000175=12.90|PP0000171=5.90"],
  ["Newsletter-only school deals", "au", "AUD", "newsletter_subscribers", 2, -1, 13, "online", "PP0000174=9.00|PP0000171=4.50"],
];

export async function seedExclusiveOffers(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from exclusive_offers");
  if (n) return;
  for (const [name, site, currency, audience, limit, from, to, status, products] of OFFERS) {
    await q.query(
      `insert into exclusive_offers (name, site_abbr, currency_code, audience, per_customer_limit, start_at, end_at, products, status, updated_by)
       values ($1, $2, $3, $4, $5,
         ((now() at time zone 'America/Los_Angeles')::date + $6::int)::timestamp at time zone 'America/Los_Angeles',
         ((now() at time zone 'America/Los_Angeles')::date + $7::int + 1)::timestamp at time zone 'America/Los_Angeles' - interval '1 second',
         -- each product named as the catalogue names it
         (select jsonb_agg(x.item || jsonb_build_object('product_name', p.name) order by (x.item->>'position')::int)
            from jsonb_array_elements($8::jsonb) x(item) join products p on p.spu = x.item->>'product_code'), $9, 'seed')`,
      [name, site, currency, audience, limit, from, to, P(products), status],
    );
  }
}
