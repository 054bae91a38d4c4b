// The wheel lottery's probability rule and prize slot rows, with literal values (issue 10, issue 41).
import { describe, expect, it } from "vitest";
import {
  bpToPercent,
  percentToBp,
  probabilitiesComplete,
  probabilitySum,
  stockAllowed,
  valueAllowed,
} from "~/features/market-tool/turnplate-rules";
import { turnplateKind } from "~/domain/kinds/turnplate";
import { formSchema } from "~/domain/kinds/schemas";
import { PRIZE_SLOTS as slotRows } from "~/domain/kinds/turnplate-prizes";
import { slotTotal } from "~/domain/kinds/turnplate-slot-rows";

const turnplateSchema = formSchema(turnplateKind);

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

  it("takes a voucher slot's value as a voucher's id, a product's as a product's id (issue 41 §5: never a typed code)", () => {
    expect(valueAllowed("voucher", "12")).toBe(true);
    expect(valueAllowed("voucher", "999999999")).toBe(true);
    expect(valueAllowed("voucher", "SPRING-5")).toBe(false);
    expect(valueAllowed("voucher", "0")).toBe(false);
    expect(valueAllowed("voucher", "1000000000")).toBe(false);
    expect(valueAllowed("product", "175")).toBe(true);
    expect(valueAllowed("product", "BT-1201")).toBe(false);
    expect(valueAllowed("product", "0")).toBe(false);
    expect(valueAllowed("points", "100001")).toBe(false);
  });
});

describe("the prize slots as rows of the form (issue 41: rows, not typed lines)", () => {
  const form = { name: "Spin", site: "us", start_day: "2031-01-01", end_day: "2031-01-31", daily_limit: 1, total_limit: 5 };
  const row = (over: Record<string, string>) => ({ name: "a", kind: "points", points: "10", probability: "50", stock: "5", ...over });
  const issues = (prizes: unknown) => {
    const r = turnplateSchema.safeParse({ ...form, prizes });
    return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message]);
  };

  it("takes a points, a voucher, a product and a nothing slot whose probabilities add up to 100", () => {
    const rows = [
      row({ name: "50 points", points: "50", probability: "60", stock: "1000" }),
      row({ name: "5 off", kind: "voucher", points: "", voucher: "12", probability: "20", stock: "3" }),
      row({ name: "Rain boots", kind: "product", points: "", product: "175", probability: "19.99", stock: "2" }),
      { name: "Try again", kind: "nothing", probability: "0.01" },
    ];
    expect(issues(rows)).toEqual([]);
    // the API's slots: the value the kind reads, the probability as typed, an empty stock unlimited
    expect(slotRows.toBody(rows)).toEqual([
      { name: "50 points", kind: "points", value: "50", probability: "60", stock: 1000 },
      { name: "5 off", kind: "voucher", value: "12", probability: "20", stock: 3 },
      { name: "Rain boots", kind: "product", value: "175", probability: "19.99", stock: 2 },
      { name: "Try again", kind: "nothing", value: "", probability: "0.01", stock: null },
    ]);
  });

  it("names each bad field of its row, then the sum only once every probability reads", () => {
    expect(
      issues([
        row({ name: "", points: "0" }),
        row({ kind: "voucher", points: "", probability: "50.001" }),
        row({ kind: "product", points: "", stock: "" }),
      ]),
    ).toEqual([
      ["prizes.0.name", "v.required"],
      ["prizes.0.points", "turnplate.v.row.points"],
      ["prizes.1.voucher", "turnplate.v.row.voucher"],
      ["prizes.1.probability", "turnplate.v.row.probability"],
      ["prizes.2.product", "turnplate.v.row.product"],
      ["prizes.2.stock", "turnplate.v.row.stockUnlimited"],
    ]);
    expect(issues([row({ probability: "60" }), row({ probability: "30" }), { name: "c", kind: "nothing", probability: "5" }])).toEqual([
      ["prizes", "turnplate.v.sum|sum=95"],
    ]);
    expect(issues([row({ probability: "100" })])).toEqual([["prizes", "turnplate.v.tooFew|min=2"]]);
    expect(issues(undefined)).toEqual([["prizes", "turnplate.v.tooFew|min=2"]]);
  });

  it("the running total reads the typed probabilities exactly, skipping what is not a percentage", () => {
    expect(slotTotal(["33.33", "33.33", "33.34"])).toEqual({ bp: 10000, skipped: 0 });
    expect(slotTotal(["60", "", "abc", "5.5"])).toEqual({ bp: 6550, skipped: 1 });
  });

  it("a stored wheel opens as rows: each value under its kind, unlimited stock empty", () => {
    expect(
      slotRows.toForm([
        { name: "50 points", kind: "points", value: "50", probability_bp: 6000, stock: 1000 },
        { name: "Rain boots", kind: "product", value: "175", probability_bp: 3999, stock: 3 },
        { name: "Try again", kind: "nothing", value: "", probability_bp: 1, stock: null },
      ]),
    ).toEqual([
      { name: "50 points", kind: "points", points: "50", voucher: "", product: "", probability: "60", stock: "1000" },
      { name: "Rain boots", kind: "product", points: "", voucher: "", product: "175", probability: "39.99", stock: "3" },
      { name: "Try again", kind: "nothing", points: "", voucher: "", product: "", probability: "0.01", stock: "" },
    ]);
  });
});
