// The one query serializer for every API call: keys sorted (so identical requests compare equal),
// strings trimmed, empty values dropped, arrays as repeated keys, dates as ISO strings.
export type QueryValue = string | number | boolean | Date | null | undefined | QueryValue[];

export function serializeQuery(params: Record<string, QueryValue> = {}): string {
  const out = new URLSearchParams();
  const push = (key: string, v: QueryValue) => {
    if (v === null || v === undefined) return;
    if (Array.isArray(v)) return v.forEach((x) => push(key, x));
    const s = v instanceof Date ? v.toISOString() : String(v).trim();
    if (s !== "") out.append(key, s);
  };
  for (const key of Object.keys(params).sort()) push(key, params[key]);
  return out.toString();
}

/** Reads page-style numbers from a URL with a fallback (spec: query-number parsing with fallback). */
export function queryNumber(value: string | null | undefined, fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < min || n > max) return fallback;
  return n;
}

/** Positive-integer check of the spec: false for 0, negatives and non-integers. */
export function isPositiveInteger(value: unknown): boolean {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n > 0;
}
