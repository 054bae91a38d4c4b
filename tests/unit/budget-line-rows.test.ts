// The budget form's line rows (issue 41 §9): added and removed without saving, blank rows kept as the
// person sees them, at most the API's 20 lines, and the running total against the amount.
import { describe, expect, it } from "vitest";
import { openingRows, postedRows, runningTotal, withLineAdded, withLineRemoved } from "../../app/features/market-tool/budget-line-rows";

const form = (pairs: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of pairs) f.append(k, v);
  return f;
};
const blank = { item: "", amount: "" };

describe("budget line rows", () => {
  it("reads the posted rows in order, blank rows in between kept, other fields ignored", () => {
    const f = form([
      ["purpose", "Summer"],
      ["lines[1].item", "Flyers"],
      ["lines[0].item", "Ads"],
      ["lines[0].amount", "600.00"],
      ["lines[1].amount", "40.50"],
      ["lines[3].item", "Radio"],
    ]);
    expect(postedRows(f)).toEqual([
      { item: "Ads", amount: "600.00" },
      { item: "Flyers", amount: "40.50" },
      blank,
      { item: "Radio", amount: "" },
    ]);
  });

  it("never reads more than 20 rows", () => {
    const f = form(Array.from({ length: 30 }, (_, i) => [`lines[${i}].item`, `Item ${i}`] as [string, string]));
    expect(postedRows(f)).toHaveLength(20);
    expect(postedRows(form([["lines[25].item", "far"]]))).toEqual([]);
  });

  it("adds a blank row at the end, but not a 21st", () => {
    expect(withLineAdded([{ item: "Ads", amount: "1" }])).toEqual([{ item: "Ads", amount: "1" }, blank]);
    const twenty = Array.from({ length: 20 }, () => ({ item: "x", amount: "1" }));
    expect(withLineAdded(twenty)).toHaveLength(20);
  });

  it("removes the named row and keeps the others in order; removing the last leaves one blank row", () => {
    const rows = [
      { item: "A", amount: "1" },
      { item: "B", amount: "2" },
      { item: "C", amount: "3" },
    ];
    expect(withLineRemoved(rows, 1)).toEqual([
      { item: "A", amount: "1" },
      { item: "C", amount: "3" },
    ]);
    expect(withLineRemoved([{ item: "A", amount: "1" }], 0)).toEqual([blank]);
  });

  it("opens with the stored lines and one blank row, two rows at least", () => {
    expect(openingRows([])).toEqual([blank, blank]);
    expect(openingRows([{ item: "A", amount: "5" }])).toEqual([{ item: "A", amount: "5" }, blank]);
    expect(
      openingRows([
        { item: "A", amount: "5" },
        { item: "B", amount: "6" },
      ]),
    ).toHaveLength(3);
  });

  it("totals the amounts written as money exactly, leaves out blanks, counts what is not an amount", () => {
    expect(runningTotal("640.50", ["600.00", "40.50", ""])).toEqual({ cents: 64050n, skipped: 0, gap: 0n });
    expect(runningTotal("100", ["0.10", "0.20"])).toEqual({ cents: 30n, skipped: 0, gap: 9970n });
    expect(runningTotal("10", ["7", "5"])).toEqual({ cents: 1200n, skipped: 0, gap: -200n });
    expect(runningTotal("", ["12.5", "abc", "-3"])).toEqual({ cents: 1250n, skipped: 2, gap: null });
  });
});
