// Customers' store-credit wallets, points and the points-earning rules, as both halves know them:
// limits, kinds, and the one rule every adjustment obeys (a balance never goes below zero).
// Pure data and functions: imported by the browser, the Remix server and the API.

/** the currencies a wallet can hold (every storefront's currency) */
export const WALLET_CURRENCIES = ["USD", "CAD", "GBP", "EUR", "AUD"] as const;
/** one adjustment: 0.01 to 100,000.00 in the wallet's currency (minor units: 1 to 10,000,000) */
export const WALLET_ADJUST_MAX_MINOR = 10_000_000;
export const WALLET_ADJUST_MAX_TEXT = "100000.00";
/** one points adjustment: 1 to 1,000,000 points */
export const POINTS_ADJUST_MAX = 1_000_000;
export const REASON_MAX = 200;
export const DIRECTIONS = ["credit", "debit"] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** where a ledger row came from: staff adjust by hand here; the storefront writes the others */
export const WALLET_SOURCES = ["staff", "refund", "order", "compensation"] as const;
export const POINTS_SOURCES = ["staff", "order", "signup", "review", "checkin", "redeem", "expire", "turnplate"] as const;

/** The new balance after an adjustment, or null when it would go below zero. Integers only. */
export function adjusted(balance: number, direction: Direction, amount: number): number | null {
  const next = direction === "credit" ? balance + amount : balance - amount;
  return next < 0 ? null : next;
}

/** A customer as the filter takes it: an id (digits) or an e-mail prefix. */
export const customerFilter = (v: string): { id: number } | { email: string } =>
  /^\d{1,9}$/.test(v.trim()) ? { id: Number(v.trim()) } : { email: v.trim().toLowerCase() };

// ---- points-earning rules (integral-rules) ----
export const RULE_NAME_MAX = 100;
export const RULE_REMARK_MAX = 500;
export const RULE_KINDS = [
  "earn_per_spend",
  "signup_bonus",
  "review_bonus",
  "checkin_bonus",
  "expiry_days",
  "redemption_rate",
  "max_redeem_share",
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
/** what `value` means per kind, and its range */
export const RULE_VALUE: Record<
  RuleKind,
  { min: number; max: number; unit: "pointsPerUnit" | "points" | "days" | "pointsPerUnitOff" | "percent" }
> = {
  earn_per_spend: { min: 1, max: 100, unit: "pointsPerUnit" },
  signup_bonus: { min: 1, max: 100_000, unit: "points" },
  review_bonus: { min: 1, max: 10_000, unit: "points" },
  checkin_bonus: { min: 1, max: 1_000, unit: "points" },
  expiry_days: { min: 30, max: 3650, unit: "days" },
  redemption_rate: { min: 1, max: 100_000, unit: "pointsPerUnitOff" },
  max_redeem_share: { min: 1, max: 100, unit: "percent" },
};
export const ruleValueOk = (kind: RuleKind, value: number) =>
  Number.isInteger(value) && value >= RULE_VALUE[kind].min && value <= RULE_VALUE[kind].max;

/** Two periods (inclusive instants) overlap when each starts before the other ends. */
export const periodsOverlap = (a: { start_at: string; end_at: string }, b: { start_at: string; end_at: string }) =>
  Date.parse(a.start_at) <= Date.parse(b.end_at) && Date.parse(b.start_at) <= Date.parse(a.end_at);
