import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { MONEY_PATTERN, toCents } from "./budget-money";

// The budget-code forms (budget-list?view=codes): one schema each, read by conform in the browser
// and again by the console's action; the API checks its own contract (server/modules/budget/schemas.ts).
// Messages are catalog keys.

const required = "budget.error.required";
const cap = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .regex(MONEY_PATTERN, "budget.error.money")
  .refine((v) => !MONEY_PATTERN.test(v) || toCents(v) > 0n, "budget.error.money");
const name = oneLine(100, { missing: required, tooLong: () => "budgetcode.error.nameLength", control: "v.oneLine" }).min(1, required);
const upper = (re: RegExp, message: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(re, message));

export const codeCreateSchema = z.object({
  code: upper(/^[A-Z0-9][A-Z0-9-]{3,31}$/, "budgetcode.error.code"),
  name,
  budget_id: z.coerce.number({ error: required }).int().positive(required),
  cap,
});

export const codeEditSchema = z.object({
  id: z.coerce.number().int().positive(),
  version: z.coerce.number().int().positive(),
  name,
  cap,
});

export const codeBatchSchema = z.object({
  budget_id: z.coerce.number({ error: required }).int().positive(required),
  prefix: upper(/^[A-Z0-9]{2,12}$/, "budgetcode.error.prefix"),
  count: z.coerce
    .number({ error: required })
    .int("budgetcode.error.count")
    .min(1, "budgetcode.error.count")
    .max(500, "budgetcode.error.count"),
  cap,
});

/** Pass / reject from the code's page: a reason is needed to reject. */
export const codeDecisionSchema = z
  .object({ intent: z.enum(["code_pass", "code_reject"]), reason: z.string().trim().max(500, "budget.error.noteLength").optional() })
  .superRefine((v, ctx) => {
    if (v.intent === "code_reject" && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "budget.error.reason" });
  });

/**
 * One decision on a batch's codes (`?view=codes&batch_id=`): the ticked rows, each posted as
 * `id:version` (the version the examiner was shown), and a reason to reject. A plain form: the
 * console's action parses `pick` from every ticked box.
 */
export const codeBatchDecisionSchema = z
  .object({
    intent: z.enum(["code_batch_pass", "code_batch_reject"]),
    batch_id: z.coerce.number().int().positive(),
    pick: z
      .array(z.string().regex(/^\d{1,9}:\d{1,9}$/, "budgetcode.error.pickNone"))
      .min(1, "budgetcode.error.pickNone")
      .max(500, "budgetcode.error.pickNone"),
    reason: z.string().trim().max(500, "budget.error.noteLength").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.intent === "code_batch_reject" && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "budget.error.reason" });
  });
