import { BUDGET_KEYS } from "../../../app/features/market-tool/budget-keys";
import { formatMoney } from "../../../app/features/market-tool/budget-money";
import { BUDGET_CODE_REVIEW, BUDGET_REVIEW } from "../../../app/features/market-tool/budget-states";
import type { Queryable } from "../../db/client";
import { siteNameIn } from "../../http/site-names";
import { mailT as t } from "../../mail/catalog";
import type { MailLanguage } from "../../mail/outbox";
import { defineReview, type ReviewMailText } from "../../reviews/review";

// The three reviews of the budget area, declared on the shared machinery (server/reviews): budget
// orders, revisions of passed budgets, and budget codes. Mail text comes from the area's catalogs.

/** A day as YYYY-MM-DD: the enrich reads periods as text (to_char); a Date (a caller's own row) by its UTC day. */
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

function mailText(kind: "budget" | "revision" | "code"): ReviewMailText {
  const common = (row: Record<string, unknown>, lang: MailLanguage) => ({
    kind: t(lang, `budget.mail.kind.${kind}`),
    // a budget's or code's own code; a revision's budget's code, a batch's prefix and count (enrich, announce)
    name: String(row.mail_name ?? row.code ?? `#${row.id}`),
  });
  const figures = (row: Record<string, unknown>, lang: MailLanguage) => {
    const parts = {
      department: String(row.department_name ?? ""),
      site: siteNameIn(lang, String(row.site_abbr ?? "")),
      // Stryker disable next-line StringLiteral: currency is NOT NULL on budgets, revisions and codes; the fallback only keeps "undefined" out of a mail
      amount: formatMoney(String(row.currency ?? ""), String(row.amount ?? row.cap ?? "")),
    };
    // a code has no period of its own: no empty last part
    if (!row.period_start) return t(lang, "budget.mail.summary.figuresNoPeriod", parts);
    // the period as text read by the enrich (to_char): a `date` column read raw is a Date at the
    // server process's local midnight on PostgreSQL, a day early in ISO form east of UTC (issue 10)
    return t(lang, "budget.mail.summary.figures", { ...parts, period: `${day(row.period_start)} – ${day(row.period_end)}` });
  };
  return {
    submitted(row, lang) {
      const c = common(row, lang);
      return {
        subject: t(lang, "budget.mail.submitted.subject", c),
        summary: [
          t(lang, "budget.mail.summary.submitted", { ...c, by: String(row.actor_name ?? "") }),
          String(row.purpose ?? row.name ?? ""),
          figures(row, lang),
        ],
      };
    },
    decided(row, transition, _reason, lang) {
      const c = common(row, lang);
      const outcome = t(lang, transition === "pass" ? "budget.state.passed" : "budget.state.rejected");
      return {
        subject: t(lang, "budget.mail.decided.subject", { ...c, outcome }),
        summary: [
          t(lang, "budget.mail.summary.decided", { ...c, outcome, by: String(row.actor_name ?? "") }),
          String(row.purpose ?? row.name ?? ""),
          figures(row, lang),
        ],
      };
    },
  };
}

const names = async (q: Queryable, row: Record<string, unknown>) => {
  const [r] = await q.query<{ department_name: string | null }>("select name as department_name from departments where id = $1", [
    row.department_id,
  ]);
  return r;
};

/** A budget's or revision's period as YYYY-MM-DD text, as entered. */
const period = async (q: Queryable, table: "budgets" | "budget_revisions", id: unknown) => {
  const [r] = await q.query<{ period_start: string; period_end: string }>(
    `select to_char(period_start, 'YYYY-MM-DD') as period_start, to_char(period_end, 'YYYY-MM-DD') as period_end from ${table} where id = $1`,
    [id],
  );
  return r;
};

const money = (v: unknown) => (v === null || v === undefined ? "—" : String(v));
const lines = (v: unknown) =>
  Array.isArray(v) ? v.map((l: { item?: string; amount?: string }) => `${l.item} ${l.amount}`).join(", ") : "—";
/** A budget's or revision's figures as an examiner sees them. */
const budgetFigures = (row: Record<string, unknown>) => ({
  purpose: String(row.purpose ?? ""),
  amount: money(row.amount),
  period: `${day(row.period_start)} – ${day(row.period_end)}`,
  lines: lines(row.lines),
});

export const BUDGET_REVIEW_DEF = defineReview({
  entity: "budget",
  table: "budgets",
  lifecycle: BUDGET_REVIEW,
  submitterColumn: "submitted_by",
  creatorColumn: "created_by",
  figures: (row) => ({
    ...budgetFigures(row),
    department: String(row.department_id),
    site: String(row.site_abbr),
    currency: String(row.currency),
  }),
  // a budget in review is not edited: it is decided first (rejected, then edited and submitted again)
  inReviewEdit: "refuse",
  examiners: [BUDGET_KEYS.examine],
  submits: ["submit"],
  decides: ["pass", "reject"],
  reasonRequired: ["reject"],
  link: (row, mode) => `/market-tool/budget-detail/${row.id}?type=${mode === "examine" ? "common_examine" : "common"}`,
  mail: mailText("budget"),
  inbox: { title: { zh: "预算", en: "Budgets" }, list: "/market-tool/budget-list?status=pending" },
  enrich: async (q, row) => ({ ...(await names(q, row)), ...(await period(q, "budgets", row.id)) }),
});

export const REVISION_REVIEW_DEF = defineReview({
  entity: "budget_revision",
  table: "budget_revisions",
  lifecycle: BUDGET_REVIEW,
  submitterColumn: "submitted_by",
  creatorColumn: "created_by",
  figures: budgetFigures,
  inReviewEdit: "refuse",
  examiners: [BUDGET_KEYS.examine],
  submits: ["submit"],
  decides: ["pass", "reject"],
  reasonRequired: ["reject"],
  link: (row, mode) => `/market-tool/budget-detail/${row.id}?type=${mode === "examine" ? "revision_examine" : "revision"}`,
  mail: mailText("revision"),
  // revisions have no list of their own: the budgets whose revision waits, each row opening it
  inbox: { title: { zh: "预算修订", en: "Budget revisions" }, list: "/market-tool/budget-list?revision=pending" },
  async enrich(q, row) {
    const [b] = await q.query<Record<string, unknown>>(
      `select b.code as mail_name, b.site_abbr, b.currency, b.department_id from budgets b where b.id = $1`,
      [row.budget_id],
    );
    return { ...b, ...(await names(q, b)), ...(await period(q, "budget_revisions", row.id)) };
  },
});

export const CODE_REVIEW_DEF = defineReview({
  entity: "budget_code",
  table: "budget_codes",
  lifecycle: BUDGET_CODE_REVIEW,
  submitterColumn: "submitted_by",
  creatorColumn: "created_by",
  figures: (row) => ({ name: String(row.name ?? ""), cap: money(row.cap) }),
  // a code has no draft: it is created into review, so an edit while pending is a new submission
  inReviewEdit: "resubmit",
  examiners: [BUDGET_KEYS.codeExamine],
  submits: ["resubmit"],
  decides: ["pass", "reject"],
  // Stryker disable next-line ArrayDeclaration: codeRejectBody refuses an empty reason (422) before the review runs
  reasonRequired: ["reject"],
  link: (row) => `/market-tool/budget-list?view=codes&code=${row.id}`,
  mail: mailText("code"),
  inbox: { title: { zh: "预算编码", en: "Budget codes" }, list: "/market-tool/budget-list?view=codes&status=pending" },
  async enrich(q, row) {
    // the department and currency are its budget's
    const [b] = await q.query<Record<string, unknown>>("select currency, site_abbr, department_id from budgets where id = $1", [
      row.budget_id,
    ]);
    return { ...b, ...(await names(q, b)) };
  },
});
