// Route names and permission keys of the budget screens, named once (the route tree, the API's
// access declarations and the screens read them from here). The spec names no keys for these
// routes: each gets `<route-name>-all-right-btns`, and the review decisions their own keys.
export const BUDGET_ROUTES = { list: "budget-list", detail: "budget-detail", edit: "budget-edit" } as const;

export const BUDGET_KEYS = {
  /** budget codes: create, edit, disable, batches, export (on budget-list) */
  list: "budget-list-all-right-btns",
  /** submit a budget or a revision for review (on budget-detail) */
  detail: "budget-detail-all-right-btns",
  /** pass / reject budgets and revisions (review key) */
  examine: "budget-detail-examine",
  /** create and edit budgets and revisions (on budget-edit) */
  edit: "budget-edit-all-right-btns",
  /** pass / reject budget codes (review key, on budget-list) */
  codeExamine: "budget-list-examine",
} as const;

/** budget-detail's `type` values (spec section 2): the page's mode and title */
export const DETAIL_TYPES = ["common", "common_examine", "revision", "revision_examine"] as const;
export type DetailType = (typeof DETAIL_TYPES)[number];
