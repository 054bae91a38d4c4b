// The wheel lottery's probability rule and prize lines, with literal values (issue 10).
import { describe, expect, it } from "vitest";
import {
  bpToPercent,
  parsePrizeLines,
  percentToBp,
  probabilitiesComplete,
  probabilitySum,
  stockAllowed,
  valueAllowed,
} from "~/features/market-tool/turnplate-rules";
import { turnplateSchema } from "~/features/market-tool/turnplate-schema";

const slots = (...bp: number[]) => bp.map((probability_bp) => ({ probability_bp }));

describe("probabilities in basis points", () => {
  it("reads percentages with up to 2 decimals exactly", () => {
    expect(percentToBp("60")).toBe(6000);
    expect(percentToBp("12.5")).toBe(1250);
    expect(percentToBp("0.01")).toBe(1);
    expect(percentToBp("33.33")).toBe(3333);
    expect(percentToBp("100")).toBe(10000);
    expect(percentToBp("1.005")).toBeNull();
    expect(percentToBp("-5")).toBeNull();
    expect(percentToBp("abc")).toBeNull();
    expect(bpToPercent(1250)).toBe("12.5");
    expect(bpToPercent(10000)).toBe("100");
    expect(bpToPercent(5)).toBe("0.05");
  });

  it("adds up to exactly 100 % or not at all", () => {
    expect(probabilitiesComplete(slots(6000, 3000, 1000))).toBe(true);
    expect(probabilitySum(slots(6000, 3000, 500))).toBe(9500); // 60 + 30 + 5 = 95
    expect(probabilitiesComplete(slots(6000, 3000, 500))).toBe(false);
    expect(probabilitiesComplete(slots(6000, 3000, 1001))).toBe(false); // 100.01
    expect(probabilitiesComplete(slots(3333, 3333, 3334))).toBe(true);
    // 0.1 + 0.2 in floating point is not 0.3; in basis points it is
    expect(
      probabilitiesComplete([percentToBp("0.1")!, percentToBp("0.2")!, percentToBp("99.7")!].map((b) => ({ probability_bp: b }))),
    ).toBe(true);
  });

  it("allows unlimited stock only for nothing, and no negative stock", () => {
    expect(stockAllowed("nothing", null)).toBe(true);
    expect(stockAllowed("points", null)).toBe(false);
    expect(stockAllowed("product", 0)).toBe(true);
    expect(stockAllowed("product", -1)).toBe(false);
    expect(stockAllowed("voucher", 1.5)).toBe(false);
  });

  it("takes a voucher slot's value as a voucher's id, a product's as its code", () => {
    expect(valueAllowed("voucher", "12")).toBe(true);
    expect(valueAllowed("voucher", "999999999")).toBe(true);
    expect(valueAllowed("voucher", "SPRING-5")).toBe(false);
    expect(valueAllowed("voucher", "0")).toBe(false);
    expect(valueAllowed("voucher", "1000000000")).toBe(false);
    expect(valueAllowed("product", "BT-1201")).toBe(true);
    expect(valueAllowed("points", "100001")).toBe(false);
  });
});

describe("the prize lines of the form", () => {
  it("parses kind, value, probability, stock, name (the name may hold commas)", () => {
    const r = parsePrizeLines(
      "points, 50, 60, 1000, 50 points\nproduct, BT-1201, 39.99, 3, Rain boots, size 90\n\nnothing, -, 0.01, unlimited, Try again",
    );
    expect(r).toEqual({
      ok: true,
      prizes: [
        { name: "50 points", kind: "points", value: "50", probability_bp: 6000, stock: 1000 },
        { name: "Rain boots, size 90", kind: "product", value: "BT-1201", probability_bp: 3999, stock: 3 },
        { name: "Try again", kind: "nothing", value: "", probability_bp: 1, stock: null },
      ],
    });
  });

  it("names the first bad line", () => {
    expect(parsePrizeLines("points, 50, 60, 10, a\ncar, X, 40, 1, b")).toEqual({ ok: false, line: 2, problem: "kind" });
    expect(parsePrizeLines("points, 50, 60, unlimited, a\nnothing, -, 40, unlimited, b")).toEqual({ ok: false, line: 1, problem: "stock" });
    expect(parsePrizeLines("points, 50, 60.123, 1, a\nnothing, -, 40, unlimited, b")).toEqual({
      ok: false,
      line: 1,
      problem: "probability",
    });
    expect(parsePrizeLines("points, 50, 100, 1, a")).toEqual({ ok: false, line: 0, problem: "tooFew" });
  });

  it("the form schema reports a sum other than 100 % on the prizes field, with the sum", () => {
    const form = { name: "Spin", site: "us", start_day: "2031-01-01", end_day: "2031-01-31", daily_limit: 1, total_limit: 5 };
    const short = turnplateSchema.safeParse({ ...form, prizes: "points, 10, 60, 5, a\npoints, 20, 30, 5, b\nnothing, -, 5, unlimited, c" });
    expect(short.success).toBe(false);
    expect(short.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["prizes", "turnplate.v.sum|sum=95"]]);
    const ok = turnplateSchema.safeParse({ ...form, prizes: "points, 10, 60, 5, a\npoints, 20, 30, 5, b\nnothing, -, 10, unlimited, c" });
    expect(ok.success).toBe(true);
  });
});
