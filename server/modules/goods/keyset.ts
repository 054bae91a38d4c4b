import type { Queryable } from "../../db/client";

// Keyset pages over a descending integer key (newest first): `after` = the last key of the page
// before, `before` = the first key of the page after. No total is counted, so a page costs the
// same at any depth; one index probe each way says whether a page lies beyond.

export interface KeysetPage<T> {
  list: T[];
  page_size: number;
  /** cursor of the next (older) page: pass as `after` */
  next: number | null;
  /** cursor of the previous (newer) page: pass as `before` */
  prev: number | null;
}

export async function keysetPage<T extends Record<string, unknown>>(
  db: Queryable,
  opts: {
    select: string;
    from: string;
    /** the key column, e.g. p.id */
    key: string;
    /** its name in the selected rows */
    keyField: keyof T & string;
    where: string[];
    params: unknown[];
    after?: number;
    before?: number;
    pageSize: number;
    /** "asc": oldest first (productSort `oldest`); `next` then leads to higher keys */
    order?: "asc" | "desc";
    /**
     * The page's rows come as one JSON value, which the embedded engine decodes far faster than
     * a page of columns; the select must then give JSON-ready values (timestamps through `isoTime`).
     */
    json?: boolean;
  },
): Promise<KeysetPage<T>> {
  // the comparisons and directions of "further along" and "back", newest first unless asked
  const [on, back, down, up] = opts.order === "asc" ? ([">", "<", "asc", "desc"] as const) : (["<", ">", "desc", "asc"] as const);
  const n = opts.params.length;
  const where = (extra: string[]) => {
    const all = [...opts.where, ...extra];
    return all.length ? `where ${all.join(" and ")}` : "";
  };
  // one row more than the page says whether the page has a neighbour in the direction read; the
  // other neighbour needs a probe only when the page was opened from a cursor
  const page = async (cond: string | null, cursor: number | undefined, dir: "asc" | "desc") => {
    const sql = `select ${opts.select} from ${opts.from} ${where(cond ? [`${opts.key} ${cond} $${n + 1}`] : [])} order by ${opts.key} ${dir} limit $${n + (cond ? 2 : 1)}`;
    const params = [...opts.params, ...(cond ? [cursor] : []), opts.pageSize + 1];
    if (!opts.json) return db.query<T>(sql, params);
    const [{ rows }] = await db.query<{ rows: T[] }>(
      `select coalesce(json_agg(x order by x."${opts.keyField}" ${dir}), '[]') as rows from (${sql}) x`,
      params,
    );
    return rows;
  };
  const exists = async (cond: string, key: number) =>
    (await db.query(`select 1 from ${opts.from} ${where([`${opts.key} ${cond} $${n + 1}`])} limit 1`, [...opts.params, key])).length > 0;
  const read = opts.before ? await page(back, opts.before, up) : await page(opts.after ? on : null, opts.after, down);
  const beyond = read.length > opts.pageSize;
  const rows = read.slice(0, opts.pageSize);
  if (opts.before) rows.reverse();
  if (!rows.length) return { list: [], page_size: opts.pageSize, next: null, prev: null };
  const first = Number(rows[0][opts.keyField]);
  const last = Number(rows[rows.length - 1][opts.keyField]);
  const [older, newer] = opts.before ? [await exists(on, last), beyond] : [beyond, opts.after ? await exists(back, first) : false];
  return { list: rows, page_size: opts.pageSize, next: older ? last : null, prev: newer ? first : null };
}

/** A timestamp column as JSON gives it from a Date (ISO 8601 in UTC to the millisecond), named `as`. */
export const isoTime = (col: string, as: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${as}`;

/** How many rows match, counted up to `cap` (an index-only walk at most `cap` long); null past it. */
export async function cappedCount(
  db: Queryable,
  from: string,
  where: string[],
  params: unknown[],
  cap: number,
): Promise<{ count: number; more: boolean }> {
  const w = where.length ? `where ${where.join(" and ")}` : "";
  const rows = await db.query<{ n: number }>(`select count(*)::int as n from (select 1 from ${from} ${w} limit ${cap + 1}) x`, params);
  return cappedOf(rows[0]?.n ?? 0, cap);
}

/** A count taken up to `cap + 1` rows, as callers see it: the cap and `more` past it. */
export const cappedOf = (n: number, cap: number) => (n > cap ? { count: cap, more: true } : { count: n, more: false });
