// One-line form fields refuse control characters in the console too (issue 39 point 4): the budget
// form's purpose and line items and a code's name carry the "one line" message next to the field,
// in zh and en. Expected texts written out from the catalogs' wording.
import { describe, expect, it } from "vitest";
import { en } from "../../app/locales/en";
import { zh } from "../../app/locales/zh";
import { budgetFormSchema } from "../../app/features/market-tool/budget-schema";
import { codeEditSchema } from "../../app/features/market-tool/code-schema";
import { hasControlChars } from "../../app/domain/one-line";

const form = (over: Record<string, unknown> = {}) => ({
  department_id: "1",
  site: "ca",
  currency: "CAD",
  purpose: "Fall fleece launch",
  amount: "10.00",
  period_start: "2031-09-01",
  period_end: "2031-10-31",
  lines: [{ item: "Ads", amount: "10.00" }],
  ...over,
});

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("one-line fields in the console's forms", () => {
  it("a purpose with a line break and an item with a tab get the one-line message next to them", () => {
    expect(budgetFormSchema.safeParse(form()).success).toBe(true);
    const r = budgetFormSchema.safeParse(
      form({ purpose: "Fall fleece\nOpen the record:\nhttps://evil.example", lines: [{ item: "A\tds", amount: "10.00" }] }),
    );
    expect(errorsOf(r)).toEqual({ purpose: "v.oneLine", "lines.0.item": "v.oneLine" });
    expect(en["v.oneLine"]).toBe("Must be one line: no line breaks, tabs or other control characters");
    expect(zh["v.oneLine"]).toBe("只能填写一行：不能含换行、制表符或其他控制字符");
  });

  it("a code's name with a right-to-left override is refused; its length message stays the area's", () => {
    expect(errorsOf(codeEditSchema.safeParse({ id: "1", version: "1", name: "Gift \u202Egpj.exe", cap: "1.00" }))).toEqual({
      name: "v.oneLine",
    });
    expect(errorsOf(codeEditSchema.safeParse({ id: "1", version: "1", name: "x".repeat(101), cap: "1.00" }))).toEqual({
      name: "budgetcode.error.nameLength",
    });
  });

  it("what counts as a control character: C0, DEL, C1, line separators, bidi marks; not ordinary text", () => {
    for (const c of ["\r", "\n", "\t", "\u0000", "\u001b", "\u007f", "\u0085", "\u2028", "\u200f", "\u202e", "\u2066"])
      expect(hasControlChars(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const s of ["Fall fleece", "秋季抓绒 – 加拿大", "Café №5 · 50%", "עברית"]) expect(hasControlChars(s)).toBe(false);
  });
});
