import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { MONEY_PATTERN, linesGap, toCents, fromCents } from "./budget-money";

// The budget forms' one schema each, read by conform in the browser and again by the console's
// action (the API checks its own contract too). Messages are catalog keys.

const money = z
  .string({ error: "budget.error.required" })
  .trim()
  .min(1, "budget.error.required")
  .regex(MONEY_PATTERN, "budget.error.money")
  .refine((v) => !MONEY_PATTERN.test(v) || toCents(v) > 0n, "budget.error.money");

/** The budget forms' own messages for a one-line field: "required" and the length as the area words them. */
const BUDGET_LINE = (max: 100 | 200) => ({
  missing: "budget.error.required",
  tooLong: () => (max === 200 ? "budget.error.purposeLength" : "budget.error.itemLength"),
  control: "v.oneLine",
});

const day = z
  .string({ error: "budget.error.required" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "budget.error.day");

export const budgetFormSchema = z
  .object({
    department_id: z.coerce.number({ error: "budget.error.required" }).int().positive("budget.error.required"),
    site: z.string({ error: "budget.error.required" }).min(1, "budget.error.required"),
    currency: z.string({ error: "budget.error.required" }).regex(/^[A-Z]{3}$/, "budget.error.required"),
    purpose: oneLine(200, BUDGET_LINE(200)).min(1, "budget.error.required"),
    amount: money,
    period_start: day,
    period_end: day,
    // spare blank rows stay in place while the filled ones are checked, so that an error stays on the row it is about
    lines: z
      .preprocess(
        (rows) => (Array.isArray(rows) ? Array.from(rows, (r) => (isBlankRow(r) ? undefined : r)) : rows),
        z.array(z.object({ item: oneLine(100, BUDGET_LINE(100)).min(1, "budget.error.required"), amount: money }).optional()),
      )
      .transform((rows) => rows.filter((r) => r !== undefined))
      .refine((lines) => lines.length > 0, "budget.error.lines"),
    note: z.string().trim().max(500, "budget.error.noteLength").optional(),
    id: z.coerce.number().int().positive().optional(),
    version: z.coerce.number().int().positive().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.period_end < v.period_start) ctx.addIssue({ code: "custom", path: ["period_end"], message: "budget.error.periodOrder" });
    const ok = (a: string) => MONEY_PATTERN.test(a);
    // a line with an error of its own leaves its blank rows unremoved (zod runs no transform over an error): no sum then
    if (ok(v.amount) && v.lines.every((l) => l !== undefined && ok(l.amount))) {
      const gap = linesGap(v.amount, v.lines);
      if (gap !== 0n)
        ctx.addIssue({
          code: "custom",
          path: ["lines"],
          message: `budget.error.linesSum|sum=${fromCents(toCents(v.amount) - gap)}|amount=${v.amount}`,
        });
    }
  });
export type BudgetForm = z.infer<typeof budgetFormSchema>;

/** A row the form offered and the person left empty (conform reads empty text as nothing): not a line. */
function isBlankRow(row: unknown): boolean {
  if (row === undefined || row === null) return true;
  const { item, amount } = row as { item?: unknown; amount?: unknown };
  const empty = (v: unknown) => v === undefined || (typeof v === "string" && !v.trim());
  return empty(item) && empty(amount);
}

/** Row numbers beyond any the form offers are not read (a forged `lines[99999]` would make a long sparse list). */
const MAX_POSTED_ROW = 40;
function withinOfferedRows(form: FormData): FormData {
  const out = new FormData();
  for (const [k, v] of form.entries()) {
    const m = /^lines\[(\d+)\]\./.exec(k);
    if (!m || Number(m[1]) <= MAX_POSTED_ROW) out.append(k, v);
  }
  return out;
}

/** The budget form as posted, read by its schema: in the browser (conform's onValidate) and in the console's action. */
export const parseBudgetForm = (form: FormData) => parseWithZod(withinOfferedRows(form), { schema: budgetFormSchema });

/** Pass / reject from the examine page: a reason is needed to reject. */
export const decisionSchema = z
  .object({ intent: z.enum(["pass", "reject"]), reason: z.string().trim().max(500, "budget.error.noteLength").optional() })
  .superRefine((v, ctx) => {
    if (v.intent === "reject" && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "budget.error.reason" });
  });
