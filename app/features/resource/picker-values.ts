// What a form page's pickers show, loaded with the page: the records chosen (by id, whatever their
// state) and the search's results for the form's site. Pure types and value reading; the loading is
// in pickers.server.ts.
import type { PickerSource, PickRow } from "./pickers";

export interface PickerData {
  source: PickerSource;
  site: string;
  /** the search typed */
  q: string;
  /** the ids chosen, in the order chosen */
  chosen: number[];
  /** the chosen records, by id */
  rows: PickRow[];
  /** the search's results (the site's records in use, newest first) */
  results: PickRow[];
}

export type FormValues = Record<string, string | string[]>;

/** The values a plain GET search carried (`?pick=<field>&…`): one value, or a list where a name repeats. */
export function typedValues(params: URLSearchParams): FormValues {
  const out: FormValues = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

/** The ids a value holds ("12", ["12", "7"], [12], 12): positive whole numbers, at most 20. */
export function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === "" ? [] : [value];
  return list
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31)
    .slice(0, 20);
}
