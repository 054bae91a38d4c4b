import type { Queryable } from "./client";

// Demo wallets, points and points-earning rules. Wallets for ~300 customers across every site (in the
// site's currency), points accounts for ~470, each with a few ledger rows in time order whose running
// sum is the balance (some spent down to zero); rules on several sites in every state: enabled and in
// effect, enabled and scheduled, expired, disabled. Days are relative to the seed's day (US West);
// demo rows only go into empty tables.
const LA = "America/Los_Angeles";
/** every `step`-th customer from id `first` on (id % step = first), probed by id: a scan of the
 * 100,000 customers for each kind of account was most of this seed's time at every fresh start */
const every = (step: number, first: number) =>
  `generate_series(${first}, (select coalesce(max(id), 0) from customers), ${step}) as g(id) join customers c on c.id = g.id`;
const CURRENCY = `case replace(c.site_abbr, '_v1', '') when 'ca' then 'CAD' when 'uk' then 'GBP' when 'eur' then 'EUR' when 'de' then 'EUR' when 'au' then 'AUD' else 'USD' end`;

// name, site, kind, value, first day, last day (days from today), enabled, remark
const RULES: [string, string, string, number, number, number, boolean, string][] = [
  ["1 point per dollar", "us", "earn_per_spend", 1, -200, 165, true, "Standard earning"],
  ["Double points weekend", "us", "earn_per_spend", 2, 170, 172, true, "Scheduled after the standard rule ends"],
  ["Welcome bonus", "us", "signup_bonus", 200, -90, 275, true, ""],
  ["Photo review bonus", "us", "review_bonus", 50, -30, 335, true, "Reviews with a photo only"],
  ["Daily check-in", "us", "checkin_bonus", 10, -60, 305, true, ""],
  ["Points expire after a year", "us", "expiry_days", 365, -365, 365, true, ""],
  ["100 points = $1", "us", "redemption_rate", 100, -365, 365, true, ""],
  ["Pay up to 20 % with points", "us", "max_redeem_share", 20, -365, 365, true, ""],
  ["1 point per pound", "uk", "earn_per_spend", 1, -100, 100, true, ""],
  ["Winter welcome", "uk", "signup_bonus", 300, -200, -20, true, "Ended with the winter campaign"],
  ["Spring welcome", "uk", "signup_bonus", 250, 10, 100, false, "Waiting for marketing sign-off"],
  ["Punkte pro Euro", "de", "earn_per_spend", 1, -50, 315, true, ""],
  ["Bewertungsbonus", "de", "review_bonus", 30, -50, 315, false, "Paused: review moderation backlog"],
  ["Points par euro", "eur", "earn_per_spend", 1, -10, 355, true, ""],
  ["Canada check-in", "ca", "checkin_bonus", 5, 5, 60, true, "Starts with the app release"],
  ["AU redemption", "au", "redemption_rate", 120, -400, -35, false, "Replaced by the new rate"],
];

export async function seedWalletPoints(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>(
    "select (select count(*) from wallets) + (select count(*) from points_accounts) + (select count(*) from integral_rules) as n",
  );
  if (Number(n)) return;
  await q.query(
    `insert into wallets (customer_id, site_abbr, currency, updated_by)
     select c.id, c.site_abbr, ${CURRENCY}, 'seed' from ${every(331, 7)} order by c.id`,
  );
  await q.query(
    `with rows as (
       select w.id as account_id, w.customer_id, s.seq, s.source, s.delta, s.reason, s.who, s.days
       from wallets w cross join lateral (values
         (1, 'refund', 1000 + (w.id * 37) % 9000, 'Refund for a returned order', 'storefront', 60),
         (2, 'compensation', case when w.id % 4 = 0 then 500 else 0 end, 'Sorry for the late delivery', 'alice', 41),
         (3, 'order', -(case when w.id % 10 = 0 then 1000 + (w.id * 37) % 9000 + case when w.id % 4 = 0 then 500 else 0 end else 300 + (w.id * 11) % 600 end),
             'Paid part of an order with store credit', 'storefront', 20 - w.id % 15)
       ) s(seq, source, delta, reason, who, days)
       where s.delta <> 0
     )
     insert into wallet_ledger (account_id, customer_id, source, delta, balance_after, reason, created_by, created_at)
     select account_id, customer_id, source, delta, sum(delta) over (partition by account_id order by seq), reason, who,
            now() - days * interval '1 day' - account_id * interval '7 minutes'
     from rows order by days desc, account_id, seq`,
  );
  await q.query(
    `update wallets w set balance = l.balance, updated_at = l.at
     from (select account_id, sum(delta) as balance, max(created_at) as at from wallet_ledger group by account_id) l where l.account_id = w.id`,
  );
  await q.query(
    `insert into points_accounts (customer_id, site_abbr, updated_by) select c.id, c.site_abbr, 'seed' from ${every(211, 5)} order by c.id`,
  );
  await q.query(
    `with rows as (
       select a.id as account_id, a.customer_id, s.seq, s.source, s.delta, s.reason, s.who, s.days
       from points_accounts a cross join lateral (values
         (1, 'signup', 200, 'Welcome bonus', 'storefront', 90),
         (2, 'order', 100 + (a.id * 7) % 900, 'Points for an order', 'storefront', 70),
         (3, 'checkin', case when a.id % 3 = 0 then 10 else 0 end, 'Daily check-in', 'storefront', 50),
         (4, 'review', case when a.id % 5 = 0 then 50 else 0 end, 'Photo review', 'storefront', 45),
         (5, 'redeem', -(case when a.id % 8 = 0 then 300 + (a.id * 7) % 900 + case when a.id % 3 = 0 then 10 else 0 end + case when a.id % 5 = 0 then 50 else 0 end
             else 100 end), 'Redeemed at checkout', 'storefront', 30),
         (6, 'staff', case when a.id % 6 = 1 then 150 else 0 end, 'Goodwill for a missing parcel', 'alice', 10)
       ) s(seq, source, delta, reason, who, days)
       where s.delta <> 0
     )
     insert into points_ledger (account_id, customer_id, source, delta, balance_after, reason, created_by, created_at)
     select account_id, customer_id, source, delta, sum(delta) over (partition by account_id order by seq), reason, who,
            now() - days * interval '1 day' - account_id * interval '3 minutes'
     from rows order by days desc, account_id, seq`,
  );
  await q.query(
    `update points_accounts a set balance = l.balance, updated_at = l.at
     from (select account_id, sum(delta) as balance, max(created_at) as at from points_ledger group by account_id) l where l.account_id = a.id`,
  );
  for (const [name, site, kind, value, from, to, enabled, remark] of RULES) {
    await q.query(
      `insert into integral_rules (name, site_abbr, kind, value, start_at, end_at, enabled, remark, updated_by)
       values ($1, $2, $3, $4,
         ((now() at time zone '${LA}')::date + $5::int)::timestamp at time zone '${LA}',
         (((now() at time zone '${LA}')::date + $6::int + 1)::timestamp at time zone '${LA}') - interval '1 second',
         $7, $8, 'seed')`,
      [name, site, kind, value, from, to, enabled, remark],
    );
  }
}
