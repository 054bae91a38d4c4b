import type { marketToolBudgetEn } from "./market-tool-budget.en";

// 中文文案：market-tool-budget。
export const marketToolBudgetZh: Record<keyof typeof marketToolBudgetEn, string> = {
  "budget.state.draft": "草稿",
  "budget.state.pending": "待审核",
  "budget.state.passed": "已通过",
  "budget.state.rejected": "已驳回",
  "budget.state.disabled": "已停用",
  "budget.action.submit": "提交审核",
  "budget.action.pass": "通过",
  "budget.action.reject": "驳回",
  "budget.action.disable": "停用",
  "budget.toast.submitted": "{{name}} 已提交审核",
  "budget.toast.passed": "{{name}} 已通过",
  "budget.toast.rejected": "{{name}} 已驳回",
  "budget.toast.disabled": "{{name}} 已停用",
  "budget.toast.repeat": "未作更改：{{name}} 已由 {{by}} 于 {{at}} {{state}}",
  "budget.mail.submitted.subject": "待审核：{{kind}} {{name}}",
  "budget.mail.decided.subject": "{{kind}} {{name}}：{{outcome}}",
  "budget.mail.kind.budget": "预算",
  "budget.mail.kind.revision": "预算修订",
  "budget.mail.kind.code": "预算编码",
  "budget.mail.summary.submitted": "{{by}} 提交了{{kind}} {{name}}，请审核。",
  "budget.mail.summary.decided": "{{kind}} {{name}} 已由 {{by}} {{outcome}}。",
  "budget.mail.summary.figures": "{{department}} · {{site}} · {{amount}} · {{period}}",
};
