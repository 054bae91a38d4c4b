// Market tasks' reward values and newcomer packages' code lists (issue 10), with the literal limits
// of docs/areas/market-tool.md: points 1–100000, a message 1–200 characters, codes 3–40 of A–Z 0–9 - _, 1–10 codes.
import { describe, expect, it } from "vitest";
import { codesProblem, parseCodes, rewardValueOk } from "~/features/market-tool/market-task-rules";

describe("a task's reward value fits its kind", () => {
  it("points are a whole number from 1 to 100000", () => {
    expect(rewardValueOk("points", "1")).toBe(true);
    expect(rewardValueOk("points", "100000")).toBe(true);
    expect(rewardValueOk("points", "0")).toBe(false);
    expect(rewardValueOk("points", "100001")).toBe(false);
    expect(rewardValueOk("points", "12.5")).toBe(false);
    expect(rewardValueOk("points", "1e3")).toBe(false);
  });
  it("a coupon or voucher is a code of 3–40 letters, digits, - or _", () => {
    expect(rewardValueOk("voucher", "ABC")).toBe(true);
    expect(rewardValueOk("coupon", "A".repeat(40))).toBe(true);
    expect(rewardValueOk("voucher", "AB")).toBe(false);
    expect(rewardValueOk("coupon", "A".repeat(41))).toBe(false);
    expect(rewardValueOk("voucher", "SPRING 5")).toBe(false);
  });
  it("a message has 1 to 200 characters, not only spaces", () => {
    expect(rewardValueOk("message", "x")).toBe(true);
    expect(rewardValueOk("message", "x".repeat(200))).toBe(true);
    expect(rewardValueOk("message", "x".repeat(201))).toBe(false);
    expect(rewardValueOk("message", "   ")).toBe(false);
  });
});

describe("a newcomer package's codes", () => {
  it("are read one a line or comma-separated, upper-cased, in order", () => {
    expect(parseCodes(" welcome-10, FreeShip\n\nkids_15 ")).toEqual(["WELCOME-10", "FREESHIP", "KIDS_15"]);
    expect(parseCodes("")).toEqual([]);
  });
  it("are 1 to 10 valid codes, none twice", () => {
    expect(codesProblem([])).toBe("count");
    expect(codesProblem(["ABC"])).toBeNull();
    expect(codesProblem(Array.from({ length: 10 }, (_, i) => `CODE-${i}`))).toBeNull();
    expect(codesProblem(Array.from({ length: 11 }, (_, i) => `CODE-${i}`))).toBe("count");
    expect(codesProblem(["ABC", "A!"])).toBe("format");
    expect(codesProblem(["ABC", "ABC"])).toBe("duplicate");
  });
});
