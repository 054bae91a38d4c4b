import { BUDGET_KEYS as K } from "../../features/market-tool/budget-keys";
import type { RouteNode } from "../route-tree";

// Route-tree entries of one part of market-tool (spec section 2); ./market-tool.ts places them.
// budget-list also holds the budget codes (`?view=codes`); budget-detail is a budget or a revision
// (`/<id>?type=common|common_examine|revision|revision_examine`); budget-edit creates and revises.
export const MARKET_TOOL_BUDGET_ROUTES: RouteNode[] = [
  {
    name: "budget-list",
    path: "budget-list",
    title: { zh: "预算列表", en: "Budgets" },
    sort: 0,
    functionPermission: [K.list, K.codeExamine],
    reviewPermission: [K.codeExamine],
    intents: {
      code_create: K.list,
      code_update: K.list,
      code_disable: K.list,
      code_batch: K.list,
      code_pass: K.codeExamine,
      code_reject: K.codeExamine,
      // one decision on a batch's codes, or its ticked rows (issue 41 §7)
      code_batch_pass: K.codeExamine,
      code_batch_reject: K.codeExamine,
      code_export: K.list,
    },
    // the filtered codes as a spreadsheet (/budget-list/export?…), a download rather than a page
    forms: { export: "code_export" },
  },
  {
    name: "budget-detail",
    path: "budget-detail",
    title: { zh: "预算详情", en: "Budget details" },
    sort: 1,
    hidden: true,
    records: true,
    functionPermission: [K.detail, K.examine],
    reviewPermission: [K.examine],
    intents: { submit: K.detail, pass: K.examine, reject: K.examine },
  },
  {
    name: "budget-edit",
    path: "budget-edit",
    title: { zh: "预算编辑", en: "Edit budget" },
    sort: 2,
    hidden: true,
    functionPermission: [K.edit],
    // add_line / remove_line: the form's rows changed without JavaScript, nothing saved (issue 41 §9)
    intents: { save: K.edit, save_submit: K.edit, add_line: K.edit, remove_line: K.edit },
  },
];
