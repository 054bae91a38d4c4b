import { queryNumber } from "./query";

/**
 * The list state of a page read from its URL: filters (each kept only if valid), page, and the
 * open dialog. Invalid values are dropped rather than sent, so a hand-edited URL never errors.
 */
export function readListQuery<K extends string>(
  url: URL,
  filters: Record<K, (v: string) => boolean>,
): { filters: Partial<Record<K, string>>; page: number; filtered: boolean } {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(filters) as K[]) {
    const v = url.searchParams.get(key)?.trim();
    if (v && filters[key](v)) out[key] = v;
  }
  return { filters: out, page: queryNumber(url.searchParams.get("page"), 1, { max: 100000 }), filtered: Object.keys(out).length > 0 };
}

export const oneOf = (values: readonly string[]) => (v: string) => values.includes(v);
export const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
export const shortText = (v: string) => v.length <= 100;

/** A record id from the URL (?edit=42), or null. */
export function idParam(url: URL, name: string): number | null {
  const n = queryNumber(url.searchParams.get(name), 0, { max: 2147483647 });
  return n > 0 ? n : null;
}
