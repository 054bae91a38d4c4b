// A kind's child collection of products (field kind "productLines"): typed in the form one
// `code[, price], name` per line (features/activity/product-lines.ts), sent to the API as an array in
// order, stored as JSON with positions 1…n. Both halves' rules are here.
import * as z from "zod";
import { PRODUCT_LINE_CODE, PRODUCT_LINE_NAME_MAX, parseProductLines, type LineRules } from "../../features/activity/product-lines";
import { message } from "../../lib/validation-message";
import { API_MESSAGES, oneLine } from "../one-line";

/** The API's rule: 1…max products, each a code (stored upper case), its price as exact text where the lines carry one, and its name; no code twice. */
export function productLinesApi(rules: LineRules) {
  const price = rules.price
    ? {
        price: z
          .string({ error: 'must be an amount written as text, e.g. "49.00"' })
          .trim()
          .regex(/^\d{1,9}(\.\d{1,2})?$/, "must be an amount with at most 2 decimal places")
          .refine((v) => Number(v) > 0 && Number(v) <= rules.price!.max, `must be between 0.01 and ${rules.price.max}`)
          .transform((v) => Number(v).toFixed(2)),
      }
    : {};
  const product = z.strictObject({
    product_code: z
      .string()
      .trim()
      .regex(PRODUCT_LINE_CODE, "must be 1–40 letters, digits, - or _")
      .transform((v) => v.toUpperCase()),
    ...price,
    product_name: oneLine(PRODUCT_LINE_NAME_MAX, API_MESSAGES).min(1, "product_name is required"),
  });
  return z
    .array(product)
    .min(1, "at least one product is required")
    .max(rules.max, `at most ${rules.max} products`)
    .refine((ps) => new Set(ps.map((p) => p.product_code)).size === ps.length, "a product code appears twice");
}

/** The form's rule of the textarea: empty is "required", else the first bad line is named. */
export const productLinesForm = (rules: LineRules) =>
  z.string({ error: "v.required" }).superRefine((text, ctx) => {
    const parsed = parseProductLines(text, rules);
    if (parsed.ok) return;
    if (parsed.problem === "none") {
      ctx.addIssue({ code: "custom", message: "v.required" });
      return;
    }
    const max = parsed.problem === "tooMany" ? rules.max : parsed.problem === "price" ? (rules.price?.max ?? 0) : PRODUCT_LINE_NAME_MAX;
    const key = parsed.problem === "format" && rules.price ? "formatPrice" : parsed.problem;
    ctx.addIssue({ code: "custom", message: message(`plines.v.${key}`, { line: parsed.line, max }) });
  });

/** The typed lines as the API takes them (positions are the array's order). */
export function linesToBody(text: string, rules: LineRules) {
  const parsed = parseProductLines(text, rules);
  return parsed.ok ? parsed.products.map(({ position: _p, ...rest }) => rest) : [];
}
