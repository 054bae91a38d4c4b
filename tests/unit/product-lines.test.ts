// Rankings and exclusive offers: the products typed one per line (`CODE, name`, or `CODE, price, name`),
// in order, as the forms and the console actions read them.
import { describe, expect, it } from "vitest";
import { parseProductLines as parse, productLines } from "~/features/activity/product-lines";
import { rankingKind } from "~/domain/kinds/ranking";
import { formSchema } from "~/domain/kinds/schemas";

// the ranking form's schema, from its kind
const rankingSchema = formSchema(rankingKind);
const parseProductLines = (text: string) => parse(text, { max: 50 });

describe("product lines", () => {
  it("numbers the positions in line order, skips blank lines, upper-cases codes and keeps commas in names", () => {
    expect(parseProductLines("ts-2002, Striped tee\n\n  JK-1001 , Rain jacket, yellow \r\nUM-1101,Dino umbrella")).toEqual({
      ok: true,
      products: [
        { position: 1, product_code: "TS-2002", product_name: "Striped tee" },
        { position: 2, product_code: "JK-1001", product_name: "Rain jacket, yellow" },
        { position: 3, product_code: "UM-1101", product_name: "Dino umbrella" },
      ],
    });
  });

  it("names the first bad line and what is wrong with it", () => {
    expect(parseProductLines("A-1, one\nno comma here")).toEqual({ ok: false, line: 2, problem: "format" });
    expect(parseProductLines("A 1, one")).toEqual({ ok: false, line: 1, problem: "code" });
    expect(parseProductLines("A-1,   ")).toEqual({ ok: false, line: 1, problem: "name" });
    expect(parseProductLines(`A-1, ${"x".repeat(201)}`)).toEqual({ ok: false, line: 1, problem: "name" });
    expect(parseProductLines("A-1, one\nB-2, two\na-1, again")).toEqual({ ok: false, line: 3, problem: "repeated" });
    expect(parseProductLines("\n \n")).toEqual({ ok: false, line: 0, problem: "none" });
    const fifty = Array.from({ length: 50 }, (_, i) => `P-${i}, Product ${i}`).join("\n");
    expect(parseProductLines(fifty).ok).toBe(true);
    expect(parseProductLines(`${fifty}\nP-50, one too many`)).toEqual({ ok: false, line: 51, problem: "tooMany" });
  });

  it("with a price column: exact amounts 0.01–max with at most two decimals, normalised to two", () => {
    const priced = (text: string) => parse(text, { max: 50, price: { max: 1000 } });
    expect(priced("sw-1, 9.9, Sun hat, wide brim")).toEqual({
      ok: true,
      products: [{ position: 1, product_code: "SW-1", price: "9.90", product_name: "Sun hat, wide brim" }],
    });
    expect(priced("SW-1, Sun hat")).toEqual({ ok: false, line: 1, problem: "format" });
    expect(priced("SW-1, 0, Sun hat")).toEqual({ ok: false, line: 1, problem: "price" });
    expect(priced("SW-1, 9.999, Sun hat")).toEqual({ ok: false, line: 1, problem: "price" });
    expect(priced("SW-1, 1000.01, Sun hat")).toEqual({ ok: false, line: 1, problem: "price" });
    expect(priced("SW-1, 1000, Sun hat").ok).toBe(true);
    expect(productLines([{ product_code: "SW-1", price: "9.90", product_name: "Sun hat" }])).toBe("SW-1, 9.90, Sun hat");
  });

  it("writes the lines back as the form shows them", () => {
    expect(
      productLines([
        { product_code: "A-1", product_name: "One" },
        { product_code: "B-2", product_name: "Two" },
      ]),
    ).toBe("A-1, One\nB-2, Two");
  });

  it("the form reports every field at once: empty products are required, days in order", () => {
    const res = rankingSchema.safeParse({
      name: "Top",
      site: "us",
      metric: "best_sellers",
      start_day: "2031-03-10",
      end_day: "2031-03-09",
      products: "",
    });
    expect(res.success).toBe(false);
    const byField = Object.fromEntries(res.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({ products: "v.required", end_day: "v.endBeforeStart" });
  });
});
