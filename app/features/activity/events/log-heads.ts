import type { LogEntry } from "./types";

/**
 * How many SKUs of one log entry the detail page lists; the rest is "and N more". The API sends 20
 * (migration 338): ten entries of 20 lines each made the log a wall of text below the products and
 * a third of the page's server time (an event of 10,000 products, issue 11).
 */
export const LOG_SKUS_SHOWN = 5;

const head = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.slice(0, LOG_SKUS_SHOWN);
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.rows)) return { ...o, rows: o.rows.slice(0, LOG_SKUS_SHOWN) };
    if (Array.isArray(o.changes)) return { ...o, changes: o.changes.slice(0, LOG_SKUS_SHOWN) };
  }
  return v;
};

/** The entries as the page lists them: the SKU lists of each (the value itself, its rows or changes) cut to their head. */
export const logHeads = (list: LogEntry[]): LogEntry[] => list.map((e) => ({ ...e, before: head(e.before), after: head(e.after) }));
