// Money is written with its currency's decimals (issue 41): one formatter for every screen,
// expectations written from ISO 4217 and the budgets' rule (JPY, KRW and HUF without decimals).
import { describe, expect, it } from "vitest";
import { decimalsOf, formatAmount } from "~/domain/money";
import { formatMoney as promoMoney } from "~/features/market-tool/promo-money";
import { money as offerMoney } from "~/features/activity/offers/special-offer";
import { priceOf } from "~/features/activity/reach/reach";

describe("an amount with its currency's decimals", () => {
  it("yen, won and forint have none; dollars, pounds and euros two", () => {
    expect([decimalsOf("JPY"), decimalsOf("KRW"), decimalsOf("HUF")]).toEqual([0, 0, 0]);
    expect([decimalsOf("USD"), decimalsOf("GBP"), decimalsOf("EUR")]).toEqual([2, 2, 2]);
  });
  it("the API's exact text is written with the currency's decimals, grouped by thousands", () => {
    expect(formatAmount("JPY", "1500.00")).toBe("JPY 1,500");
    expect(formatAmount("USD", "49")).toBe("USD 49.00");
    expect(formatAmount("USD", "1234.5")).toBe("USD 1,234.50");
    expect(formatAmount("GBP", "0.99")).toBe("GBP 0.99");
  });
  it("an amount is never rounded to fit: decimals that are not zeros stay", () => {
    expect(formatAmount("JPY", "1500.50")).toBe("JPY 1,500.50");
  });
  it("a special offer's threshold and an exclusive price read the same way", () => {
    expect(offerMoney("JPY", "4900.00")).toBe("JPY 4,900");
    expect(priceOf("JPY", "499.00")).toBe("JPY 499");
    expect(priceOf("USD", "4.99")).toBe("USD 4.99");
  });
  it("promotions' minor units follow the same decimals", () => {
    expect(promoMoney(500, "JPY")).toBe("JPY 500");
    expect(promoMoney(500, "KRW")).toBe("KRW 500");
    expect(promoMoney(1250, "USD")).toBe("USD 12.50");
  });
});
