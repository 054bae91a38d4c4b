// Market tasks' reward values (issue 10, 41 §5), with the literal limits of docs/areas/market-tool.md:
// points 1–100000, a message 1–200 characters, a voucher or coupon the id of a record (picked, not typed).
import { describe, expect, it } from "vitest";
import { rewardValueOk } from "~/features/market-tool/market-task-rules";

describe("a task's reward value fits its kind", () => {
  it("points are a whole number from 1 to 100000", () => {
    expect(rewardValueOk("points", "1")).toBe(true);
    expect(rewardValueOk("points", "100000")).toBe(true);
    expect(rewardValueOk("points", "0")).toBe(false);
    expect(rewardValueOk("points", "100001")).toBe(false);
    expect(rewardValueOk("points", "12.5")).toBe(false);
    expect(rewardValueOk("points", "1e3")).toBe(false);
  });
  it("a coupon or voucher is a record's id, never a typed code", () => {
    expect(rewardValueOk("voucher", "1")).toBe(true);
    expect(rewardValueOk("coupon", "999999999")).toBe(true);
    expect(rewardValueOk("voucher", "WELCOME-10")).toBe(false);
    expect(rewardValueOk("coupon", "0")).toBe(false);
    expect(rewardValueOk("voucher", "1000000000")).toBe(false);
    expect(rewardValueOk("voucher", "-3")).toBe(false);
  });
  it("a message has 1 to 200 characters, not only spaces", () => {
    expect(rewardValueOk("message", "x")).toBe(true);
    expect(rewardValueOk("message", "x".repeat(200))).toBe(true);
    expect(rewardValueOk("message", "x".repeat(201))).toBe(false);
    expect(rewardValueOk("message", "   ")).toBe(false);
  });
});
