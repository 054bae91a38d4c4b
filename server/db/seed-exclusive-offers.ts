import type { Queryable } from "./client";

// Demo exclusive offers across sites, customer groups and states: online and in effect, offline and
// scheduled, offline after it ended, and one taken offline while still in its period. Days are
// relative to the day the seed runs (US West), so the demo always shows each state.
const P = (list: string) =>
  JSON.stringify(
    list.split("|").map((line, i) => {
      const [code, price, name] = line.split("=");
      return { position: i + 1, product_code: code, price, product_name: name };
    }),
  );
// name, site, currency, audience, per-customer limit, first day, last day (from today), status, products (code=price=name|…)
const OFFERS: [string, string, string, string, number, number, number, string, string][] = [
  [
    "Welcome prices for first orders",
    "us",
    "USD",
    "new_customers",
    1,
    -7,
    23,
    "online",
    "TS-2002=4.99=Striped tee|JK-1001=14.99=Kids rain jacket, yellow|SK-3003=1.99=Ankle socks (3 pairs)",
  ],
  ["VIP winter preview", "uk", "GBP", "vip_members", 2, 6, 36, "offline", "HT-4001=6.50=Bobble hat|SC-4003=8.00=Striped scarf"],
  ["App-Exklusiv Sommer", "de", "EUR", "app_users", 3, -80, -40, "offline", "MZ-6001=5.95=Strickmütze mit Bommel"],
  [
    "Nous vous avons manqué",
    "eur",
    "EUR",
    "lapsed_customers",
    1,
    -2,
    28,
    "offline",
    "PJ-4004=12.90=Pyjama étoiles|GL-4002=5.90=Moufles polaires",
  ],
  [
    "Newsletter-only school deals",
    "au",
    "AUD",
    "newsletter_subscribers",
    2,
    -1,
    13,
    "online",
    "LB-5001=9.00=Insulated lunch bag|PC-5003=4.50=Pencil case, rockets",
  ],
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
         $8, $9, 'seed')`,
      [name, site, currency, audience, limit, from, to, P(products), status],
    );
  }
}
