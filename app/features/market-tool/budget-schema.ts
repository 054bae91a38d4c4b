import * as z from "zod";
import { MONEY_PATTERN, linesGap, toCents, fromCents } from "./budget-money";

// The budget forms' one schema each, read by conform in the browser and again by the console's
// action (the API checks its own contract too). Messages are catalog keys.

const money = z
  .string({ error: "budget.error.required" })
  .trim()
  .min(1, "budget.error.required")
  .regex(MONEY_PATTERN, "budget.error.money")
  .refine((v) => !MONEY_PATTERN.test(v) || toCents(v) > 0n, "budget.error.money");

const day = z.string({ error: "budget.error.required" }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, "budget.error.day");

export const budgetFormSchema = z
  .object({
    department_id: z.coerce.number({ error: "budget.error.required" }).int().positive("budget.error.required"),
    site: z.string({ error: "budget.error.required" }).min(1, "budget.error.required"),
    currency: z.string({ error: "budget.error.required" }).regex(/^[A-Z]{3}$/, "budget.error.required"),
    purpose: z.string({ error: "budget.error.required" }).trim().min(1, "budget.error.required").max(200, "budget.error.purposeLength"),
    amount: money,
    period_start: day,
    period_end: day,
    lines: z
      .array(z.object({ item: z.string({ error: "budget.error.required" }).trim().min(1, "budget.error.required").max(100, "budget.error.itemLength"), amount: money }))
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
      if (gap !== 0n) ctx.addIssue({ code: "custom", path: ["lines"], message: `budget.error.linesSum|sum=${fromCents(toCents(v.amount) - gap)}|amount=${v.amount}` });
    }
  });
export type BudgetForm = z.infer<typeof budgetFormSchema>;

/** Pass / reject from the examine page: a reason is needed to reject. */
export const decisionSchema = z
  .object({ intent: z.enum(["pass", "reject"]), reason: z.string().trim().max(500, "budget.error.noteLength").optional() })
  .superRefine((v, ctx) => {
    if (v.intent === "reject" && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "budget.error.reason" });
  });
