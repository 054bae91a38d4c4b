import { MONEY_PATTERN, toCents } from "./budget-money";

// The budget form's line rows as the person sees them (issue 41 §9): blank rows included, added and
// removed without saving — by the browser with JavaScript, by the console's action without it. Pure:
// the page and its action share it.

export type LineRow = { item: string; amount: string };

/** The API's limit on a budget's lines (server/modules/budget/schemas.ts): no row beyond it is offered. */
export const MAX_LINE_ROWS = 20;
const BLANK: LineRow = { item: "", amount: "" };

/** Every posted `lines[i].item` / `lines[i].amount` in row order, blank rows kept (at most the limit). */
export function postedRows(form: FormData): LineRow[] {
  const rows: LineRow[] = [];
  for (const [k, v] of form.entries()) {
    const m = /^lines\[(\d{1,2})\]\.(item|amount)$/.exec(k);
    if (!m || Number(m[1]) >= MAX_LINE_ROWS) continue;
    const row = (rows[Number(m[1])] ??= { ...BLANK });
    row[m[2] as keyof LineRow] = String(v);
  }
  return Array.from(rows, (r) => r ?? { ...BLANK });
}

/** The rows with a blank one added at the end, unless the limit is reached. */
export function withLineAdded(rows: LineRow[]): LineRow[] {
  return rows.length >= MAX_LINE_ROWS ? rows : [...rows, { ...BLANK }];
}

/** The rows without row `at` (0-based); the last row removed leaves one blank row to type into. */
export function withLineRemoved(rows: LineRow[], at: number): LineRow[] {
  const left = rows.filter((_, i) => i !== at);
  return left.length ? left : [{ ...BLANK }];
}

/** The rows a form opens with: the lines it holds and one blank row to type into, two at least. */
export function openingRows(lines: LineRow[]): LineRow[] {
  const rows = withLineAdded(lines.map((l) => ({ item: l.item ?? "", amount: l.amount ?? "" })));
  return rows.length < 2 ? withLineAdded(rows) : rows;
}

export type RunningTotal = {
  /** the sum of the amounts written as money, in cents */
  cents: bigint;
  /** amounts typed that are not money (left out of the sum) */
  skipped: number;
  /** the budget's amount minus the sum, when the amount is money; positive: still to assign */
  gap: bigint | null;
};

/** The lines' running total against the budget's amount, as the form shows it while typing. */
export function runningTotal(amount: string, lineAmounts: string[]): RunningTotal {
  let cents = 0n;
  let skipped = 0;
  for (const raw of lineAmounts) {
    const a = raw.trim();
    if (!a) continue;
    if (MONEY_PATTERN.test(a)) cents += toCents(a);
    else skipped++;
  }
  const whole = amount.trim();
  return { cents, skipped, gap: MONEY_PATTERN.test(whole) ? toCents(whole) - cents : null };
}
