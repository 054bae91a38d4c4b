import { queryNumber } from "./query";

/** The page sizes every list offers; the first is the default. */
export const PAGE_SIZES = [20, 50, 100] as const;

/** A sort value of the URL ("key" or "-key") when `key` is one the list sorts by. */
export function sortParam(value: string | null | undefined, keys: readonly string[]): string | undefined {
  if (!value) return undefined;
  return keys.includes(value.replace(/^-/, "")) ? value : undefined;
}

/**
 * The list state of a page read from its URL: filters (each kept only if valid), page, page size
 * and sort, and the open dialog. Invalid values are dropped rather than sent, so a hand-edited URL
 * never errors. `paging` is what the API's list endpoints take besides the filters (the sort as
 * `sort=<key>&order=asc|desc`).
 */
export function readListQuery<K extends string>(
  url: URL,
  filters: Record<K, (v: string) => boolean>,
  { sort = [] }: { sort?: readonly string[] } = {},
): {
  filters: Partial<Record<K, string>>;
  page: number;
  filtered: boolean;
  paging: { page: number; page_size: number; sort?: string; order?: "asc" | "desc" };
} {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(filters) as K[]) {
    const v = url.searchParams.get(key)?.trim();
    if (v && filters[key](v)) out[key] = v;
  }
  const page = queryNumber(url.searchParams.get("page"), 1, { max: 100000 });
  const page_size = pageSizeOf(url);
  // the URL says "key" or "-key"; the API takes sort=<key>&order=asc|desc
  const by = sortParam(url.searchParams.get("sort"), sort);
  const order = by ? (by.startsWith("-") ? "desc" : "asc") : undefined;
  return { filters: out, page, filtered: Object.keys(out).length > 0, paging: { page, page_size, sort: by?.replace(/^-/, ""), order } };
}

export const oneOf = (values: readonly string[]) => (v: string) => values.includes(v);
export const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
export const shortText = (v: string) => v.length <= 100;

/** A record id from the URL (?edit=42), or null. */
export function idParam(url: URL, name: string): number | null {
  const n = queryNumber(url.searchParams.get(name), 0, { max: 2147483647 });
  return n > 0 ? n : null;
}

/** The change log's filters in the page URL (log_actor, log_from, log_to) as the API's log endpoints take them. */
export function readLogQuery(url: URL): { actor?: string; date_from?: string; date_to?: string } {
  const get = (k: string, ok: (v: string) => boolean) => {
    const v = url.searchParams.get(k)?.trim();
    return v && ok(v) ? v : undefined;
  };
  return { actor: get("log_actor", shortText), date_from: get("log_from", isDate), date_to: get("log_to", isDate) };
}

/** The URL's page size when it is one of 20/50/100, else 20. */
export function pageSizeOf(url: URL): number {
  const size = Number(url.searchParams.get("page_size"));
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0];
}
