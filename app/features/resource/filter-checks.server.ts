import { isCountryCode } from "~/lib/countries";
import type { Lifecycle } from "~/lib/lifecycle";
import { isDate, oneOf, shortText } from "~/lib/list-query";
import type { FilterSpec } from "./screen";

// Server only: a country filter's check needs the whole ISO table, which the lists' first load does not carry.
/** The filter parameters the list reads from its URL, each with its check (invalid ones are dropped). */
export function filterChecks(def: { list: { filters: FilterSpec[] }; lifecycle?: Lifecycle }): Record<string, (v: string) => boolean> {
  const out: Record<string, (v: string) => boolean> = {};
  for (const f of def.list.filters) {
    if (f.kind === "state") {
      if (def.lifecycle) out[def.lifecycle.field] = oneOf(Object.values(def.lifecycle.states).map((s) => String(s.value)));
    } else if (f.kind === "country") out[f.name] = isCountryCode;
    else out[f.name] = f.kind === "select" ? oneOf(f.values) : f.kind === "date" ? isDate : shortText;
  }
  return out;
}
