import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES, CONTENT_LANGUAGES, CURRENCY_CODES } from "~/lib/constants";
import { choiceOf, intBetween, message } from "~/lib/validation";
import { PROMOTION_STRATEGIES } from "~/domain/event-targeting";
import { PRODUCT_LIMITS } from "./kinds";

// The events screens' forms: one schema each, checked by conform in the browser and again by the
// action. Times are typed in US West as YYYY-MM-DD HH:mm:ss; the action converts them to UTC.
const required = { error: "v.required" };
const optionalText = (max: number) => z.string().trim().max(max, message("v.tooLong", { max })).optional();
export const TIME_SHAPE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const time = z.string(required).trim().regex(TIME_SHAPE, "event.v.time");
const optionalTime = z.string().trim().regex(TIME_SHAPE, "event.v.time").optional();
const id = z.number().int().positive();
/** Money as typed: exact decimal text, more than 0, at most 4 places (the currency may allow fewer: the API says so). */
export const moneyField = z
  .string(required)
  .trim()
  .regex(/^\d{1,7}(\.\d{1,4})?$/, "event.v.money")
  .refine((v) => Number(v) > 0, "event.v.positive")
  .refine((v) => Number(v) <= PRODUCT_LIMITS.price.max, message("v.between", { min: "0.01", max: PRODUCT_LIMITS.price.max }));
const stockField = intBetween(PRODUCT_LIMITS.stock.min, PRODUCT_LIMITS.stock.max);

/** Up to six flash-sale slots, as rows of the form. */
export const SLOT_ROWS = [1, 2, 3, 4, 5, 6] as const;

const languageFields = Object.fromEntries(
  CONTENT_LANGUAGES.flatMap((l) => [
    [`title_${l}`, optionalText(120)],
    [`description_${l}`, optionalText(2000)],
  ]),
);
const slotFields = Object.fromEntries(
  SLOT_ROWS.flatMap((n) => [
    [`slot_${n}_start`, optionalTime],
    [`slot_${n}_end`, optionalTime],
  ]),
);
const later = (a: string, b: string) => a < b; // both in one zone and one shape: text order is time order

export const eventSchema = z
  .object({
    id: id.optional(),
    version: id.optional(),
    name: oneLine(120).pipe(z.string().min(1, "v.required")),
    site: choiceOf(ALL_SITES as [string, ...string[]]),
    currency: choiceOf(CURRENCY_CODES),
    start_at: time,
    end_at: time,
    /** a daily-specials category id, or empty for none (the API checks it is of the event's site) */
    event_category: z
      .string()
      .trim()
      .regex(/^\d{0,10}$/, "v.notAnOption")
      .optional(),
    promotion_strategy: choiceOf(PROMOTION_STRATEGIES),
    ...languageFields,
    ...slotFields,
  })
  .refine((v) => later(String(v.start_at), String(v.end_at)), {
    message: "event.v.endAfterStart",
    path: ["end_at"],
    when: (p) => !p.issues.some((i) => i.path?.[0] === "start_at" || i.path?.[0] === "end_at"),
  })
  .refine((v) => CONTENT_LANGUAGES.some((l) => (v as Record<string, unknown>)[`title_${l}`]), {
    message: "event.v.oneLanguage",
    path: ["title_en"],
  });
export type EventForm = z.infer<typeof eventSchema>;

/** "SKU, price, stock" per line (pasted or typed); the product's name is the catalogue's, not the line's. */
export const addProductsSchema = z.object({
  version: id,
  lines: z
    .string(required)
    .trim()
    .min(1, "v.required")
    .max(200_000, message("v.tooLong", { max: 200_000 })),
});

export interface ProductLine {
  sku_code: string;
  price: string;
  stock: number;
}
/**
 * The lines as products, or the first line that is not one (1-based). The SKU is the first cell,
 * price and stock the last two: a line pasted with the old name column between them still reads,
 * and the name in it is not used.
 */
export function parseLines(lines: string): { ok: true; products: ProductLine[] } | { ok: false; line: number } {
  const products: ProductLine[] = [];
  const rows = lines.split(/\r?\n/);
  for (const [i, raw] of rows.entries()) {
    if (!raw.trim()) continue;
    const cells = raw.split(/\t|,/).map((c) => c.trim());
    if (cells.length < 3) return { ok: false, line: i + 1 };
    const sku = cells[0];
    const stock = cells[cells.length - 1];
    const price = cells[cells.length - 2];
    if (!sku || !/^\d+$/.test(stock)) return { ok: false, line: i + 1 };
    products.push({ sku_code: sku, price, stock: Number(stock) });
  }
  return products.length ? { ok: true, products } : { ok: false, line: 1 };
}

/** One product row of a draft, saved as a whole: each figure that changed goes to its endpoint. */
export const productRowSchema = z.object({
  version: id,
  product_id: id,
  price: moneyField,
  stock: stockField,
  up_order: intBetween(PRODUCT_LIMITS.up_order.min, PRODUCT_LIMITS.up_order.max),
  discount: intBetween(PRODUCT_LIMITS.discount.min, PRODUCT_LIMITS.discount.max),
  special_priority: intBetween(PRODUCT_LIMITS.special_priority.min, PRODUCT_LIMITS.special_priority.max),
});

export const removeSchema = z.object({ version: id, product_ids: z.array(id).min(1, "v.required") });

/** The revision form: the rows of one page of products (p_<id>_price …), and a note. */
export const revisionSchema = z.object({
  event_id: id,
  id: id.optional(),
  version: id.optional(),
  note: optionalText(500),
  rows: z
    .array(
      z.object({
        product_id: id,
        price: moneyField,
        stock: stockField,
        discount: intBetween(PRODUCT_LIMITS.discount.min, PRODUCT_LIMITS.discount.max),
      }),
    )
    .min(1, "v.required"),
});

export const reviewSchema = z.object({ id, note: optionalText(500) });
