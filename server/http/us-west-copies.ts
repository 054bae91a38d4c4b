import { formatUsWest } from "../../app/lib/time";

// Spec section 3: start_at, end_at, created_at and updated_at travel in UTC, each with a display copy
// (suffix _transform) in US West, "YYYY-MM-DD HH:mm:ss". Added to every answer's records on the way
// out, so no endpoint can forget them.

const TIMES = ["start_at", "end_at", "created_at", "updated_at"] as const;
/** a change log's snapshots: what was stored, shown field by field as stored (a copy would be a change of its own) */
const SNAPSHOTS = new Set(["before", "after"]);
/** deeper than any answer goes; a guard against a cycle, not a limit anyone meets */
const MAX_DEPTH = 8;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** The answer with the US West copies beside its times (the objects it holds are changed in place). */
export function withUsWestCopies<T>(data: T, depth = 0): T {
  if (depth > MAX_DEPTH) return data;
  if (Array.isArray(data)) {
    for (const item of data) withUsWestCopies(item, depth + 1);
  } else if (isRecord(data)) {
    const record: Record<string, unknown> = data;
    for (const [key, value] of Object.entries(record)) {
      if (value !== null && typeof value === "object" && !SNAPSHOTS.has(key)) withUsWestCopies(value, depth + 1);
    }
    for (const key of TIMES) {
      const value = record[key];
      if ((value instanceof Date || typeof value === "string") && !(`${key}_transform` in record)) {
        const shown = formatUsWest(value);
        if (shown) record[`${key}_transform`] = shown;
      }
    }
  }
  return data;
}
