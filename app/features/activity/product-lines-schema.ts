import * as z from "zod";
import { message } from "~/lib/validation";
import { PRODUCT_LINE_NAME_MAX, parseProductLines, type LineRules } from "./product-lines";

/** A products textarea (./product-lines.ts) as a form field: empty is "required", else the first bad line is named. */
export const productLinesField = (rules: LineRules) =>
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
