import type { CountryNames } from "~/lib/country-names";
import type { T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { formatUsWestDate } from "~/lib/time";

// How staff name each record in headings, toasts, confirmations and the change log.
/**
 * "日本 (JP)" / "Japan (JP)": the ISO name in the interface language, as the page's data names it
 * (lib/country-names.ts); the stored name for a code ISO does not list
 */
export const currencyCountry = (c: { country_name: string; country_code: string }, countries: CountryNames | undefined) =>
  countries?.[c.country_code] ?? c.country_name;
export const currencyName = (c: { country_name: string; country_code: string }, { countries }: { countries?: CountryNames }) =>
  `${currencyCountry(c, countries)} (${c.country_code})`;

export const exchangeRateName = (r: { site: string; currency: string; start_at: string; end_at: string }, { t }: { t: T }) =>
  `${siteName(t, r.site)} ${r.currency} ${formatUsWestDate(r.start_at)} – ${formatUsWestDate(r.end_at)}`;

export const benchmarkName = (b: { currency: string; effective_date: string }) => `${b.currency} ${b.effective_date}`;
