import type { UiLocale } from "./constants";
import { countryName, isCountryCode } from "./countries";
import type { CountryNames } from "./country-names";

const CODE = /^[A-Z]{2}$/;

/**
 * Every ISO country code found in what a loader sends (its rows, a record, log snapshots), with its
 * name in the page's language. Found by value rather than by field so that log snapshots, whose
 * shape is the API's, are covered too; a two-letter value that is no country code is left out.
 */
export function countryNamesIn(value: unknown, locale: UiLocale): CountryNames {
  const out: Record<string, string> = {};
  const visit = (v: unknown, depth: number) => {
    if (typeof v === "string") {
      if (CODE.test(v) && isCountryCode(v)) out[v] = countryName(v, locale);
    } else if (v && typeof v === "object" && depth < 8) for (const x of Object.values(v)) visit(x, depth + 1);
  };
  visit(value, 0);
  return out;
}
