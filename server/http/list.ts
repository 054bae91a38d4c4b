import * as z from "zod";
import type { Queryable } from "../db/client";
import { API_MESSAGES, oneLine } from "../../app/domain/one-line";

const INT4_MAX = 2147483647;

export const pageQuery = {
  // bounded like every integer: past int4 pages, (page - 1) * page_size stops being an exact offset
  page: z.coerce.number().int().min(1, "page must be 1 or more").max(INT4_MAX, "page is too large").default(1),
  page_size: z.coerce.number().int().min(1).max(100, "page_size must be at most 100").default(20),
};

// zod checks the calendar but takes year 0000, which PostgreSQL refuses; no record predates 1900
const from1900 = (v: string) => Number(v.slice(0, 4)) >= 1900;
/** A day (YYYY-MM-DD) and an instant with its offset, as query values and body fields. */
export const isoDate = z.iso.date({ error: "must be a date (YYYY-MM-DD)" }).refine(from1900, "must be in 1900 or later");
export const isoDateTime = z.iso.datetime({ offset: true, error: "must be an ISO date-time" }).refine(from1900, "must be in 1900 or later");

/** An id written as text (a path segment, a query value). */
export const positiveId = z.coerce
  .number({ error: "must be a positive integer" })
  .int("must be a positive integer")
  .positive("must be a positive integer")
  .max(INT4_MAX, "is too large");

/**
 * An id in a JSON body: a number. Coercing here would take `true` or `[1]` for record 1.
 */
export const idField = z
  .number({ error: "must be a positive integer" })
  .int("must be a positive integer")
  .positive("must be a positive integer")
  .max(INT4_MAX, "is too large");

/** The `version` an editor loaded; stored as int4, so anything larger cannot match and is refused. */
export const versionField = z
  .number({ error: "version is required" })
  .int("version must be a whole number")
  .positive("version is required")
  .max(INT4_MAX, "version is too large");

/**
 * Free text as people type it: trimmed, bounded, and without NUL, which PostgreSQL text cannot hold.
 */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !v.includes("\u0000"), "must not contain a NUL character");

/** One-line text (names, titles, purposes, codes): as `text`, and no line break or other control character. */
export const singleLine = (max: number) => oneLine(max, API_MESSAGES);

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * One page of a list, counted and fetched in SQL. `where` is built by the caller from validated
 * filters with $n placeholders; the count and the page run together.
 */
export async function paginate<T>(
  q: Queryable,
  opts: { select: string; from: string; where: string[]; params: unknown[]; orderBy: string; page: number; pageSize: number },
): Promise<Page<T>> {
  const where = opts.where.length ? `where ${opts.where.join(" and ")}` : "";
  const n = opts.params.length;
  const [rows, count] = await Promise.all([
    q.query<T>(`select ${opts.select} from ${opts.from} ${where} order by ${opts.orderBy} limit $${n + 1} offset $${n + 2}`, [
      ...opts.params,
      opts.pageSize,
      (opts.page - 1) * opts.pageSize,
    ]),
    q.query<{ total: number }>(`select count(*)::int as total from ${opts.from} ${where}`, opts.params),
  ]);
  return { list: rows, total: count[0]?.total ?? 0, page: opts.page, page_size: opts.pageSize };
}

/** An ilike pattern matching text that contains `s` literally (its % and _ are not wildcards). */
export const containing = (s: string) => `%${s.replace(/[%_\\]/g, "\\$&")}%`;

/** Collects filter clauses with numbered placeholders. */
export class Filters {
  where: string[] = [];
  params: unknown[] = [];
  add(clause: (p: string) => string, value: unknown) {
    if (value === undefined || value === null || value === "") return this;
    this.params.push(value);
    this.where.push(clause(`$${this.params.length}`));
    return this;
  }
}
