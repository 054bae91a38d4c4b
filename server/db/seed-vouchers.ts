import { sendVoucher } from "../modules/market/voucher-send";
import type { Queryable } from "./client";

// Market tool › vouchers demo data: vouchers on several sites and currencies, in effect, scheduled,
// expired, disabled and sold out, and one send with every kind of result (sent, unknown customer,
// duplicate, out of stock), and two uploaded sends that stopped half-way — one when its voucher was
// disabled, one when it expired (migration 332). Only into an empty table, so a restart changes nothing.

const LA = "America/Los_Angeles";
// name, site, currency, kind, percent, amount (minor), min order (minor), first day, last day (from today), per customer, stock, enabled, remark
type Row = [
  string,
  string,
  string,
  "percent" | "amount",
  number | null,
  number | null,
  number,
  number,
  number,
  number,
  number,
  boolean,
  string,
];
const VOUCHERS: Row[] = [
  ["Welcome gift $5", "us", "USD", "amount", null, 500, 2500, -30, 60, 1, 5000, true, "New accounts, first order"],
  ["Birthday 10% off", "ca", "CAD", "percent", 10, null, 0, -10, 80, 1, 2000, true, ""],
  ["Winter coats £8", "uk", "GBP", "amount", null, 800, 4000, 20, 50, 2, 1000, true, "Scheduled for the cold season"],
  ["Schulstart 15 %", "de", "EUR", "percent", 15, null, 3000, -70, -40, 1, 500, true, "Expired campaign"],
  ["Easter AU$12", "au", "AUD", "amount", null, 1200, 5000, -5, 25, 1, 800, false, "Paused: budget under review"],
  ["Flash giveaway $10", "us", "USD", "amount", null, 1000, 3000, -2, 12, 1, 3, true, "Tiny stock: the demo send runs out"],
];

export async function seedVouchers(q: Queryable) {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from vouchers");
  if (n) return;
  let flash = 0;
  const ids = new Map<string, number>();
  for (const [name, site, currency, kind, percent, amount, min, from, to, per, stock, enabled, remark] of VOUCHERS) {
    const [v] = await q.query<{ id: number }>(
      `insert into vouchers (name, site_abbr, currency_code, kind, percent_off, amount_off_minor, min_order_minor,
         start_at, end_at, per_customer, total_stock, enabled, remark, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7,
         (((now() at time zone '${LA}')::date + $8::int)::timestamp at time zone '${LA}'),
         (((now() at time zone '${LA}')::date + $9::int + 1)::timestamp at time zone '${LA}') - interval '1 second',
         $10, $11, $12, $13, 'seed')
       returning id`,
      [name, site, currency, kind, percent, amount, min, from, to, per, stock, enabled, remark],
    );
    if (name.startsWith("Flash")) flash = v.id;
    ids.set(name, v.id);
  }
  await stoppedSend(q, ids.get("Easter AU$12")!, "au", "easter-vip.csv", "voucher_disabled");
  await stoppedSend(q, ids.get("Schulstart 15 %")!, "de", "schulstart-stammkunden.csv", "voucher_expired");
  // one send with mixed results: four customers of the site (the fourth finds no stock left), one
  // of them twice, an unknown email, and a customer of another site
  const us = await q.query<{ id: number; email: string }>("select id, email from customers where site_abbr = 'us' order by id limit 4");
  const [other] = await q.query<{ id: number }>("select id from customers where site_abbr <> 'us' order by id limit 1");
  if (us.length < 4) return;
  const lines = [
    us[0].email,
    String(us[1].id),
    us[2].email,
    us[0].email,
    "nobody@example.invalid",
    ...(other ? [String(other.id)] : []),
    String(us[3].id),
  ];
  await sendVoucher(q, flash, lines.join("\n"), { id: null, name: "seed" });
}

/**
 * An uploaded send of four customers of `site` that stopped after its first two lines were sent: the
 * voucher was disabled (or expired) while the job worked it, and the last two lines say so.
 */
async function stoppedSend(q: Queryable, voucherId: number, site: string, file: string, why: "voucher_disabled" | "voucher_expired") {
  const c = await q.query<{ id: number; email: string }>("select id, email from customers where site_abbr = $1 order by id limit 4", [
    site,
  ]);
  if (c.length < 4) return;
  const [s] = await q.query<{ id: number }>(
    `insert into voucher_sends (voucher_id, requested, sent, ${why}, source, file_name, status, created_by, created_at, finished_at)
     values ($1, 4, 2, 2, 'upload', $2, 'stopped', 'seed', now() - interval '3 days', now() - interval '3 days' + interval '2 minutes') returning id`,
    [voucherId, file],
  );
  const rows = [
    [c[0].email, "sent"],
    [String(c[1].id), "sent"],
    [c[2].email, why],
    [String(c[3].id), why],
  ];
  for (const [i, [input, result]] of rows.entries()) {
    await q.query(
      "insert into voucher_send_results (send_id, voucher_id, line, input, customer_id, result) values ($1, $2, $3, $4, $5, $6)",
      [s.id, voucherId, i + 1, input, c[i].id, result],
    );
  }
  await q.query("update vouchers set issued = issued + 2 where id = $1", [voucherId]);
}
