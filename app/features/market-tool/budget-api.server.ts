import type * as z from "zod";
import type { Api } from "~/lib/api.server";
import type { BatchBudget, BudgetCode, CodeBatch, CodeBudget, CodeLogEntry } from "./budget-code-types";
import type { Budget, BudgetDetail, BudgetLine, BudgetOptions, Page, Revision, ReviewStep } from "./budget-types";
import type { codeBatchSchema, codeCreateSchema, codeEditSchema } from "./code-schema";

// The typed client of the budget screens (budgets, their revisions and budget codes, the API's
// `budget/…` module): one function per endpoint they call, input and answer declared once, instead
// of `ctx.api.get<Row>("budget/…")` strings in the loaders and actions.

type Query = Record<string, string | number | boolean | undefined>;

/** A budget's or a revision's figures as the forms send them. */
interface Figures {
  purpose: string;
  amount: string;
  period_start: string;
  period_end: string;
  lines: BudgetLine[];
}
export type BudgetSave = Figures & {
  id?: number;
  version?: number;
  department_id: number;
  site: string;
  currency: string;
  submit: boolean;
};
export type RevisionSave = Figures & { budget_id: number; id?: number; version?: number; note: string; submit: boolean };
export type Decision = { id: number; action: "pass" | "reject"; reason: string; version: number };
type Applied = { review: { applied: boolean } };

export interface BatchDecision {
  action: "pass" | "reject";
  batch_id: number;
  codes: { id: number; version: number }[];
  reason?: string;
}
export interface BatchDecided {
  applied: boolean;
  count: number;
  total_cap: string;
  currency: string;
  by: string;
  at: string;
}

export function budgetApi(api: Api) {
  return {
    list: (q: Query) => api.get<Page<Budget>>("budget/list", q),
    filters: () => api.get<BudgetOptions & { statuses: string[] }>("budget/filter"),
    createOptions: () => api.get<BudgetOptions & { defaults: { department_id: number | null } }>("budget/show_create"),
    detail: (id: number) => api.get<BudgetDetail>(`budget/detail/${id}`),
    reviewSteps: (q: { id: number; kind?: "revision" }) => api.get<{ list: ReviewStep[] }>("budget/ajax_check_logs", q),
    log: (id: number) => api.get<{ list: { id: number; action: string; actor: string; at: string }[] }>("budget/ajax_logs", { id }),
    save: (v: BudgetSave) => api.post<{ budget: BudgetDetail }>("budget/update", v),
    decide: (v: Decision) => api.post<Applied & { budget: { code: string } }>("budget/audit", v),
    revision: {
      detail: (id: number) => api.get<Revision>(`budget/revision/detail/${id}`),
      save: (v: RevisionSave) => api.post<{ revision: Revision }>("budget/revision/post_edit", v),
      decide: (v: Decision) => api.post<Applied & { revision: { budget_code: string } }>("budget/revision/audit", v),
    },
    code: {
      list: (q: Query) => api.get<Page<BudgetCode>>("budget/code/list", q),
      filters: () => api.get<{ budgets: CodeBudget[] }>("budget/code/filter"),
      createOptions: () => api.get<{ budgets: CodeBudget[] }>("budget/code/create"),
      detail: (id: number) => api.get<BudgetCode & { review: ReviewStep[] }>(`budget/code/detail/${id}`),
      log: (id: number) => api.get<{ list: CodeLogEntry[] }>("budget/code/ajax_logs", { id }),
      create: (v: z.output<typeof codeCreateSchema>) => api.post<BudgetCode>("budget/code/post_create", v),
      update: (v: z.output<typeof codeEditSchema>) => api.post<{ code: BudgetCode }>("budget/code/update", v),
      /** pass and reject carry the version the examiner was shown; disable only the id */
      step: (action: "pass" | "reject" | "disable", v: { id: number; version?: number; reason?: string }) =>
        api.post<Applied & { code: BudgetCode }>(`budget/code/${action}`, v),
      batchCreate: (v: z.output<typeof codeBatchSchema>) => api.post<{ batch_id: number; count: number }>("budget/code/batch_create", v),
      batches: (q: { page: number; page_size: number }) => api.get<Page<CodeBatch>>("budget/code/batch_create_list", q),
      batchResult: (batchId: number) =>
        api.get<{ batch: CodeBatch; codes: BudgetCode[]; budget: BatchBudget }>("budget/code/result", { batch_id: batchId }),
      batchDecide: (v: BatchDecision) => api.post<BatchDecided>("budget/code/batch_decide", v),
    },
  };
}
