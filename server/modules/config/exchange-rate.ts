import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import { during, equals, flag, period } from "../../resources/filters";
import { recordApi, type ResourceDef } from "../../resources/resource";
import { assertNearBenchmark, assertNoOverlap, assertQuotedInBase, assertSiteCurrency, currentBase, lockSiteCurrency } from "./rate-rules";
import * as s from "./schemas";

/** A site's rate for one currency over a validity period. */
export const exchangeRateResource: ResourceDef = {
  entity: "exchange_rate",
  noun: { en: "Exchange rate", zh: "汇率" },
  route: "exchange-rate-list",
  table: "exchange_rates",
  select: `id, site_abbr as site, currency_code as currency, rate::text as rate, float_percent::float8 as float_percent,
    quote_currency, start_at, end_at, enabled, remark, version, updated_by, created_at, updated_at`,
  columns: { site: "site_abbr", currency: "currency_code", confirm_deviation: null },
  list: {
    path: "/api/config/exchange-rates",
    filters: {
      site: equals("site_abbr", s.siteAbbr),
      currency: equals("currency_code", s.currencyCode),
      enabled: flag("enabled"),
      active_at: during("start_at", "end_at", s.isoDateTime),
      period: period("start_at", "end_at"),
    },
    order: "id desc",
    // qualified where the select renames the column (rate::text as rate), so rates sort as numbers
    sort: { site: "site_abbr", currency: "currency_code", rate: "exchange_rates.rate", start_at: "start_at", updated_at: "updated_at" },
  },
  ...recordApi("/api/config/exchange-rate", {
    create: s.exchangeRateCreateBody,
    update: s.exchangeRateUpdateBody,
    lifecycle: ENABLE_DISABLE,
  }),
  // a new rate is quoted against the base currency of the day; an edited one keeps its own
  async check(q, v, id) {
    const base = await currentBase(q);
    await lockSiteCurrency(q, v.site, v.currency);
    const [row] = id
      ? await q.query<{ enabled: boolean; quote: string; site: string; currency: string }>(
          "select enabled, quote_currency::text as quote, site_abbr as site, currency_code::text as currency from exchange_rates where id = $1",
          [id],
        )
      : [{ enabled: true, quote: base, site: "", currency: "" }];
    // an edit that keeps its site and currency stays possible after the site stops offering it
    if (row?.site !== v.site || row?.currency !== v.currency) await assertSiteCurrency(q, v.site, v.currency);
    if (row?.enabled) await assertNoOverlap(q, v as never, id ?? 0);
    await assertNearBenchmark(q, { currency: v.currency, rate: v.rate, quote: row?.quote ?? base }, v.confirm_deviation === true);
    return id ? {} : { quote_currency: base };
  },
  async checkTransition(q, row, name) {
    if (name !== "enable") return;
    assertQuotedInBase(row.quote_currency, await currentBase(q));
    await lockSiteCurrency(q, row.site, row.currency);
    await assertNoOverlap(
      q,
      { ...row, start_at: new Date(row.start_at).toISOString(), end_at: new Date(row.end_at).toISOString() } as never,
      row.id,
    );
  },
};
