import * as z from "zod";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { choiceOf, dayField, endNotBefore, intBetween, message } from "~/lib/validation";
import { BATCH_COUNT, CODE_LENGTH, CODE_PREFIX, DISCOUNT_KINDS, PERCENT_OFF, USES_PER_CODE } from "./discount-rules";
import { AMOUNT_TEXT, toMinor } from "./promo-money";

// The discount form and the batch form, checked by conform in the browser and again by the action.
// Messages are catalog keys.
const required = { error: "v.required" };
const id = z.number().int().positive();
const amount = z.string(required).trim().regex(AMOUNT_TEXT, "promo.v.amount");

const discountFields = z.object({
  id: id.optional(),
  version: id.optional(),
  name: z.string(required).trim().max(100, message("v.tooLong", { max: 100 })),
  site: choiceOf(ALL_SITES as [string, ...string[]]),
  currency_code: choiceOf(CURRENCY_CODES),
  kind: choiceOf(DISCOUNT_KINDS),
  discount_off: amount,
  min_order: amount.optional().transform((v) => v ?? "0"),
  uses_per_code: intBetween(USES_PER_CODE.min, USES_PER_CODE.max),
  start_day: dayField(),
  end_day: dayField(),
});

/** money typed with more decimals than its currency has (JPY has none) */
const fitsCurrency = (v: string | undefined, currency: string) => !v || toMinor(v, currency) !== null;
const fieldOk = (issues: { path?: PropertyKey[] }[], ...names: string[]) => !issues.some((i) => names.includes(String(i.path?.[0])));

export const discountSchema = endNotBefore(
  discountFields
    .refine((v) => v.kind !== "percent" || (/^\d{1,2}$/.test(v.discount_off) && Number(v.discount_off) >= PERCENT_OFF.min && Number(v.discount_off) <= PERCENT_OFF.max), {
      message: message("promo.v.percent", { min: PERCENT_OFF.min, max: PERCENT_OFF.max }),
      path: ["discount_off"],
      when: (p) => fieldOk(p.issues, "kind", "discount_off"),
    })
    .refine((v) => v.kind !== "amount" || (fitsCurrency(v.discount_off, v.currency_code) && toMinor(v.discount_off, v.currency_code)! > 0), {
      message: "promo.v.decimals",
      path: ["discount_off"],
      when: (p) => fieldOk(p.issues, "kind", "discount_off", "currency_code"),
    })
    .refine((v) => fitsCurrency(v.min_order, v.currency_code), {
      message: "promo.v.decimals",
      path: ["min_order"],
      when: (p) => fieldOk(p.issues, "min_order", "currency_code"),
    }),
  "start_day",
  "end_day",
);
export type DiscountForm = z.infer<typeof discountSchema>;

export const batchSchema = z.object({
  discount_id: id,
  prefix: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ?? "").toUpperCase())
    .pipe(z.string().regex(CODE_PREFIX, "promo.v.prefix")),
  code_length: intBetween(CODE_LENGTH.min, CODE_LENGTH.max),
  count: intBetween(BATCH_COUNT.min, BATCH_COUNT.max),
});
