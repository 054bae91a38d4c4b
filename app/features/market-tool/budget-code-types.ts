import type { DecideBlock } from "~/lib/review-block";

// What the budget-code API answers, as the console reads it.
export interface BudgetCode {
  id: number;
  code: string;
  name: string;
  budget_id: number;
  budget_code: string;
  currency: string;
  cap: string;
  batch_id: number | null;
  status: string;
  created_by: number;
  created_by_name: string;
  submitted_by: number | null;
  version: number;
  created_at: string;
  updated_at: string;
  /** the detail only: its budget's amount, committed caps and what is left (issue 41 §3) */
  budget_figures?: { amount: string; committed: string; remaining: string; period_end: string };
  /** the detail only: why the viewer may not decide it */
  decide_block?: DecideBlock;
  /** lists: the viewer made its figures (submitted, created or edited them), so never examines it */
  mine?: boolean;
}
/** A batch's budget as its approver's summary shows it. */
export interface BatchBudget {
  code: string;
  currency: string;
  amount: string;
  committed: string;
  remaining: string;
}
export interface CodeBudget {
  id: number;
  code: string;
  purpose: string;
  currency: string;
  amount: string;
  remaining: string;
  period_end: string;
}
export interface CodeBatch {
  id: number;
  budget_id: number;
  budget_code?: string;
  currency?: string;
  prefix: string;
  count: number;
  cap: string;
  created_by_name: string;
  created_at: string;
  passed?: number;
}
export interface CodeLogEntry {
  id: number;
  action: string;
  actor: string;
  at: string;
}
/** What a refused batch decision names: each code changed or decided since the page was opened. */
export interface BatchRefused {
  id: number;
  name: string;
  what: { en: string; zh: string };
}
