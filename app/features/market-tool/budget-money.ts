import { formatAmount } from "../../domain/money";

// Exact money for budgets: amounts travel as decimal strings ("1234.50") and are added as integer
// cents (BigInt), never as floating point. Pure functions: browser, console server and API alike.

/** up to 12 whole digits and 2 decimals, no sign */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
/** the largest amount a budget may hold */
export const MONEY_MAX_CENTS = 100_000_000_000n; // 1,000,000,000.00
export { ZERO_DECIMAL_CURRENCIES } from "../../domain/money";

export function toCents(amount: string): bigint {
  const [whole, frac = ""] = amount.split(".");
  return BigInt(whole) * 100n + BigInt((frac + "00").slice(0, 2));
}

export function fromCents(cents: bigint): string {
  const whole = cents / 100n;
  const frac = (cents % 100n).toString().padStart(2, "0");
  return `${whole}.${frac}`;
}

/** "USD 1,234.50" (zero-decimal currencies without decimals): the one formatter, app/domain/money.ts */
export const formatMoney = formatAmount;

/** The lines' total against the amount: the difference in cents (0 when they agree). */
export function linesGap(amount: string, lines: { amount: string }[]): bigint {
  let sum = 0n;
  for (const l of lines) sum += toCents(l.amount);
  return toCents(amount) - sum;
}
