import { minorToText } from "../../app/domain/event-price";
import type { Queryable } from "./client";

// Demo business figures for the events dashboard (issue 41 §11): for every published or offline
// event, one row per US West day it ran within the last 90 days, up to yesterday (today is not
// over). Three past events of their own (offline, 3 weeks to 3 months ago) spread the figures over
// the whole 90 days; the demo events of seed-events.ts ran only in the last six weeks. Figures are
// deterministic: drawn from a hash of the event's name and the day's place in the event, so a day
// keeps its numbers whenever the seed runs. Written only into an empty figures table, after the
// labels seed (a label goes to its site's newest event; these past events must not become it).

const PAST_EVENTS: {
  kind: "daily_special" | "flash_sale";
  site: string;
  currency: string;
  name: string;
  startDay: number;
  days: number;
  products: [sku: string, name: string, price: string][];
}[] = [
  {
    kind: "daily_special",
    site: "us",
    currency: "USD",
    name: "Summer Camp Daily Deals",
    startDay: -88,
    days: 12,
    products: [
      ["DS-US-8001-8Y", "Kids Quick-Dry Camp Shorts (8Y)", "11.99"],
      ["DS-US-8002-6Y", "Kids Sun Hat with Neck Flap (6Y)", "7.50"],
    ],
  },
  {
    kind: "flash_sale",
    site: "uk",
    currency: "GBP",
    name: "Rainy Day Flash Sale",
    startDay: -75,
    days: 3,
    products: [["FS-UK-8101-4Y", "Kids Printed Raincoat (4Y)", "15.00"]],
  },
  {
    kind: "daily_special",
    site: "au",
    currency: "AUD",
    name: "Winter Warmers Daily Deals",
    startDay: -62,
    days: 14,
    products: [
      ["DS-AU-8201-5Y", "Kids Merino Beanie (5Y)", "14.00"],
      ["DS-AU-8202-3Y", "Toddler Sherpa Vest (3Y)", "22.00"],
    ],
  },
];

// a US West day `n` days from today, as the instant of its midnight there (wall-clock days, so a
// period across a daylight-saving change still starts and ends at midnight)
const midnight = (n: string) => `(((now() at time zone 'America/Los_Angeles')::date + ${n})::timestamp at time zone 'America/Los_Angeles')`;

/** FNV-1a: a stable 32-bit number from text (the figures' only source of variety). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** One day of an event: ~400–2,000 visitors, 2–7 % of them order, 1–2 units an order. */
export function dayFigures(name: string, dayOfEvent: number, avgPriceMinor: number) {
  const h = (salt: string) => hash(`${name}|${dayOfEvent}|${salt}`);
  const visitors = 400 + (h("v") % 1601);
  const orders = Math.round((visitors * (2 + (h("c") % 6))) / 100);
  const units = orders + (h("u") % (orders + 1));
  // a unit sells for 90–110 % of the event's average price (sizes and bundles differ)
  const salesMinor = Math.round((units * avgPriceMinor * (90 + (h("p") % 21))) / 100);
  return { visitors, orders, units, salesMinor };
}

export async function seedEventFigures(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from event_daily_figures");
  if (n) return;
  for (const e of PAST_EVENTS) {
    const [{ id }] = await q.query<{ id: number }>(
      `insert into events (kind, site_abbr, currency, name, start_at, end_at, status, created_by, updated_by)
       values ($1, $2, $3, $4, ${midnight("$5::int")}, ${midnight("$5::int + $6::int")} - interval '1 second', 'offline', 'seed', 'seed')
       returning id`,
      [e.kind, e.site, e.currency, e.name, e.startDay, e.days],
    );
    await q.query("insert into event_languages (event_id, language, title, description) values ($1, 'en', $2, '')", [id, e.name]);
    if (e.kind === "flash_sale")
      await q.query(
        "insert into event_slots (event_id, start_at, end_at) select id, start_at + interval '9 hours', start_at + interval '15 hours' from events where id = $1",
        [id],
      );
    for (const [i, [sku, name, price]] of e.products.entries())
      await q.query(
        "insert into event_products (event_id, sku_code, product_name, price, stock, up_order) values ($1, $2, $3, $4, 100, $5)",
        [id, sku, name, price, i + 1],
      );
  }
  // each event's US West days within the last 90 (yesterday the last), its currency's decimals and
  // the average of its event prices in minor units
  const days = await q.query<{ id: number; name: string; decimals: number; avg_minor: number; day: string; nth: number }>(
    `with today as (select (now() at time zone 'America/Los_Angeles')::date as d),
     ev as (
       select e.id, e.name,
              coalesce((select min(c.decimals) from currencies c where c.currency_code = e.currency), 2) as decimals,
              (e.start_at at time zone 'America/Los_Angeles')::date as first_day,
              (e.end_at at time zone 'America/Los_Angeles')::date as last_day
         from events e where e.status in ('published', 'offline'))
     select ev.id, ev.name, ev.decimals,
            coalesce((select round(avg(p.price) * 10 ^ ev.decimals)::int from event_products p where p.event_id = ev.id), 10 ^ ev.decimals * 15)::int as avg_minor,
            to_char(g.day, 'YYYY-MM-DD') as day, (g.day::date - ev.first_day)::int as nth
       from ev, today,
            generate_series(greatest(ev.first_day, today.d - 90), least(ev.last_day, today.d - 1), interval '1 day') as g(day)
      order by ev.id, g.day`,
  );
  if (!days.length) return;
  const rows = days.map((d) => ({ ...d, ...dayFigures(d.name, d.nth, d.avg_minor) }));
  await q.query(
    `insert into event_daily_figures (event_id, day, visitors, orders, units, sales)
     select * from unnest($1::int[], $2::date[], $3::int[], $4::int[], $5::int[], $6::numeric[])`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.day),
      rows.map((r) => r.visitors),
      rows.map((r) => r.orders),
      rows.map((r) => r.units),
      rows.map((r) => minorToText(r.salesMinor, r.decimals)),
    ],
  );
}
