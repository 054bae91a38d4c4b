import { fromCents, toCents } from "../features/market-tool/budget-money";

// What a budget has promised away (issue 41 §3): the caps of its live codes. A pending code counts
// as much as a passed one — otherwise a dozen codes, each at the full amount, could wait in review
// together and every one of them be passed. Rejected and disabled codes book nothing. Pure: the
// API (which decides, under the budget's lock) and the console (which shows the figures) read it.

/** code states whose caps are booked against their budget */
export const LIVE_CODE_STATES = ["pending", "passed"] as const;

export interface BudgetFigures {
  amount: string;
  committed: string;
  remaining: string;
}

/** The amount, the caps committed and what is left, as exact decimal text (remaining may be below 0 for old data). */
export function budgetFigures(amount: string, liveCaps: readonly string[]): BudgetFigures {
  const committed = liveCaps.reduce((sum, c) => sum + toCents(c), 0n);
  const left = toCents(amount) - committed;
  return {
    amount: fromCents(toCents(amount)),
    committed: fromCents(committed),
    remaining: left < 0n ? `-${fromCents(-left)}` : fromCents(left),
  };
}

/** Whether a cap still fits: the caps of the other live codes plus this one stay within the amount. */
export function capFits(amount: string, otherLiveCaps: readonly string[], cap: string): boolean {
  const others = otherLiveCaps.reduce((sum, c) => sum + toCents(c), 0n);
  return others + toCents(cap) <= toCents(amount);
}

/**
 * Whether a budget's period is over on a US West day (YYYY-MM-DD). No code is created, resubmitted
 * or passed under it then: money promised after the campaign ended is nobody's plan, and a budget
 * whose period must run longer gets a revision (new last day) first — the one override, reviewed.
 */
export const periodEnded = (periodEnd: string, todayUsWest: string) => periodEnd < todayUsWest;
