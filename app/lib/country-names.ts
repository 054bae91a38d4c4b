/**
 * Names of the countries one page shows, in its language (code → name), sent with the page's data
 * (lib/country-names.server.ts): the browser then never loads the whole ISO table (lib/countries.ts,
 * ~4.7 KB gzip) for a list that only names the countries of its rows.
 */
export type CountryNames = Readonly<Record<string, string>>;

/** the name the page was sent; the code itself for a code not in ISO 3166-1 */
export const countryLabel = (names: CountryNames | undefined, code: string) => names?.[code] ?? code;
