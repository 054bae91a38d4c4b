// Products typed one per line in a textarea, in order (line 1 is position 1): the rankings'
// `code, name` and the exclusive offers' `code, price, name`. Pure: the browser's form check, the
// console's action and the tests read them the same way.

/** the product code as the goods catalogue spells it (products are referenced by it, as the special offers do) */
export const PRODUCT_LINE_CODE = /^[A-Za-z0-9_-]{1,40}$/;
export const PRODUCT_LINE_NAME_MAX = 200;
/** an exact amount with at most two decimals */
const PRICE = /^\d{1,9}(\.\d{1,2})?$/;

/** what can be wrong with a line (the form names the line) */
export const PRODUCT_LINE_PROBLEMS = ["format", "code", "name", "price", "repeated", "tooMany"] as const;
export type ProductLineProblem = (typeof PRODUCT_LINE_PROBLEMS)[number];
/** the form's message keys (`plines.v.<key>`): the problems, and the format of lines with a price */
export const PRODUCT_LINE_MESSAGES = [...PRODUCT_LINE_PROBLEMS, "formatPrice"] as const;

export interface ProductLine {
  position: number;
  product_code: string;
  product_name: string;
  /** exact text with two decimals ("9.90"), when the lines carry a price */
  price?: string;
}

export interface LineRules {
  /** most lines */
  max: number;
  /** a price column between code and name, in [0.01, max] */
  price?: { max: number };
}

/** The lines → products; empty lines are skipped, codes upper-cased; the first bad line is reported by its number. */
export function parseProductLines(
  text: string,
  rules: LineRules,
): { ok: true; products: ProductLine[] } | { ok: false; line: number; problem: ProductLineProblem | "none" } {
  const products: ProductLine[] = [];
  const seen = new Set<string>();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].trim();
    if (!raw) continue;
    const bad = (problem: ProductLineProblem) => ({ ok: false as const, line: i + 1, problem });
    const parts = raw.split(",");
    const columns = rules.price ? 3 : 2;
    if (parts.length < columns) return bad("format");
    const code = parts[0].trim().toUpperCase();
    const price = rules.price ? parts[1].trim() : undefined;
    const name = parts
      .slice(columns - 1)
      .join(",")
      .trim();
    if (!PRODUCT_LINE_CODE.test(code)) return bad("code");
    if (rules.price && (!PRICE.test(price!) || Number(price) < 0.01 || Number(price) > rules.price.max)) return bad("price");
    if (!name || name.length > PRODUCT_LINE_NAME_MAX) return bad("name");
    if (seen.has(code)) return bad("repeated");
    seen.add(code);
    products.push({
      position: products.length + 1,
      product_code: code,
      product_name: name,
      ...(rules.price ? { price: Number(price).toFixed(2) } : {}),
    });
    if (products.length > rules.max) return bad("tooMany");
  }
  if (!products.length) return { ok: false, line: 0, problem: "none" };
  return { ok: true, products };
}

/** The products as the form shows them again, one line each in position order. */
export const productLines = (products: { product_code: string; product_name: string; price?: string }[]) =>
  products
    .map((p) => (p.price === undefined ? `${p.product_code}, ${p.product_name}` : `${p.product_code}, ${p.price}, ${p.product_name}`))
    .join("\n");
