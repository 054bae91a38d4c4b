import * as z from "zod";
import { BUDGET_CODE_STATES, BUDGET_STATES } from "../../../app/features/market-tool/budget-states";
import {
  MONEY_MAX_CENTS,
  MONEY_PATTERN,
  ZERO_DECIMAL_CURRENCIES,
  fromCents,
  linesGap,
  toCents,
} from "../../../app/features/market-tool/budget-money";
import { idField, isoDate, pageQuery, positiveId, text, versionField, singleLine } from "../../http/list";
import { currencyCode, siteAbbr } from "../config/schemas";

// The budget API's contract (zod): every body and query is checked here, field errors come back as
// 422 next to their fields.

export const money = z
  .string({ error: "must be an amount such as 1250.00" })
  .trim()
  .regex(MONEY_PATTERN, "must be an amount such as 1250.00 (at most 2 decimals)")
  // zod runs every check even after one fails: the range is read only from a well-formed amount
  .refine((v) => !MONEY_PATTERN.test(v) || toCents(v) > 0n, "must be more than 0")
  .refine((v) => !MONEY_PATTERN.test(v) || toCents(v) <= MONEY_MAX_CENTS, "must be at most 1000000000.00")
  .transform((v) => fromCents(toCents(v)));

export const line = z.strictObject({
  item: singleLine(100).pipe(z.string().min(1, "is required")),
  amount: money,
});

/** The figures a budget and a revision share: lines that add up exactly to the amount. */
const figures = {
  purpose: singleLine(200).pipe(z.string().min(1, "is required")),
  amount: money,
  period_start: isoDate,
  period_end: isoDate,
  lines: z.array(line).min(1, "needs at least one line").max(20, "at most 20 lines"),
};

type Figures = { amount: string; period_start: string; period_end: string; lines: { amount: string }[]; currency?: string };

/** Cross-field rules, reported beside the field they concern. */
export function checkFigures(v: Figures, ctx: z.RefinementCtx) {
  // the object's rules run even when a field failed: compare only well-formed figures
  if (typeof v.period_end === "string" && typeof v.period_start === "string" && v.period_end < v.period_start) {
    ctx.addIssue({ code: "custom", path: ["period_end"], message: "must be on or after the start" });
  }
  const wellFormed = (a: unknown) => typeof a === "string" && MONEY_PATTERN.test(a);
  if (!wellFormed(v.amount) || !Array.isArray(v.lines) || !v.lines.every((l) => wellFormed(l?.amount))) return;
  const gap = linesGap(v.amount, v.lines);
  if (gap !== 0n) {
    ctx.addIssue({
      code: "custom",
      path: ["lines"],
      message: `the lines add up to ${fromCents(toCents(v.amount) - gap)}, not ${v.amount}`,
    });
  }
  if (v.currency && (ZERO_DECIMAL_CURRENCIES as readonly string[]).includes(v.currency)) {
    const cents = [v.amount, ...v.lines.map((l) => l.amount)].some((a) => toCents(a) % 100n !== 0n);
    if (cents) ctx.addIssue({ code: "custom", path: ["amount"], message: `${v.currency} has no decimals` });
  }
}

export const budgetBody = z
  .strictObject({
    id: idField.optional(),
    version: versionField.optional(),
    department_id: idField,
    site: siteAbbr,
    currency: currencyCode,
    ...figures,
    /** submit for review in the same step */
    submit: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.id !== undefined && v.version === undefined) ctx.addIssue({ code: "custom", path: ["version"], message: "version is required" });
    checkFigures(v, ctx);
  });
export type BudgetBody = z.infer<typeof budgetBody>;

export const revisionBody = z
  .strictObject({
    budget_id: idField,
    id: idField.optional(),
    version: versionField.optional(),
    ...figures,
    note: text(500).default(""),
    submit: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.id !== undefined && v.version === undefined) ctx.addIssue({ code: "custom", path: ["version"], message: "version is required" });
    checkFigures(v, ctx);
  });
export type RevisionBody = z.infer<typeof revisionBody>;

export const decisionBody = z.strictObject({
  id: idField,
  action: z.enum(["pass", "reject"], { error: "must be pass or reject" }),
  reason: text(500).default(""),
  /** the version the examiner was shown: a decision on another one is refused (409) */
  version: versionField,
});

export const budgetListQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(BUDGET_STATES as [string, ...string[]]).optional(),
  department_id: positiveId.optional(),
  site: siteAbbr.optional(),
  currency: currencyCode.optional(),
  keyword: singleLine(100).optional(),
  period_from: isoDate.optional(),
  period_to: isoDate.optional(),
  revision: z.enum(["pending"]).optional(),
  sort: z.enum(["created_at", "amount", "period_start"]).optional(),
  order: z.enum(["asc", "desc"]).optional(),
});

export const idQuery = z.strictObject({ id: positiveId });
/** a budget's review steps, or one of its revisions' */
export const checkLogsQuery = z.strictObject({ id: positiveId, kind: z.enum(["budget", "revision"]).default("budget") });
export const siteQuery = z.strictObject({ site: siteAbbr });

export const revisionListQuery = z.strictObject({
  ...pageQuery,
  budget_id: positiveId.optional(),
  status: z.enum(BUDGET_STATES as [string, ...string[]]).optional(),
});

export const budgetPickQuery = z.strictObject({
  currency: currencyCode.optional(),
  keyword: singleLine(100).optional(),
});

// ── budget codes ──
export const codeText = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9-]{3,31}$/, "must be 4–32 letters, digits or -"));

export const codeCreateBody = z.strictObject({
  code: codeText,
  name: singleLine(100).pipe(z.string().min(1, "is required")),
  budget_id: idField,
  cap: money,
});

export const codeUpdateBody = z.strictObject({
  id: idField,
  version: versionField,
  name: singleLine(100).pipe(z.string().min(1, "is required")),
  cap: money,
});

export const codeIdBody = z.strictObject({ id: idField });
export const codePassBody = z.strictObject({ id: idField, version: versionField });
export const codeRejectBody = z.strictObject({
  id: idField,
  version: versionField,
  reason: text(500).pipe(z.string().min(1, "is required")),
});

/** One decision on several codes (a batch, or its ticked rows), each with the version the examiner saw. */
export const codeBatchDecideBody = z
  .strictObject({
    action: z.enum(["pass", "reject"]),
    reason: text(500).optional(),
    codes: z
      .array(z.strictObject({ id: idField, version: versionField }))
      .min(1)
      .max(500),
    /** the batch whose view the decision was taken on: the mail links back to it */
    batch_id: idField.optional(),
  })
  .superRefine((b, c) => {
    if (b.action === "reject" && !b.reason?.trim()) c.addIssue({ code: "custom", path: ["reason"], message: "is required" });
  });

export const codeListQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(BUDGET_CODE_STATES as [string, ...string[]]).optional(),
  budget_id: positiveId.optional(),
  batch_id: positiveId.optional(),
  keyword: singleLine(100).optional(),
});

export const codeExportQuery = codeListQuery.omit({ page: true, page_size: true }).extend({
  /** json (default): columns and rows, at most 10,000; xlsx: every matching code as a spreadsheet */
  format: z.enum(["json", "xlsx"]).optional(),
});

export const batchBody = z.strictObject({
  budget_id: idField,
  prefix: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{2,12}$/, "must be 2–12 letters or digits")),
  count: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 500")
    .max(500, "must be between 1 and 500"),
  cap: money,
});

export const batchListQuery = z.strictObject({ ...pageQuery, budget_id: positiveId.optional() });
export const batchResultQuery = z.strictObject({ batch_id: positiveId });
