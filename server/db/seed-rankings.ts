import type { Queryable } from "./client";

// Demo product rankings across sites, types and states: online and in effect, offline and
// scheduled, offline after it ended, and one taken offline while still in its period. Days are
// relative to the day the seed runs (US West), so the demo always shows each state.
const P = (list: string) =>
  JSON.stringify(
    list.split("|").map((line, i) => {
      const [code, name] = line.split("=");
      return { position: i + 1, product_code: code, product_name: name };
    }),
  );
// name, site, metric, first day, last day (days from today), status, products (code=name|…)
const RANKINGS: [string, string, string, number, number, string, string][] = [
  [
    "Best sellers this month",
    "us",
    "best_sellers",
    -10,
    20,
    "online",
    "TS-2002=Striped tee|JK-1001=Kids rain jacket, yellow|BT-1201=Rain boots, frog|SK-3003=Ankle socks (3 pairs)|UM-1101=Dino umbrella",
  ],
  ["New in: winter knits", "uk", "new_arrivals", 5, 35, "offline", "HT-4001=Bobble hat|SC-4003=Striped scarf|GL-4002=Fleece mittens"],
  ["Meistgesehen im Sommer", "de", "most_viewed", -90, -30, "offline", "MZ-6001=Strickmütze mit Bommel|SH-6002=Schal, gestreift"],
  ["Les mieux notés", "eur", "top_rated", -3, 27, "offline", "PJ-4004=Pyjama étoiles|HT-4001=Bonnet en maille|GL-4002=Moufles polaires"],
  [
    "Top rated for school",
    "au",
    "top_rated",
    -1,
    13,
    "online",
    "LB-5001=Insulated lunch bag|PC-5003=Pencil case, rockets|BT-5002=Water bottle 500 ml",
  ],
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
         $6, $7, 'seed')`,
      [name, site, metric, from, to, P(products), status],
    );
  }
}
