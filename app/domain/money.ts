// How many decimals a currency is written with, and an amount written that way: the one place
// screens take a currency's decimals from (issue 41: "JPY 1,500", never "JPY 1500.00"). Pure:
// browser, console server and API alike.

/**
 * Currencies written without minor units. JPY and KRW have none (ISO 4217); HUF is kept here as
 * budgets have always treated it (the API refuses HUF decimals on a budget), so every screen agrees.
 */
export const ZERO_DECIMAL_CURRENCIES = ["JPY", "KRW", "HUF"] as const;

export const decimalsOf = (currency: string): 0 | 2 => ((ZERO_DECIMAL_CURRENCIES as readonly string[]).includes(currency) ? 0 : 2);

/**
 * "USD 1,234.50", "JPY 1,500": an exact decimal text (as the API sends amounts) with its currency,
 * grouped by thousands and written with the currency's decimals. Decimals the currency does not
 * have are dropped only when they are zeros: an amount is never rounded for display. Text that is
 * no plain amount is shown as it came.
 */
export function formatAmount(currency: string, amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === "") return "";
  const s = String(amount);
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) return `${currency} ${s}`;
  const [, sign, whole, frac = ""] = m;
  const places = decimalsOf(currency);
  const kept = frac.slice(places).replace(/0+$/, "") ? frac : frac.slice(0, places).padEnd(places, "0");
  const grouped = whole.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${currency} ${sign}${grouped}${kept ? `.${kept}` : ""}`;
}
