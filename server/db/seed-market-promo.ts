import { drawCodes } from "../jobs/discount-codes";
import type { Queryable } from "./client";

// Market tool › promotions demo data: discounts on several sites and currencies, in effect,
// scheduled, expired and disabled, and their batches of codes (finished ones with their codes, one
// failed). Only into empty tables, so a restart changes nothing.

const LA = "America/Los_Angeles";
// name, site, currency, kind, percent, amount (minor), min order (minor), uses, first day, last day (from today), enabled
const DISCOUNTS: [string, string, string, "percent" | "amount", number | null, number | null, number, number, number, number, boolean][] = [
  ["Back to School 15% off", "us", "USD", "percent", 15, null, 4990, 1, -10, 20, true],
  ["Welcome 10 CAD", "ca", "CAD", "amount", null, 1000, 5000, 1, -30, 60, true],
  ["Summer Sale £5", "uk", "GBP", "amount", null, 500, 3000, 1, 15, 45, true],
  ["Familien-Rabatt 20 %", "de", "EUR", "percent", 20, null, 0, 3, -5, 25, true],
  ["Matching Family Pyjamas 25%", "us_v1", "USD", "percent", 25, null, 2990, 1, -90, -60, true],
  ["Black Friday AU$15", "au", "AUD", "amount", null, 1500, 6000, 1, -20, 10, false],
  ["Rentrée -10 %", "eur", "EUR", "percent", 10, null, 2500, 1, 30, 60, true],
];

export async function seedMarketPromo(q: Queryable) {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from discounts");
  if (n) return;
  const prefixes = ["BTS", "WELCOME"];
  for (const [i, [name, site, currency, kind, percent, amount, min, uses, from, to, enabled]] of DISCOUNTS.entries()) {
    const [d] = await q.query<{ id: number }>(
      `insert into discounts (name, site_abbr, currency_code, kind, percent_off, amount_off_minor, min_order_minor, uses_per_code,
         start_at, end_at, enabled, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8,
         (((now() at time zone '${LA}')::date + $9::int)::timestamp at time zone '${LA}'),
         (((now() at time zone '${LA}')::date + $10::int + 1)::timestamp at time zone '${LA}') - interval '1 second', $11, 'seed')
       returning id`,
      [name, site, currency, kind, percent, amount, min, uses, from, to, enabled],
    );
    // the first two discounts carry finished batches with their codes
    if (prefixes[i]) await seedBatch(q, d.id, prefixes[i], 8, 250);
  }
  // a batch that could not be made (shown as failed, with its reason)
  const [first] = await q.query<{ id: number }>("select id from discounts order by id limit 1");
  await q.query(
    `insert into discount_code_batches (discount_id, prefix, code_length, requested, generated, status, error, created_by, finished_at)
     values ($1, 'BTS', 6, 500, 0, 'failed', 'code_space', 'seed', now())`,
    [first.id],
  );
}

async function seedBatch(q: Queryable, discountId: number, prefix: string, length: number, count: number) {
  const [b] = await q.query<{ id: number }>(
    `insert into discount_code_batches (discount_id, prefix, code_length, requested, generated, status, created_by, finished_at)
     values ($1, $2, $3, $4, $4, 'done', 'seed', now()) returning id`,
    [discountId, prefix, length, count],
  );
  await q.query("insert into discount_codes (batch_id, code) select $1, c from unnest($2::text[]) as c on conflict (code) do nothing", [
    b.id,
    drawCodes(prefix, length, count),
  ]);
  await q.query(
    "update discount_code_batches set generated = (select count(*) from discount_codes where batch_id = $1), requested = (select count(*) from discount_codes where batch_id = $1) where id = $1",
    [b.id],
  );
}
