// The budget form's line errors sit beside the row the person typed in (issue 41 §9): spare blank
// rows between filled ones are not lines, yet an error of a later row stays on that row.
import { describe, expect, it } from "vitest";
import { parseBudgetForm } from "../../app/features/market-tool/budget-schema";

const form = (pairs: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of pairs) f.append(k, v);
  return f;
};
const errorsOf = (s: ReturnType<typeof parseBudgetForm>) => (s.status === "success" ? undefined : s.error);
const head: [string, string][] = [
  ["department_id", "1"],
  ["site", "us"],
  ["currency", "USD"],
  ["purpose", "Summer campaign"],
  ["amount", "100.00"],
  ["period_start", "2026-06-01"],
  ["period_end", "2026-06-30"],
];

describe("budget line errors with blank rows between", () => {
  it("an amount that is not money, typed in the third row after a blank second, is refused on the third row", () => {
    const s = parseBudgetForm(
      form([
        ...head,
        ["lines[0].item", "Ads"],
        ["lines[0].amount", "60.00"],
        ["lines[1].item", ""],
        ["lines[1].amount", ""],
        ["lines[2].item", "Flyers"],
        ["lines[2].amount", "forty"],
        ["lines[3].item", ""],
        ["lines[3].amount", ""],
      ]),
    );
    expect(s.status).toBe("error");
    expect(errorsOf(s)).toEqual({ "lines[2].amount": ["budget.error.money"] });
  });

  it("an item left out in the fourth row, after two blank rows, is refused on the fourth row", () => {
    const s = parseBudgetForm(
      form([...head, ["lines[0].item", "Ads"], ["lines[0].amount", "60.00"], ["lines[3].item", ""], ["lines[3].amount", "40.00"]]),
    );
    expect(errorsOf(s)).toEqual({ "lines[3].item": ["budget.error.required"] });
  });

  it("the filled rows are the lines, in order, blank ones left out", () => {
    const s = parseBudgetForm(
      form([...head, ["lines[0].item", "Ads"], ["lines[0].amount", "60.00"], ["lines[2].item", "Flyers"], ["lines[2].amount", "40.00"]]),
    );
    expect(s.status).toBe("success");
    expect(s.status === "success" && s.value.lines).toEqual([
      { item: "Ads", amount: "60.00" },
      { item: "Flyers", amount: "40.00" },
    ]);
  });

  it("no filled row at all asks for a line", () => {
    const s = parseBudgetForm(
      form([...head, ["lines[0].item", ""], ["lines[0].amount", ""], ["lines[1].item", ""], ["lines[1].amount", ""]]),
    );
    expect(errorsOf(s)?.lines).toContain("budget.error.lines");
  });
});
