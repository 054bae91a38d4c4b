import { DISPLAY_TIME_ZONE, RATE_WARN_PERCENT } from "../../../app/lib/constants";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { siteNames, siteSentence } from "../../http/site-names";

// The rules a site's exchange rate obeys beyond its schema, checked in the write's transaction.

const refuse = (code: number, field: string, en: string, zh: string) => new ApiError(code, en, { errors: { [field]: [en] } }, zh);

/** Writes of one site and currency wait for each other, so two overlapping saves cannot both pass. */
export async function lockSiteCurrency(q: Queryable, site: string, currency: string) {
  await q.query("select pg_advisory_xact_lock(hashtext($1))", [`exchange_rate:${site}:${currency}`]);
}

/** A site's rates use only the currencies its country-currency records enable. */
export async function assertSiteCurrency(q: Queryable, site: string, currency: string) {
  const rows = await q.query<{ code: string }>(
    "select distinct currency_code::text as code from currencies where site_abbr = $1 and enabled order by 1",
    [site],
  );
  const offered = rows.map((r) => r.code);
  if (offered.includes(currency)) return;
  const list = offered.join(", ");
  throw refuse(
    422,
    "currency",
    `${siteSentence(site).en0} offers ${list || "no currency yet"}; add ${currency} to the site under Country currency first`,
    `${siteSentence(site).zh}仅提供 ${list || "（暂无币种）"}；请先在国家币种中为该站点添加 ${currency}`,
  );
}

/** No two enabled rates of one site and currency share a moment; the refusal names the other one. */
export async function assertNoOverlap(
  q: Queryable,
  r: { site: string; currency: string; start_at: string; end_at: string },
  exceptId: number,
) {
  const [other] = await q.query<{ id: number; rate: string; start: string; end: string }>(
    `select id, rate::text as rate, to_char(start_at at time zone $6, 'YYYY-MM-DD') as start, to_char(end_at at time zone $6, 'YYYY-MM-DD') as end
       from exchange_rates
      where site_abbr = $1 and currency_code = $2 and enabled and id <> $5 and start_at <= $4::timestamptz and end_at >= $3::timestamptz
      order by start_at limit 1`,
    [r.site, r.currency, r.start_at, r.end_at, exceptId, DISPLAY_TIME_ZONE],
  );
  if (!other) return;
  const site = siteNames(r.site);
  const what = (name: string, to: string) => `#${other.id} (${name} ${r.currency} ${other.rate}, ${other.start}${to}${other.end})`;
  throw refuse(
    409,
    "start_at",
    `The period overlaps the enabled rate ${what(site.en, " – ")}; disable that rate or change the period`,
    `有效期与已启用的汇率 ${what(site.zh, " 至 ")} 重叠；请先停用该汇率或修改有效期`,
  );
}

/** The base currency new rates are quoted against; the setting row is read under a share lock, so a
 * base change waits for the rate writes in flight and they for it. */
export async function currentBase(q: Queryable): Promise<string> {
  const [row] = await q.query<{ base: string }>("select base_currency::text as base from rate_settings where id = 1 for share");
  // Stryker disable next-line StringLiteral,OptionalChaining: the seed writes the one settings row (id 1) at every start and nothing deletes it
  return row?.base ?? "USD";
}

/** A rate quoted against an earlier base is not enabled again: its number means something else now. */
export function assertQuotedInBase(quote: string, base: string) {
  if (quote === base) return;
  throw new ApiError(
    409,
    `This rate is quoted per 1 ${quote}, but the base currency is now ${base}; add a new rate per 1 ${base} instead`,
    null,
    `该汇率按 1 ${quote} 报价，而基准币种现为 ${base}；请按 1 ${base} 新增汇率`,
  );
}

/** A rate far from the latest benchmark rate of its currency (same quote currency) is saved only when the person confirms it. */
export async function assertNearBenchmark(q: Queryable, r: { currency: string; rate: number; quote: string }, confirmed: boolean) {
  if (confirmed) return;
  const { currency, rate } = r;
  const [bench] = await q.query<{ rate: string; day: string }>(
    `select rate::text as rate, to_char(effective_date, 'YYYY-MM-DD') as day from benchmark_rates
      where currency = $1 and quote_currency = $2 order by effective_date desc, id desc limit 1`,
    [currency, r.quote],
  );
  if (!bench) return;
  // compared in millionths (rates have at most 6 places), so a rate exactly 10% away is not refused
  // by a float rounding it to 10.000000000000009%
  const mine = BigInt(Math.round(rate * 1e6));
  const theirs = BigInt(Math.round(Number(bench.rate) * 1e6));
  // squared, so the side does not matter: (gap × 100)² ≤ (10 × benchmark)²
  const gap = (mine - theirs) * 100n;
  const limit = BigInt(RATE_WARN_PERCENT) * theirs;
  if (gap * gap <= limit * limit) return;
  const off = (rate / Number(bench.rate) - 1) * 100;
  const pct = Math.abs(off).toFixed(1);
  // the sign, not off > 0: off is never 0 here, and a boundary there would be a mutant nobody can kill
  const above = Math.sign(off) === 1;
  const enSide = above ? "above" : "below";
  const zhSide = above ? "高于" : "低于";
  throw refuse(
    409,
    "confirm_deviation",
    `${rate} is ${pct}% ${enSide} the latest benchmark rate ${bench.rate} (${bench.day}), more than ${RATE_WARN_PERCENT}%; confirm to save it anyway`,
    `${rate} ${zhSide}最新基准汇率 ${bench.rate}（${bench.day}）${pct}%，超过 ${RATE_WARN_PERCENT}%；确认后方可保存`,
  );
}
