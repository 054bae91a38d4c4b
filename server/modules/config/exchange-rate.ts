import { exchangeRateKind } from "../../../app/domain/kinds/exchange-rate";
import { during } from "../../resources/filters";
import { kindResource } from "../../resources/kind";
import { assertNearBenchmark, assertNoOverlap, assertQuotedInBase, assertSiteCurrency, currentBase, lockSiteCurrency } from "./rate-rules";
import * as s from "./schemas";

/** A site's rate for one currency over a validity period (app/domain/kinds/exchange-rate.ts), with its rules written by hand. */
export const exchangeRateResource = kindResource(exchangeRateKind, {
  filters: { active_at: during("start_at", "end_at", s.isoDateTime) },
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
});
