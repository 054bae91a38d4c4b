// Wallets, points and points rules (issue 10): the rules both halves share, with literal limits.
import { describe, expect, it } from "vitest";
import { adjusted, customerFilter, periodsOverlap, ruleValueOk } from "~/features/market-tool/balance-rules";
import { walletAdjustSchema } from "~/features/market-tool/balance-schema";

describe("a balance never goes below zero", () => {
  it("credits add, debits take, down to exactly zero and no further", () => {
    expect(adjusted(0, "credit", 1234)).toBe(1234);
    expect(adjusted(1234, "debit", 1234)).toBe(0);
    expect(adjusted(1234, "debit", 1235)).toBeNull();
    expect(adjusted(0, "debit", 1)).toBeNull();
  });
});

describe("points rules", () => {
  it("each kind's value has its own range", () => {
    expect(ruleValueOk("earn_per_spend", 1)).toBe(true);
    expect(ruleValueOk("earn_per_spend", 100)).toBe(true);
    expect(ruleValueOk("earn_per_spend", 101)).toBe(false);
    expect(ruleValueOk("expiry_days", 29)).toBe(false);
    expect(ruleValueOk("expiry_days", 3650)).toBe(true);
    expect(ruleValueOk("max_redeem_share", 100)).toBe(true);
    expect(ruleValueOk("max_redeem_share", 0)).toBe(false);
    expect(ruleValueOk("signup_bonus", 1.5)).toBe(false);
  });
  it("periods that share an instant overlap; the next day does not", () => {
    const march = { start_at: "2032-03-01T08:00:00.000Z", end_at: "2032-04-01T06:59:59.000Z" };
    expect(periodsOverlap(march, { start_at: "2032-04-01T06:59:59.000Z", end_at: "2032-04-10T06:59:59.000Z" })).toBe(true);
    expect(periodsOverlap(march, { start_at: "2032-04-01T07:00:00.000Z", end_at: "2032-04-10T06:59:59.000Z" })).toBe(false);
    expect(periodsOverlap({ start_at: "2032-04-01T07:00:00.000Z", end_at: "2032-04-10T06:59:59.000Z" }, march)).toBe(false);
  });
});

describe("the customer filter and the wallet form", () => {
  it("digits are an id, anything else an e-mail prefix in lower case", () => {
    expect(customerFilter(" 42 ")).toEqual({ id: 42 });
    expect(customerFilter("Ann@")).toEqual({ email: "ann@" });
  });
  it("amounts from 0.01 to 100000.00, no more decimals than the currency", () => {
    const ok = (amount: string) =>
      walletAdjustSchema.safeParse({ customer_id: 1, currency: "USD", direction: "credit", amount, reason: "x" }).success;
    expect(ok("0.01")).toBe(true);
    expect(ok("100000.00")).toBe(true);
    expect(ok("100000.01")).toBe(false);
    expect(ok("0")).toBe(false);
    expect(ok("1.234")).toBe(false);
  });
});
