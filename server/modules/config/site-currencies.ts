import { baseSite, notSiteCurrency, siteCurrencyList } from "../../../app/domain/site-currency";
import type { Queryable } from "../../db/client";
import { FieldError } from "../../http/errors";
import { siteSentence } from "../../http/site-names";

// The currencies each site prices in, from the country-currency settings (config/currency.ts): read
// by every money form's API — events, budgets and the market tool — to refuse a foreign currency.

/** The currencies a site prices in: its own, then those of its (a brand site's: and its base site's) enabled country-currency records. */
export async function siteCurrencies(q: Queryable, site: string): Promise<string[]> {
  const rows = await q.query<{ currency_code: string }>(
    "select distinct currency_code from currencies where site_abbr = any($1::text[]) and enabled order by currency_code",
    [[site, baseSite(site)]],
  );
  return siteCurrencyList(
    site,
    rows.map((r) => r.currency_code),
  );
}

/** Every site's currencies (as siteCurrencies), for forms that offer a chosen site's only. */
export async function siteCurrencyMap(q: Queryable): Promise<Record<string, string[]>> {
  const [sites, rows] = await Promise.all([
    q.query<{ abbr: string }>("select abbr from sites order by sort, id"),
    q.query<{ site: string; currency_code: string }>("select distinct site_abbr as site, currency_code from currencies where enabled"),
  ]);
  const settings = (site: string) => rows.filter((r) => r.site === site || r.site === baseSite(site)).map((r) => r.currency_code);
  return Object.fromEntries(sites.map(({ abbr }) => [abbr, siteCurrencyList(abbr, settings(abbr))]));
}

/** 422 on `field` ("is not a currency of site uk", zh on a Chinese form) unless the site prices in the currency. */
export async function refuseForeignCurrency(q: Queryable, site: string, currency: string, field: string) {
  if ((await siteCurrencies(q, site)).includes(currency)) return;
  const m = notSiteCurrency(siteSentence(site));
  throw new FieldError(field, m.en, m.zh);
}
