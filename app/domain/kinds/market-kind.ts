import type { FieldDef, KindDef } from "./kind";

// What the market tool's kinds share: a list whose records open on a hidden form page, the API
// under /api/market with each kind's own change log, and the site a record is for.

/** A list route and its hidden form route: both read the records (the form page loads the record). */
export const listAndForm = (route: string, formRoute: string): Pick<KindDef, "route" | "formRoute" | "keys"> => ({
  route,
  formRoute,
  keys: { read: [route, formRoute] },
});

/** `/api/market/<plural>` lists, `/api/market/<one>` is the record's base, `<one>/logs` its change log. */
export const marketApi = (one: string, plural = `${one}s`): KindDef["api"] => ({
  list: `/api/market/${plural}`,
  one: `/api/market/${one}`,
  log: `/api/market/${one}/logs`,
});

/** The site a record is for, filtering the list; a new record starts on the US site, first in the form. */
export const siteField = {
  kind: "site",
  label: "common.site",
  column: "site_abbr",
  filter: "equals",
  default: "us",
  row: 1,
} satisfies FieldDef;
