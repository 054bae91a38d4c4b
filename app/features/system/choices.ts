import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import type { T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";

// The choices the System screens offer in filters and forms.
// sites by their names in the interface language
export const SITES = { values: ALL_SITES, option: (abbr: string, t: T) => siteName(t, abbr) };
export const CURRENCIES = { values: CURRENCY_CODES };
