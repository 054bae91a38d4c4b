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
  /** false where the picker lists nothing until a search is made (`searchFirst` in pickers.server.ts) */
  searched?: boolean;
  /** after adding the ticked records' products to a list: what was not added, said beside the picker */
  notice?: string;
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

/**
 * Rows a GET carried as `list[i].box` names (a wheel's prize slots) as the form's nested values:
 * `{ list: [{ box }] }`, in index order; other values as they came.
 */
export function nestRows(values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const lists = new Map<string, Record<string, unknown>[]>();
  for (const [key, v] of Object.entries(values)) {
    const m = /^([a-z_]+)\[(\d{1,2})\]\.([a-z_]+)$/.exec(key);
    if (!m) {
      out[key] = v;
      continue;
    }
    const list = lists.get(m[1]) ?? lists.set(m[1], []).get(m[1])!;
    (list[Number(m[2])] ??= {})[m[3]] = Array.isArray(v) ? v[0] : v;
  }
  // a list posted with a gap (no row 1 but a row 2) reads as consecutive rows
  for (const [k, list] of lists) out[k] = list.filter(Boolean);
  return out;
}
