// Bad input for one endpoint, derived from its declared schemas. Every case is meant to be refused:
// the generator changes one thing at a time on top of a baseline that parses, so a refusal names
// the field it was about and a success means a hole, not a lucky guess.
import type { Endpoint } from "../../server/http/router";
import { baselineOf, fieldsOf, sampleOf, type Field } from "./fuzz-schema";

export interface FuzzCase {
  name: string;
  method: string;
  /** path and query string, already encoded */
  url: string;
  headers?: Record<string, string>;
  body?: string | Blob;
  /** the status a careful API answers */
  status: number;
  /** a 422 must carry a field error under this key */
  field?: string;
}

const INT4_MAX = 2147483647;
const HUGE_BODY_STRING = "a".repeat(100_000);
// a query string has to stay under Node's 16 KB header limit to reach validation at all
const HUGE_QUERY_STRING = "a".repeat(10_000);
const NUL_STRING = "a\u0000b";
const BAD_DATES = ["2026-13-45", "yesterday", "2026-02-30", "0000-01-01", "20260101"];
const BAD_DATETIMES = ["2026-13-45T00:00:00Z", "yesterday", "2026-01-01", "2026-01-01T25:00:00Z", "0000-01-01T00:00:00Z"];
const BAD_PATH_IDS = ["0", "-1", "1.5", "abc", "1e20", String(INT4_MAX + 1), "99999999999999999999", "%00", "1%2F2", "null"];

type Pairs = [string, string][];
type Bad = [label: string, value: unknown];

function withQuery(path: string, pairs: Pairs): string {
  return pairs.length ? `${path}?${new URLSearchParams(pairs)}` : path;
}

function badStrings(f: Field, huge: string): Bad[] {
  const s = f.shape;
  const out: Bad[] = [
    ["huge string", huge],
    ["NUL character", NUL_STRING],
  ];
  if (s.kind === "enum") {
    const v = s.values[0];
    const other = v.toUpperCase() !== v ? v.toUpperCase() : v.toLowerCase();
    out.push(["unknown choice", "not-a-choice"], ["choice with a trailing space", `${v} `]);
    if (other !== v) out.push(["choice in other case", other]);
  }
  if (s.kind === "string") {
    if (s.format === "date") out.push(...BAD_DATES.map((d): Bad => [`date ${d}`, d]));
    if (s.format === "datetime") out.push(...BAD_DATETIMES.map((d): Bad => [`date-time ${d}`, d]));
    if (s.format === "regex") out.push(["off-pattern text", "!!"]);
  }
  return out;
}

function badNumbers(f: Field): Bad[] {
  if (f.shape.kind !== "number") return [];
  const { int, min, max } = f.shape;
  const out: Bad[] = [];
  if (int) {
    out.push(["non-integer 1.5", 1.5], ["1e20", 1e20], ["beyond int4", INT4_MAX + 1]);
    if (min >= 0) out.push(["negative", -1]);
    if (min > 0) out.push(["zero", 0]);
    if (Number.isFinite(max) && max < INT4_MAX) out.push(["one above the maximum", max + 1]);
  } else {
    // a decimal column has a precision; every number field needs bounds before it reaches one
    out.push(["1e308", 1e308], ["-1e308", -1e308]);
  }
  return out;
}

function bodyValues(f: Field): Bad[] {
  const kind = f.shape.kind;
  const wrongTypes: Bad[] = [
    ["null", null],
    ["object", {}],
    ["empty array", []],
    ["value wrapped in an array", [sampleOf(f)]],
  ];
  if (kind !== "string" && kind !== "enum") wrongTypes.push(["string", String(sampleOf(f))]);
  if (kind !== "number") wrongTypes.push(["number", 1]);
  if (kind !== "boolean") wrongTypes.push(["boolean", true]);
  const strings = kind === "string" || kind === "enum" ? badStrings(f, HUGE_BODY_STRING) : [];
  const s = f.shape;
  const refusesBlank = s.kind === "enum" ? !s.values.includes("") : s.kind === "string" && (s.minLength > 0 || s.format);
  if (refusesBlank) strings.push(["empty string", ""], ["blank string", "   "]);
  // a value the field's own schema takes is not bad input for it (a nullable field takes null)
  return [...wrongTypes, ...strings, ...badNumbers(f)].filter(([, v]) => !f.accepts?.(v));
}

function queryValues(f: Field): [string, string[]][] {
  const s = f.shape;
  const out: [string, string[]][] = [["repeated key", [String(sampleOf(f)), String(sampleOf(f))]]];
  if (s.kind === "number") {
    out.push(["text", ["abc"]], ["Infinity", ["Infinity"]]);
    for (const [label, v] of badNumbers(f)) out.push([label, [String(v)]]);
  } else if (s.kind === "enum" || s.kind === "string") {
    for (const [label, v] of badStrings(f, HUGE_QUERY_STRING)) out.push([label, [String(v)]]);
  } else if (s.kind === "boolean") out.push(["not a boolean", ["yes"]]);
  // an empty query value means "no filter", so it only counts as bad where the field is required
  if (f.required) out.push(["empty value", [""]]);
  return out;
}

function queryCases(e: Endpoint, path: string): FuzzCase[] {
  const fields = fieldsOf(e.query);
  const base = Object.entries(baselineOf(fields, true)) as Pairs;
  const cases: FuzzCase[] = [];
  const add = (name: string, pairs: Pairs, field?: string) =>
    cases.push({ name: `query ${name}`, method: e.method, url: withQuery(path, pairs), status: 422, field });
  for (const f of fields) {
    const rest = base.filter(([k]) => k !== f.name);
    if (f.required) add(`${f.name} missing`, rest, f.name);
    for (const [label, values] of queryValues(f))
      add(`${f.name}: ${label}`, [...rest, ...values.map((v): [string, string] => [f.name, v])], f.name);
  }
  for (const extra of ["__fuzz", "__proto__", "constructor"]) add(`unknown key ${extra}`, [...base, [extra, "1"]]);
  // a query past the 16 KB header limit is the HTTP parser's to refuse, before any endpoint is
  // chosen: a socket test of its own (fuzz.test.ts, "HTTP limits"), not a case of every endpoint
  return cases;
}

function bodyCases(e: Endpoint, path: string): FuzzCase[] {
  const fields = fieldsOf(e.body);
  const base = baselineOf(fields, false);
  const json = { "content-type": "application/json" };
  const cases: FuzzCase[] = [];
  const raw = (name: string, body: string | Blob, status: number, headers: Record<string, string> = json, field?: string) =>
    cases.push({ name: `body ${name}`, method: e.method, url: path, headers, body, status, field });
  const send = (name: string, value: unknown, field?: string) => raw(name, JSON.stringify(value), 422, json, field);

  for (const f of fields) {
    const { [f.name]: _dropped, ...rest } = base;
    if (f.required) send(`${f.name} missing`, rest, f.name);
    for (const [label, value] of bodyValues(f)) send(`${f.name}: ${label}`, { ...base, [f.name]: value }, f.name);
    if (f.shape.kind === "number") {
      const text = JSON.stringify({ ...base, [f.name]: "__INFINITY__" }).replace('"__INFINITY__"', "1e400");
      raw(`${f.name}: 1e400 (Infinity once parsed)`, text, 422, json, f.name);
    }
  }
  if (fields.some((f) => f.required)) send("empty object", {});
  send("unknown field", { ...base, __fuzz: 1 });
  send("constructor field", { ...base, constructor: 1 });
  raw("__proto__ field", JSON.stringify(base).replace(/^\{/, `{"__proto__":{"x":1}${Object.keys(base).length ? "," : ""}`), 422);
  for (const [label, value] of [
    ["null", null],
    ["array", []],
    ["array of the object", [base]],
    ["string", "text"],
    ["number", 7],
    ["boolean", true],
  ] as const) {
    send(`is ${label}`, value);
  }
  // nesting deep enough to overflow a recursive parser or validator, still well under 1 MB
  const deep = "[".repeat(100_000) + "]".repeat(100_000);
  raw("deeply nested array", deep, 422);
  raw("unknown field deeply nested", JSON.stringify({ ...base, __fuzz: 0 }).replace(/:0}$/, `:${deep}}`), 422);
  for (const bad of ['{"a":', "{'a':1}", "{} x", "\u0000", "[1,]"]) raw(`malformed JSON ${JSON.stringify(bad)}`, bad, 400);
  const text = JSON.stringify(base);
  raw("as text/plain", text, 415, { "content-type": "text/plain" });
  raw("as a form", "a=1", 415, { "content-type": "application/x-www-form-urlencoded" });
  raw("text/plain naming json in a parameter", text, 415, { "content-type": "text/plain; x=application/json" });
  raw("without a content type", new Blob([text]), 415, {});
  raw("over 1 MB", JSON.stringify({ ...base, __fuzz: "a".repeat(1_100_000) }), 413);
  return cases;
}

/** Path ids where the spec gives 0 a meaning (product_pool/pool/pick_products: "pool defaults to 0"). */
const ZERO_MEANS_NONE: Record<string, string[]> = {
  "/api/product_pool/pool/pick_products/{parent_pool_id}/{pool_id}/{categoryId}": ["parent_pool_id", "pool_id", "categoryId"],
};

function pathCases(e: Endpoint): FuzzCase[] {
  const keys = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return keys.flatMap((key) =>
    [
      ...BAD_PATH_IDS.filter((v) => !(v === "0" && ZERO_MEANS_NONE[e.path]?.includes(key))).map((v) => [v, 422] as const),
      ["%ZZ", 400] as const,
    ].map(([v, status]) => ({
      name: `path {${key}} = ${v}`,
      method: e.method,
      url: e.path.replace(`{${key}}`, v).replace(/\{\w+\}/g, "1"),
      status,
    })),
  );
}

/** An endpoint that reads its own multipart body (an upload): anything else is the wrong media type. */
function streamedCases(e: Endpoint, path: string): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const raw = (name: string, body: string | Blob, status: number, headers: Record<string, string>) =>
    cases.push({ name: `body ${name}`, method: e.method, url: path, headers, body, status });
  raw("as JSON", "{}", 415, { "content-type": "application/json" });
  raw("as a form", "file=x", 415, { "content-type": "application/x-www-form-urlencoded" });
  raw("as text/plain", "x", 415, { "content-type": "text/plain" });
  raw("without a content type", new Blob(["x"]), 415, {});
  raw("multipart without a boundary", "x", 415, { "content-type": "multipart/form-data" });
  raw("multipart that is not", "not multipart at all", 400, { "content-type": "multipart/form-data; boundary=zz" });
  raw("multipart without parts", "--zz--\r\n", 422, { "content-type": "multipart/form-data; boundary=zz" });
  return cases;
}

export function casesFor(e: Endpoint): FuzzCase[] {
  const path = e.path.replace(/\{\w+\}/g, "1");
  const body = e.method !== "POST" ? [] : e.stream ? streamedCases(e, path) : bodyCases(e, path);
  return [...pathCases(e), ...queryCases(e, path), ...body];
}
