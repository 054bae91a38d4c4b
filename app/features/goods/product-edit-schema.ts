import * as z from "zod";
import { PRODUCT_STATUSES, parseMinor } from "./constants";

// The product form's one schema, read from the posted fields: sku.<id>.stock and
// sku.<id>.price.<site>, regrouped into { skus: { <id>: { stock, prices } } }.
const price = z
  .string()
  .trim()
  .refine((v) => (parseMinor(v) ?? 0) >= 1, "goods.error.price");
const skuShape = z.object({
  stock: z.coerce
    .number({ error: "goods.error.stock" })
    .int("goods.error.stock")
    .min(0, "goods.error.stock")
    .max(1_000_000, "goods.error.stock"),
  prices: z.record(z.string(), price),
});

export const productEditSchema = z.preprocess(
  (raw) => {
    const r = raw as Record<string, string>;
    const skus: Record<string, { stock?: string; prices: Record<string, string> }> = {};
    for (const [k, v] of Object.entries(r)) {
      const m = /^sku\.(\d+)\.(stock|price\.([a-z_0-9]+))$/.exec(k);
      if (!m) continue;
      const s = (skus[m[1]] ??= { prices: {} });
      if (m[2] === "stock") s.stock = v;
      else s.prices[m[3]] = v;
    }
    return { id: r.id, version: r.version, name: r.name, status: r.status, skus };
  },
  z.object({
    id: z.coerce.number().int().positive(),
    version: z.coerce.number().int().positive(),
    name: z.string().trim().min(1, "goods.error.required").max(200, "goods.error.max200"),
    status: z.enum(PRODUCT_STATUSES, { error: "goods.error.status" }),
    skus: z.record(z.string(), skuShape).optional(),
  }),
);

/** Posted field names and error paths of a SKU's inputs (joined, not templated: they are not catalog keys). */
export const skuInput = (...parts: (string | number)[]) => ["sku", ...parts].join(".");
export const skuError = (...parts: (string | number)[]) => ["skus", ...parts].join(".");
