import { LIVE_CODE_STATES, budgetFigures, capFits, periodEnded } from "../../../app/domain/budget-commitment";
import { formatMoney } from "../../../app/features/market-tool/budget-money";
import { usWestDate } from "../../../app/lib/time";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { invalid } from "./shared";

// A budget is never over-committed (issue 41 §3). Every path that books a cap — create, batch,
// edit, resubmit, pass — locks the budget's row first and then counts its live codes, so two
// people booking the last of a budget at once are served one after the other: the second sees
// the first's cap. The budget is always locked before a code (here, then the review's own lock),
// in that order on every path, so two of them cannot wait on each other.

const LIVE = `(${LIVE_CODE_STATES.map((s) => `'${s}'`).join(", ")})`;

/** The SQL of a budget's committed caps (alias `b` for budgets), for list and detail reads. */
export const COMMITTED_SQL = `coalesce((select sum(c.cap) from budget_codes c where c.budget_id = b.id and c.status in ${LIVE}), 0)`;

export interface LockedBudget {
  id: number;
  status: string;
  currency: string;
  amount: string;
  period_end: string;
}

/** The budget's row, locked for the rest of the transaction (undefined when there is none). */
export async function lockBudget(q: Queryable, id: number): Promise<LockedBudget | undefined> {
  const [b] = await q.query<LockedBudget>(
    `select id, status, currency, amount::text as amount, to_char(period_end, 'YYYY-MM-DD') as period_end
       from budgets where id = $1 for update`,
    [id],
  );
  return b;
}

/** The caps of the budget's live codes other than `exceptCode`. */
async function otherLiveCaps(q: Queryable, budgetId: number, exceptCode?: number): Promise<string[]> {
  const rows = await q.query<{ cap: string }>(
    `select cap::text as cap from budget_codes where budget_id = $1 and status in ${LIVE} and id <> $2`,
    [budgetId, exceptCode ?? 0],
  );
  return rows.map((r) => r.cap);
}

/** 409 when the budget's last day has passed (US West): its period is revised first. */
export function refuseEnded(b: LockedBudget, today = usWestDate(new Date())) {
  if (!periodEnded(b.period_end, today)) return;
  throw new ApiError(
    409,
    `This budget's period ended on ${b.period_end}: no code can be booked against it (revise its period first)`,
    { period_end: b.period_end },
    `该预算的期间已于 ${b.period_end} 结束，不能再使用编码（请先修订其期间）`,
  );
}

/**
 * Refused when `count` codes of `cap` each (beside the budget's other live codes) would book more
 * than its amount, naming what is left: 422 on `cap` for a maker's form, 409 for a decision (the
 * approver's page has no cap to correct). The budget must be locked by the caller.
 */
export async function refuseOverCommit(
  q: Queryable,
  b: LockedBudget,
  cap: string,
  opts: { exceptCode?: number; count?: number; decision?: boolean } = {},
) {
  const others = await otherLiveCaps(q, b.id, opts.exceptCode);
  const count = opts.count ?? 1;
  if (capFits(b.amount, [...others, ...Array.from({ length: count - 1 }, () => cap)], cap)) return;
  const left = budgetFigures(b.amount, others).remaining;
  const shown = formatMoney(b.currency, left.startsWith("-") ? "0.00" : left);
  if (opts.decision) {
    throw new ApiError(
      409,
      `This code's cap of ${formatMoney(b.currency, cap)} is more than its budget has left: ${shown} remaining`,
      { remaining: left, currency: b.currency },
      `该编码的上限 ${formatMoney(b.currency, cap)} 超过预算剩余金额：剩余 ${shown}`,
    );
  }
  const each = count > 1 ? ` (${count} codes of ${formatMoney(b.currency, cap)})` : "";
  const eachZh = count > 1 ? `（${count} 个编码，每个 ${formatMoney(b.currency, cap)}）` : "";
  throw invalid("cap", `is more than the budget has left: ${shown} remaining${each}`, `超过预算剩余金额：剩余 ${shown}${eachZh}`);
}

/** 409 when a revision's amount would be below what the budget's live codes already book. */
export async function refuseBelowCommitted(q: Queryable, b: LockedBudget, amount: string) {
  const live = await otherLiveCaps(q, b.id);
  const f = budgetFigures(amount, live);
  if (!f.remaining.startsWith("-")) return;
  const committed = formatMoney(b.currency, f.committed);
  throw new ApiError(
    409,
    `The revised amount ${formatMoney(b.currency, amount)} is less than the ${committed} its codes already book`,
    { committed: f.committed, currency: b.currency },
    `修订后的金额 ${formatMoney(b.currency, amount)} 低于其编码已占用的 ${committed}`,
  );
}
