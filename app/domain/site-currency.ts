// Money is in the site's currency (issue 41 §2): a site prices in the currencies of its enabled
// country-currency settings, and nothing else — a uk discount, voucher, wallet credit or budget is
// in GBP. Pure: the API refuses with these words, the console offers and preselects with `choose`.

/** The refusal next to a currency field, in both languages. */
export const notSiteCurrency = (site: string) => ({
  en: `is not a currency of site ${site}`,
  zh: `不是站点 ${site} 使用的币种`,
});

/**
 * The currency a form should show for a site: the typed one while it is the site's, else the site's
 * own (its first by the settings' order), else nothing when the site prices in none.
 */
export function chooseSiteCurrency(siteCurrencies: readonly string[], typed?: string | null): string {
  if (typed && siteCurrencies.includes(typed)) return typed;
  return siteCurrencies[0] ?? "";
}
