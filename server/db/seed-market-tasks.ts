import type { Queryable } from "./client";

// Demo market tasks across sites and both states (running, disabled, ended, to come, scheduled), their
// send records (every result), newcomer coupon packages (one enabled a site, older ones disabled) and
// the shopping-cart settings of every real site. Days are relative to the seed's day (US West); demo
// rows only go into empty tables.
const LA = "America/Los_Angeles";
const day = (p: string) => `((now() at time zone '${LA}')::date + ${p}::int)`;

// name, site, trigger, delay hours, send (day offset, hour) or null, audience, reward kind, value, first day, last day, enabled, remark
type Task = [string, string, string, number, [number, number] | null, string, string, string, number, number, boolean, string];
const TASKS: Task[] = [
  [
    "Welcome voucher for new sign-ups",
    "us",
    "signup",
    0,
    null,
    "new_customers",
    "voucher",
    "voucher:Welcome gift $5",
    -60,
    300,
    true,
    "Sent right after e-mail confirmation",
  ],
  ["First order thank-you points", "us", "first_order", 24, null, "all", "points", "200", -30, 335, true, ""],
  [
    "Birthday coupon (kids' club)",
    "uk",
    "birthday",
    0,
    null,
    "members",
    "coupon",
    "discount:Summer Sale £5",
    -90,
    275,
    true,
    "Members' child birthday from their profile",
  ],
  [
    "Abandoned cart reminder",
    "de",
    "cart_abandoned",
    4,
    null,
    "all",
    "message",
    "Ihr Warenkorb wartet: Größen sind nur kurz reserviert.",
    -20,
    40,
    false,
    "Paused while the copy is reviewed",
  ],
  ["Back-to-school blast", "eur", "scheduled", 0, [3, 9], "all", "voucher", "voucher:Bienvenue 10 %", 0, 10, true, ""],
  ["Win-back: we miss you", "ca", "scheduled", 0, [-10, 10], "inactive_90d", "coupon", "discount:Welcome 10 CAD", -15, -5, false, "Ended"],
  ["Holiday points boost", "au", "first_order", 0, null, "new_customers", "points", "500", 20, 60, false, "Starts with the holiday season"],
];

// name, site, vouchers (by name, of the site), valid days, claim hours, quota, claimed, enabled
type Pkg = [string, string, string[], number, number, number | null, number, boolean];
const PACKAGES: Pkg[] = [
  ["Welcome pack 2026", "us", ["Welcome gift $5", "New family 15% off"], 30, 72, 50000, 12873, true],
  ["Welcome pack 2025", "us", ["Welcome gift $5"], 14, 48, 20000, 20000, false],
  ["New family bundle", "uk", ["Hello £5"], 21, 72, null, 4310, true],
  ["Willkommenspaket", "de", ["Hallo 5 €"], 30, 168, 10000, 2210, true],
  ["Bienvenue", "eur", ["Bienvenue 10 %"], 7, 24, 5000, 0, false],
  ["Welcome to the club", "au", ["G'day AU$10"], 60, 720, null, 980, true],
];

// the newcomers' own vouchers (the vouchers demo has none on some of these sites): name, site,
// currency, percent or amount (minor units); in effect from a month ago for a year, one a customer
const NEWCOMER_VOUCHERS: [string, string, string, number | null, number | null][] = [
  ["New family 15% off", "us", "USD", 15, null],
  ["Hello £5", "uk", "GBP", null, 500],
  ["Hallo 5 €", "de", "EUR", null, 500],
  ["Bienvenue 10 %", "eur", "EUR", 10, null],
  ["G'day AU$10", "au", "AUD", null, 1000],
];

/** a voucher or discount of the site by name, as a task's reward or a package's voucher names it ("voucher:<name>") */
async function rewardId(q: Queryable, site: string, ref: string): Promise<string> {
  const [kind, name] = [ref.slice(0, ref.indexOf(":")), ref.slice(ref.indexOf(":") + 1)];
  const table = kind === "discount" ? "discounts" : "vouchers";
  const [row] = await q.query<{ id: number }>(`select id from ${table} where site_abbr = $1 and name = $2 order by id limit 1`, [
    site,
    name,
  ]);
  if (!row) throw new Error(`seed: no ${kind} "${name}" on ${site}`);
  return String(row.id);
}

async function seedNewcomerVouchers(q: Queryable) {
  for (const [name, site, currency, percent, amount] of NEWCOMER_VOUCHERS) {
    const [had] = await q.query("select 1 from vouchers where site_abbr = $1 and name = $2", [site, name]);
    if (had) continue;
    await q.query(
      `insert into vouchers (name, site_abbr, currency_code, kind, percent_off, amount_off_minor, min_order_minor,
         start_at, end_at, per_customer, total_stock, enabled, remark, updated_by)
       values ($1, $2, $3, $4, $5, $6, 0, ${day("-30")}::timestamp at time zone '${LA}',
         (${day("335")} + 1)::timestamp at time zone '${LA}' - interval '1 second', 1, 100000, true, 'Newcomer package', 'seed')`,
      [name, site, currency, percent === null ? "amount" : "percent", percent, amount],
    );
  }
}

// site, max items, reserve minutes, currency, free-shipping threshold (minor units), recommendations
const CARTS: [string, number, number, string, number, boolean][] = [
  ["us", 100, 30, "USD", 4900, true],
  ["ca", 100, 30, "CAD", 6900, true],
  ["uk", 80, 20, "GBP", 3500, true],
  ["eur", 80, 20, "EUR", 4500, false],
  ["de", 80, 20, "EUR", 3900, true],
  ["glb", 50, 0, "USD", 9900, false],
  ["au", 60, 15, "AUD", 7500, true],
];

const RESULTS = ["sent", "sent", "sent", "sent", "failed", "skipped"];
const REASONS: Record<string, string> = { sent: "", failed: "mailbox unreachable", skipped: "already received this task" };

export async function seedMarketTasks(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from market_tasks");
  const [{ p }] = await q.query<{ p: number }>("select count(*)::int as p from newcomer_coupons");
  if (!n || !p) await seedNewcomerVouchers(q);
  if (!n) {
    for (const [name, site, trigger, delay, send, audience, kind, typed, from, to, enabled, remark] of TASKS) {
      const value = kind === "voucher" || kind === "coupon" ? await rewardId(q, site, typed) : typed;
      const [task] = await q.query<{ id: number }>(
        `insert into market_tasks (name, site_abbr, trigger, delay_hours, send_at, audience, reward_kind, reward_value, start_at, end_at, enabled, remark, updated_by)
         values ($1, $2, $3, $4,
           case when $5::int is null then null else (${day("$5")}::timestamp + $6::int * interval '1 hour') at time zone '${LA}' end,
           $7, $8, $9, ${day("$10")}::timestamp at time zone '${LA}', (${day("$11")} + 1)::timestamp at time zone '${LA}' - interval '1 second',
           $12, $13, 'seed')
         returning id`,
        [name, site, trigger, delay, send?.[0] ?? null, send?.[1] ?? 0, audience, kind, value, from, to, enabled, remark],
      );
      // tasks that have run: sends spread over the days so far, one customer of the site each
      if (from > 0 || (send && send[0] > 0)) continue;
      const ran = Math.min(to, 0) - from + 1;
      const count = 40 + ((task.id * 23) % 50);
      const sends = Array.from({ length: count }, (_, j) => {
        const k = j + 1;
        const result = RESULTS[(k + task.id) % RESULTS.length];
        return [result, REASONS[result], Math.min(to, 0) - (k % ran), (k * 41) % 1380, (k * 11) % 150] as const;
      });
      const col = (n: number) => sends.map((x) => x[n]);
      // one statement per task (a statement per send was a fifth of a fresh start's seeding)
      await q.query(
        `insert into market_task_sends (task_id, site_abbr, customer_id, customer_email, reward_kind, reward_value, result, reason, sent_at)
         select $1, c.site_abbr, c.id, c.email, $3, $4, x.result, x.reason,
           least(now(), ${day("x.day")}::timestamp at time zone '${LA}' + x.minute * interval '1 minute')
         from unnest($5::text[], $6::text[], $7::int[], $8::int[], $9::int[]) with ordinality as x(result, reason, day, minute, skip, ord)
         cross join lateral (select id, site_abbr, email from customers where site_abbr = $2 order by id offset x.skip limit 1) c
         order by x.ord`,
        [task.id, site, kind, value, col(0), col(1), col(2), col(3), col(4)],
      );
    }
  }
  if (!p) {
    for (const [name, site, vouchers, valid, claim, quota, claimed, enabled] of PACKAGES) {
      const ids = await Promise.all(vouchers.map((v) => rewardId(q, site, `voucher:${v}`)));
      await q.query(
        `insert into newcomer_coupons (name, site_abbr, voucher_ids, valid_days, claim_hours, quota, claimed, enabled, updated_by)
         values ($1, $2, $3::int[], $4, $5, $6, $7, $8, 'seed')`,
        [name, site, ids.map(Number), valid, claim, quota, claimed, enabled],
      );
    }
  }
  const [{ c }] = await q.query<{ c: number }>("select count(*)::int as c from cart_configs");
  if (!c) {
    for (const [site, max, reserve, currency, minor, recs] of CARTS) {
      await q.query(
        `insert into cart_configs (site_abbr, max_items, reserve_minutes, currency_code, free_shipping_minor, recommendations, updated_by) values ($1, $2, $3, $4, $5, $6, 'seed')`,
        [site, max, reserve, currency, minor, recs],
      );
    }
  }
}
