import type { Queryable } from "./client";

// Demo wheel lotteries across sites and every state (a draft still to come, online and in effect,
// offline after it ended, one taken offline mid-period), each with its prize slots (probabilities in
// basis points adding up to 10000), and ~300 reward records of the ones that ran. Days are relative
// to the day the seed runs (US West); demo rows only go into an empty table. Each wheel with a product
// prize has won it twice: one shipped (carrier, tracking number), one waiting to ship.
// A voucher slot's value is a voucher's id: written here as "@" and the voucher's name (seeded first);
// a product slot's is a product's id, written "*": the first product on sale that the wheel's site sells.
type Slot = [name: string, kind: string, value: string, bp: number, stock: number | null];
const valueOf = (value: string, ids: Map<string, number>, product: number | undefined) =>
  value.startsWith("@") ? String(ids.get(value.slice(1))) : value === "*" ? String(product) : value;
const S = (slots: Slot[], ids: Map<string, number>, product: number | undefined) =>
  JSON.stringify(
    slots.map(([name, kind, value, probability_bp, stock]) => ({ name, kind, value: valueOf(value, ids, product), probability_bp, stock })),
  );
// name, site, first day, last day (days from today), daily, total, status, remark, slots
const WHEELS: [string, string, number, number, number, number, string, string, Slot[]][] = [
  [
    "Back-to-school spin",
    "us",
    -14,
    16,
    1,
    10,
    "online",
    "Shown on the app home page",
    [
      ["50 points", "points", "50", 3000, 100000],
      ["200 points", "points", "200", 1000, 20000],
      ["$5 off voucher", "voucher", "@Welcome gift $5", 1500, 3000],
      ["Free dino lunch bag", "product", "*", 50, 40],
      ["Better luck next time", "nothing", "", 4450, null],
    ],
  ],
  [
    "Spin & win: winter knits",
    "uk",
    -60,
    -31,
    2,
    20,
    "offline",
    "",
    [
      ["100 points", "points", "100", 4000, 50000],
      ["£8 coat voucher", "voucher", "@Winter coats £8", 1000, 2000],
      ["Bobble hat", "product", "*", 25, 20],
      ["Try again tomorrow", "nothing", "", 4975, null],
    ],
  ],
  [
    "Glücksrad Sommer",
    "de",
    -5,
    25,
    1,
    5,
    "offline",
    "Paused: stock count in the warehouse",
    [
      ["30 Punkte", "points", "30", 6000, 100000],
      ["Gutschein 15 %", "voucher", "@Schulstart 15 %", 1000, 500],
      ["Leider nicht", "nothing", "", 3000, null],
    ],
  ],
  [
    "Roue de la chance rentrée",
    "eur",
    -2,
    28,
    3,
    30,
    "online",
    "",
    [
      ["20 points", "points", "20", 5000, 200000],
      ["100 points bonus", "points", "100", 1250, 1000],
      ["Pyjama étoiles", "product", "*", 10, 5],
      ["Dommage !", "nothing", "", 3740, null],
    ],
  ],
  [
    "Holiday wheel (draft)",
    "au",
    20,
    50,
    1,
    14,
    "draft",
    "Waiting for the voucher codes",
    [
      ["100 points", "points", "100", 5000, 10000],
      ["A$12 Easter voucher", "voucher", "@Easter AU$12", 500, 200],
      ["No prize this time", "nothing", "", 4500, null],
    ],
  ],
  [
    "Canada Day wheel",
    "ca",
    30,
    31,
    2,
    4,
    "draft",
    "",
    [
      ["150 points", "points", "150", 2500, 5000],
      ["Nothing this time", "nothing", "", 7500, null],
    ],
  ],
];

/** the carrier a site's demo shipments went with */
const CARRIERS: Record<string, string> = { us: "UPS", uk: "Royal Mail", eur: "Colissimo" };

export async function seedTurnplates(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from turnplates");
  if (n) return;
  const ids = new Map((await q.query<{ id: number; name: string }>("select id, name from vouchers")).map((v) => [v.name, v.id]));
  for (const [name, site, from, to, daily, total, status, remark, slots] of WHEELS) {
    const [sold] = await q.query<{ id: number }>(
      `select min(p.id)::int as id from products p
        where p.status = 'on_sale' and exists (select 1 from sku_prices sp where sp.product_id = p.id and sp.site_abbr = $1)`,
      [site],
    );
    const [wheel] = await q.query<{ id: number }>(
      `insert into turnplates (name, site_abbr, start_at, end_at, daily_limit, total_limit, status, remark, prizes, updated_by)
       values ($1, $2,
         ((now() at time zone 'America/Los_Angeles')::date + $3::int)::timestamp at time zone 'America/Los_Angeles',
         ((now() at time zone 'America/Los_Angeles')::date + $4::int + 1)::timestamp at time zone 'America/Los_Angeles' - interval '1 second',
         $5, $6, $7, $8, $9, 'seed')
       returning id`,
      [name, site, from, to, daily, total, status, remark, S(slots, ids, sold.id)],
    );
    if (status === "draft") continue;
    // draws spread over the days the wheel has run so far; the slot by the draw's number against the odds
    const ran = Math.min(to, 0) - from + 1;
    const count = 60 + ((wheel.id * 17) % 40);
    const slotOf = (k: number) => {
      let x = (k * 7919) % 10000;
      for (let i = 0; i < slots.length; i++) {
        if (x < slots[i][3]) return i;
        x -= slots[i][3];
      }
      return slots.length - 1;
    };
    const draws = Array.from({ length: count }, (_, j) => {
      const k = j + 1;
      const i = slotOf(k + wheel.id * 1000);
      const [pname, kind, raw] = slots[i];
      const value = valueOf(raw, ids, sold.id);
      return [i + 1, pname, kind, value, Math.min(to, 0) - (k % ran), (k * 37) % 1380, (k * 13) % 200] as const;
    });
    // the odds above never land on a wheel's rare product: two wins of it, so the records show one
    // shipped and one waiting to ship
    const product = slots.findIndex((sl) => sl[1] === "product");
    if (product >= 0) {
      const [pname, kind, raw] = slots[product];
      const value = valueOf(raw, ids, sold.id);
      for (const [back, minute, skip] of [
        [3, 610, 201],
        [1, 845, 202],
      ])
        draws.push([product + 1, pname, kind, value, Math.min(to, 0) - Math.min(back, ran - 1), minute, skip] as const);
    }
    const col = (n: number) => draws.map((d) => d[n]);
    // one statement per wheel (a statement per draw was a fifth of a fresh start's seeding)
    await q.query(
      `insert into turnplate_rewards (turnplate_id, site_abbr, customer_id, customer_email, prize_slot, prize_name, prize_kind, prize_value, prize_state, drawn_at)
       select $1, c.site_abbr, c.id, c.email, d.slot, d.pname, d.kind, d.value,
         case d.kind when 'nothing' then 'none' when 'product' then 'to_ship' else 'not_credited' end,
         least(now(), ((now() at time zone 'America/Los_Angeles')::date + d.day)::timestamp at time zone 'America/Los_Angeles' + d.minute * interval '1 minute')
       from unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[]) with ordinality as d(slot, pname, kind, value, day, minute, skip, ord)
       cross join lateral (select id, site_abbr, email from customers where site_abbr = $2 order by id offset d.skip limit 1) c
       order by d.ord`,
      [wheel.id, site, col(0), col(1), col(2), col(3), col(4), col(5), col(6)],
    );
    if (product >= 0) {
      await q.query(
        `update turnplate_rewards set prize_state = 'shipped', shipped_carrier = $2, shipped_tracking_no = $3, shipped_by = 'Olive Operator',
           shipped_at = least(now(), drawn_at + interval '1 day 3 hours')
         where id = (select min(id) from turnplate_rewards where turnplate_id = $1 and prize_kind = 'product')`,
        [wheel.id, CARRIERS[site] ?? "DHL", `${site.toUpperCase()}${String(wheel.id * 7919).padStart(10, "0")}`],
      );
    }
  }
}
