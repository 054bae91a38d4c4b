// Money in the promotions screens: decimal text ⇄ integer minor units, exact, with the currency.
import { describe, expect, it } from "vitest";
import { formatMoney, minorToText, toMinor } from "~/features/market-tool/promo-money";

describe("promotion money", () => {
  it("turns typed amounts into minor units exactly, where floating point would not", () => {
    expect(toMinor("12.5", "USD")).toBe(1250);
    expect(toMinor("0.29", "USD")).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(toMinor("1.10", "EUR")).toBe(110);
    expect(toMinor("999999999.99", "USD")).toBe(99999999999);
    expect(toMinor("500", "JPY")).toBe(500);
    expect(toMinor("500.00", "JPY")).toBe(500);
  });

  it("refuses text that is no amount, or has more decimals than the currency", () => {
    expect(toMinor("500.5", "JPY")).toBeNull();
    expect(toMinor("1.234", "USD")).toBeNull();
    expect(toMinor("-1", "USD")).toBeNull();
    expect(toMinor("1e3", "USD")).toBeNull();
    expect(toMinor("", "USD")).toBeNull();
  });

  it("shows minor units with their currency", () => {
    expect(formatMoney(1250, "USD")).toBe("USD 12.50");
    expect(formatMoney("5", "GBP")).toBe("GBP 0.05");
    expect(formatMoney(500, "JPY")).toBe("JPY 500");
    expect(minorToText("99999999999", "USD")).toBe("999999999.99");
    expect(formatMoney(-1010, "CAD")).toBe("CAD -10.10");
  });
});
