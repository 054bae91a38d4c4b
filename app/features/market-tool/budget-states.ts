import { lifecycle } from "../../lib/lifecycle";

// The review lifecycles of the budget area, declared once and read by the API (server/reviews
// applies them) and the console (which offers only the transitions allowed from a record's state).
// Who may take a step is in the route tree: `submit` needs the route's key, `pass` / `reject` its
// review key.

/** Budget orders and their revisions: drafted, submitted, then passed or rejected (and resubmitted). */
export const BUDGET_REVIEW = lifecycle({
  field: "status",
  states: {
    draft: { value: "draft", label: "budget.state.draft" },
    pending: { value: "pending", label: "budget.state.pending", tone: "attention" },
    passed: { value: "passed", label: "budget.state.passed", tone: "success" },
    rejected: { value: "rejected", label: "budget.state.rejected", tone: "critical" },
  },
  transitions: {
    submit: { from: ["draft", "rejected"], to: "pending", label: "budget.action.submit", done: "budget.toast.submitted" },
    pass: { from: ["pending"], to: "passed", label: "budget.action.pass", done: "budget.toast.passed", tone: "success" },
    reject: { from: ["pending"], to: "rejected", label: "budget.action.reject", done: "budget.toast.rejected", tone: "critical" },
  },
});

/** Budget codes: created for review, passed or rejected, a passed code can be disabled. */
export const BUDGET_CODE_REVIEW = lifecycle({
  field: "status",
  states: {
    pending: { value: "pending", label: "budget.state.pending", tone: "attention" },
    passed: { value: "passed", label: "budget.state.passed", tone: "success" },
    rejected: { value: "rejected", label: "budget.state.rejected", tone: "critical" },
    disabled: { value: "disabled", label: "budget.state.disabled" },
  },
  transitions: {
    resubmit: { from: ["rejected"], to: "pending", label: "budget.action.submit", done: "budget.toast.submitted" },
    pass: { from: ["pending"], to: "passed", label: "budget.action.pass", done: "budget.toast.passed", tone: "success" },
    reject: { from: ["pending"], to: "rejected", label: "budget.action.reject", done: "budget.toast.rejected", tone: "critical" },
    disable: { from: ["passed"], to: "disabled", label: "budget.action.disable", done: "budget.toast.disabled", tone: "critical" },
  },
});

export type BudgetState = keyof typeof BUDGET_REVIEW.states;
export const BUDGET_STATES = Object.keys(BUDGET_REVIEW.states) as BudgetState[];
export const BUDGET_CODE_STATES = Object.keys(BUDGET_CODE_REVIEW.states) as (keyof typeof BUDGET_CODE_REVIEW.states)[];

/** What a budget's change log records: its edits, and the revisions that replaced its figures */
export const BUDGET_LOG_ACTIONS = ["create", "update", "revise", ...Object.keys(BUDGET_REVIEW.transitions)] as const;
