// Reads an endpoint's declared zod schema far enough to build input for it: which fields it has,
// which are required, and what each one accepts. Only what the fuzz needs; anything it cannot read
// is "other" and still gets the type-confusion cases.
import type * as z from "zod";
import { kindSamples } from "./kind-samples";

export type Shape =
  | { kind: "string"; format: string | null; minLength: number; maxLength: number | null }
  | { kind: "number"; int: boolean; coerce: boolean; min: number; max: number }
  | { kind: "boolean" }
  | { kind: "enum"; values: string[] }
  | { kind: "other" };

export interface Field {
  name: string;
  required: boolean;
  shape: Shape;
  /** the field's own schema, to choose among samples of one name that areas shape differently */
  accepts?: (value: unknown) => boolean;
}

// zod keeps a schema's definition on `_zod.def`; the classic API adds getters such as `minValue`
// and `maxLength`. Neither is in the public types for an arbitrary ZodType, hence this view.
interface Introspectable {
  _zod: {
    def: { type: string; shape?: Record<string, Introspectable>; innerType?: Introspectable; in?: Introspectable; coerce?: boolean };
  };
  [getter: string]: unknown;
}

const view = (s: unknown) => s as Introspectable;

function unwrap(s: Introspectable): { inner: Introspectable; required: boolean } {
  let required = true;
  for (;;) {
    const d = s._zod.def;
    if ((d.type === "optional" || d.type === "default" || d.type === "nullable") && d.innerType) {
      if (d.type !== "nullable") required = false;
      s = d.innerType;
    } else if (d.type === "pipe" && d.in) {
      // an input check piped into a transform (e.g. "true"/"false" → boolean): the input side is what callers send
      s = d.in;
    } else return { inner: s, required };
  }
}

function shapeOf(s: Introspectable): Shape {
  switch (s._zod.def.type) {
    case "string":
      return {
        kind: "string",
        format: (s.format as string | null) ?? null,
        minLength: (s.minLength as number | null) ?? 0,
        maxLength: (s.maxLength as number | null) ?? null,
      };
    case "number":
      return {
        kind: "number",
        int: Boolean(s.isInt),
        coerce: Boolean(s._zod.def.coerce),
        min: (s.minValue as number | null) ?? -Infinity,
        max: (s.maxValue as number | null) ?? Infinity,
      };
    case "boolean":
      return { kind: "boolean" };
    case "enum":
      return { kind: "enum", values: (s.options as unknown[]).map(String) };
    default:
      return { kind: "other" };
  }
}

/** The top-level fields of an object schema (refinements on the object keep its shape in zod 4). */
export function fieldsOf(schema: z.ZodType | undefined): Field[] {
  if (!schema) return [];
  const shape = view(schema)._zod.def.shape;
  if (!shape) return [];
  return Object.entries(shape).map(([name, s]) => {
    const { inner, required } = unwrap(s);
    const parse = (s as unknown as z.ZodType).safeParse.bind(s);
    return { name, required, shape: shapeOf(inner), accepts: (v: unknown) => parse(v).success };
  });
}

// Formats and patterns a generic sample cannot satisfy are named here by field, not by endpoint, so
// a new endpoint reusing a field needs nothing; a new pattern makes the "baseline is valid" test fail.
// The kinds' fields (app/domain/kinds) need no line here: kind-samples.ts reads their declarations.
/** Several samples for one field name that areas shape differently. */
class Samples {
  values: unknown[];
  constructor(...values: unknown[]) {
    this.values = values;
  }
}

const FIELD_SAMPLES: Record<string, unknown> = {
  // goods: a review's product by its SPU code; algorithm weights are shares adding up to 100
  spu: "PP0000012",
  weight_sales: 40,
  weight_margin: 20,
  weight_newness: 25,
  weight_stock: 15,
  // address formats: the lines of a format, in order
  fields: [{ field: "first_name", required: true }],
  // events: a period that ends after it starts, and the lists of a batch
  end_at: "2031-01-02T00:00:00Z",
  languages: [{ language: "en", title: "x" }],
  slots: [{ start_at: "2031-01-01T01:00:00Z", end_at: "2031-01-01T02:00:00Z" }],
  // one name, two shapes (events' new SKUs, goods' saved products): the one the field accepts
  products: new Samples(
    [{ sku_code: "x", product_name: "x", price: "1", stock: 1 }],
    // an event's products from a pool: the name is the catalogue's, never sent (issue 41 §1)
    [{ sku_code: "x", price: "1", stock: 1 }],
    [{ id: 1, version: 1 }],
  ),
  prices: [{ id: 1, price: "1" }],
  stocks: [{ id: 1, stock: 1 }],
  up_orders: [{ id: 1, up_order: 0 }],
  discounts: [{ id: 1, discount: 0 }],
  priorities: [{ id: 1, special_priority: 0 }],
  product_ids: [1],
  changes: [{ product_id: 1, price: "1" }],
  // statistics' last day; translateEvent's target languages
  to: new Samples("2031-01-01", ["es"]),
  // reward records: a parcel's tracking number (6 to 40 letters, digits or -)
  tracking_no: "1Z999AA10123456784",
  // budgets: exact money as text, lines adding up to the amount, codes and prefixes in capitals
  amount: "1.00",
  cap: "1.00",
  lines: [{ item: "x", amount: "1.00" }],
  code: "ABCD",
  prefix: "AB",
  // goods: lists of product ids, SPU codes, and products to save
  ids: [1],
  spus: ["PP0000001"],
  // categories: the categories a product total asks about, the categories a pool is copied to
  category_ids: [1],
  target_category_ids: [2],
  // special offers: money as exact text, a site's currency, a period that ends after it starts, chosen products
  currency: "USD",
  threshold: "1.00",
  redeem_price: "1.00",
  // market discounts: a percentage or an amount, as text
  discount_off: "10",
  // wheel lotteries: slots whose probabilities add up to exactly 100 %
  prizes: [
    { name: "x", kind: "points", value: "10", probability: "50", stock: 1 },
    { name: "y", kind: "nothing", value: "", probability: "50", stock: null },
  ],
  // market vouchers: a percentage or an amount as text; a send's customers, one id or email a line
  voucher_off: "10",
  customers: "1\nann@example.com",
  // help center and contact us: texts per language, the English title required
  texts: { en: { title: "x" } },
  // labels: colours as #RRGGBB, events by number, sites as a comma-separated list
  text_color: "#FFFFFF",
  bg_color: "#E02020",
  event_ids: [1],
  sites: "us",
  // market tasks: what a task sends, as its kind says (a voucher's id first)
  reward_value: "1",
  // a batch decision on budget codes: each code with the version its examiner saw
  codes: [{ id: 1, version: 1 }],
};

const KIND_SAMPLES = kindSamples();

/** A value the field accepts, as JSON would carry it. */
export function sampleOf(f: Field): unknown {
  // a sample named for the field, when its schema takes it (one name may mean different things in
  // different areas: a budget's `code` is free text, a country's an ISO code)
  const named = FIELD_SAMPLES[f.name];
  const hand = named instanceof Samples ? named.values : f.name in FIELD_SAMPLES ? [named] : [];
  const candidates = [...hand, ...(KIND_SAMPLES.get(f.name) ?? [])];
  const fits = candidates.find((v) => f.accepts?.(v) ?? true);
  if (fits !== undefined) return fits;
  const s = f.shape;
  switch (s.kind) {
    case "enum":
      return s.values[0];
    case "boolean":
      return true;
    case "number":
      return Math.min(Math.max(1, Math.ceil(s.min)), s.max);
    case "string":
      if (s.format === "date") return "2031-01-01";
      if (s.format === "datetime") return "2031-01-01T00:00:00Z";
      return "x".repeat(Math.max(1, s.minLength));
    default:
      return "x";
  }
}

/** The smallest input that parses: required fields only, each with its sample. */
export function baselineOf(fields: Field[], asText: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (f.required) out[f.name] = asText ? String(sampleOf(f)) : sampleOf(f);
  return out;
}
