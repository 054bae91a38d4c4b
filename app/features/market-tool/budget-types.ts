import type { DecideBlock } from "~/lib/review-block";
// What the budget API answers, as the console reads it.
export interface BudgetLine {
  item: string;
  amount: string;
}
export interface Budget {
  id: number;
  code: string;
  purpose: string;
  department_id: number;
  department: string;
  site: string;
  currency: string;
  amount: string;
  /** caps of its pending and passed codes (issue 41 §3) */
  committed: string;
  remaining: string;
  period_start: string;
  period_end: string;
  lines: BudgetLine[];
  status: string;
  created_by: number;
  created_by_name: string;
  submitted_by: number | null;
  submitter_name: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  /** list rows: the caller made its figures (no "examine" for them), its revision waiting for a decision */
  mine?: boolean;
  pending_revision?: number | null;
  pending_revision_mine?: boolean;
}
export type BudgetDetail = Budget & {
  open_revision: { id: number; status: string } | null;
  passed_revisions: number;
  decide_block: DecideBlock;
};
export interface Revision {
  id: number;
  budget_id: number;
  budget_code: string;
  currency: string;
  site: string;
  purpose: string;
  amount: string;
  period_start: string;
  period_end: string;
  lines: BudgetLine[];
  note: string;
  status: string;
  created_by: number;
  created_by_name: string;
  submitted_by: number | null;
  submitter_name: string | null;
  version: number;
  budget: Budget;
  decide_block: DecideBlock;
}
export interface ReviewStep {
  transition: string;
  from: string;
  to: string;
  by: string;
  at: string;
  reason: string;
}
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
export interface BudgetOptions {
  departments: { id: number; name: string }[];
  sites: string[];
  /** each site's currencies, its own first (market/site_currencies; the form loads it) */
  site_currencies?: Record<string, string[]>;
  currencies: string[];
}
