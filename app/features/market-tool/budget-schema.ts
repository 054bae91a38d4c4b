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
    lines: z
      .array(z.object({ item: oneLine(100, BUDGET_LINE(100)).min(1, "budget.error.required"), amount: money }))
      .min(1, "budget.error.lines"),
    note: z.string().trim().max(500, "budget.error.noteLength").optional(),
    id: z.coerce.number().int().positive().optional(),
    version: z.coerce.number().int().positive().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.period_end < v.period_start) ctx.addIssue({ code: "custom", path: ["period_end"], message: "budget.error.periodOrder" });
    const ok = (a: string) => MONEY_PATTERN.test(a);
    if (ok(v.amount) && v.lines.every((l) => ok(l.amount))) {
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

/**
 * Blank line rows (the form offers spare ones, for use without script) are not lines: dropped before
 * the schema reads the form, in the browser (conform's onValidate) and in the console's action alike.
 */
export function withoutBlankLines(form: FormData): FormData {
  const out = new FormData();
  const rows: { item: string; amount: string }[] = [];
  for (const [k, v] of form.entries()) {
    const m = /^lines\[(\d+)\]\.(item|amount)$/.exec(k);
    if (!m) {
      out.append(k, v);
      continue;
    }
    const i = Number(m[1]);
    if (i > 40) continue;
    rows[i] ??= { item: "", amount: "" };
    rows[i][m[2] as "item" | "amount"] = String(v);
  }
  rows
    .filter((r) => r && (r.item.trim() || r.amount.trim()))
    .forEach((r, i) => {
      out.append(`lines[${i}].item`, r.item);
      out.append(`lines[${i}].amount`, r.amount);
    });
  return out;
}

/** Pass / reject from the examine page: a reason is needed to reject. */
export const decisionSchema = z
  .object({ intent: z.enum(["pass", "reject"]), reason: z.string().trim().max(500, "budget.error.noteLength").optional() })
  .superRefine((v, ctx) => {
    if (v.intent === "reject" && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "budget.error.reason" });
  });
