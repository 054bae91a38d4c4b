import { ALL_SITES, CURRENCY_CODES, siteLabel } from "~/lib/constants";

// The choices the System screens offer in filters and forms.
export const SITES = { values: ALL_SITES, option: siteLabel };
export const CURRENCIES = { values: CURRENCY_CODES };
