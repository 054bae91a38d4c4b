// Money is in the site's currency (issue 41 §2): a site prices in the currencies of its enabled
// country-currency settings, and nothing else — a uk discount, voucher, wallet credit or budget is
// in GBP. Pure: the API refuses with these words, the console offers and preselects with `choose`.
//
// A site's own currency is the one its catalogue prices in; it is always one of the site's currencies,
// listed first, whatever the country-currency settings add (the Global site sells in USD to countries
// whose settings name their own currencies: without this a glb wallet or voucher could not be in USD).
// A brand site (x_v1) prices as its base site x.

import type { SiteWords } from "./site-name";

/** The currency each site's catalogue prices in. */
export const SITE_OWN_CURRENCY: Readonly<Record<string, string>> = {
  us: "USD",
  ca: "CAD",
  uk: "GBP",
  eur: "EUR",
  de: "EUR",
  glb: "USD",
  au: "AUD",
};

/** The site a brand site (x_v1) prices as. */
export const baseSite = (site: string) => site.replace(/_v1$/, "");

/** A site's own currency, when the site is known. */
export const siteOwnCurrency = (site: string): string | undefined => SITE_OWN_CURRENCY[baseSite(site)];

/** A site's currencies: its own first, then the others its enabled country-currency settings name (sorted). */
export function siteCurrencyList(site: string, fromSettings: readonly string[]): string[] {
  const own = siteOwnCurrency(site);
  const rest = [...new Set(fromSettings)].filter((c) => c !== own).sort();
  return own ? [own, ...rest] : rest;
}

/** The refusal next to a currency field, in both languages. */
export const notSiteCurrency = (site: SiteWords) => ({
  en: `is not a currency of ${site.en}`,
  zh: `不是${site.zh}使用的币种`,
});

/**
 * The currency a form should show for a site: the typed one while it is the site's, else the site's
 * own (first of siteCurrencyList), else nothing when the site prices in none.
 */
export function chooseSiteCurrency(siteCurrencies: readonly string[], typed?: string | null): string {
  if (typed && siteCurrencies.includes(typed)) return typed;
  return siteCurrencies[0] ?? "";
}
