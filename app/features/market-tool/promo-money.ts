import { decimalsOf, formatAmount } from "../../domain/money";

// Money in the promotions screens: typed and sent as decimal text ("12.50"), stored as integer
// minor units of its currency, shown as every screen shows money ("USD 12.50"). No floating point on the way.

// minor-unit digits of each currency: app/domain/money.ts, as every screen
export { decimalsOf };

/** a non-negative amount as typed: up to 9 whole digits, up to 2 decimals */
export const AMOUNT_TEXT = /^\d{1,9}(\.\d{1,2})?$/;

/** "12.5" in USD → 1250; null when the text is no amount or has more decimals than the currency. */
export function toMinor(amount: string, currency: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) return null;
  const places = decimalsOf(currency);
  const frac = m[2] ?? "";
  if (frac.replace(/0+$/, "").length > places) return null;
  return Number(m[1]) * 10 ** places + Number(frac.padEnd(places, "0") || "0");
}

/** 1250 in USD → "12.50"; digits only, for form fields and exports. */
export function minorToText(minor: number | string, currency: string): string {
  const places = decimalsOf(currency);
  const n = BigInt(minor);
  if (!places) return n.toString();
  const neg = n < 0n;
  const abs = (neg ? -n : n).toString().padStart(places + 1, "0");
  return `${neg ? "-" : ""}${abs.slice(0, -places)}.${abs.slice(-places)}`;
}

/** 1250 in USD → "USD 12.50": what a screen shows, written as every screen writes money (app/domain/money.ts). */
export const formatMoney = (minor: number | string, currency: string) => formatAmount(currency, minorToText(minor, currency));
