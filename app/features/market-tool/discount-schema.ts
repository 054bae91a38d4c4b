import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { choiceOf, dayField, intBetween, message } from "~/lib/validation";
import { BATCH_COUNT, CODE_LENGTH, CODE_PREFIX, codeSpaceEnough, DISCOUNT_KINDS, PERCENT_OFF, USES_PER_CODE } from "./discount-rules";
import { promoAmount, promoOfferSchema } from "./promo-schema";

// The discount form and the batch form, checked by conform in the browser and again by the action.
// Messages are catalog keys.
const id = z.number().int().positive();

const discountFields = z.object({
  id: id.optional(),
  version: id.optional(),
  name: oneLine(100),
  site: choiceOf(ALL_SITES as [string, ...string[]]),
  currency_code: choiceOf(CURRENCY_CODES),
  kind: choiceOf(DISCOUNT_KINDS),
  discount_off: promoAmount,
  min_order: promoAmount.optional().transform((v) => v ?? "0"),
  uses_per_code: intBetween(USES_PER_CODE.min, USES_PER_CODE.max),
  start_day: dayField(),
  end_day: dayField(),
});

export const discountSchema = promoOfferSchema(discountFields, "discount_off", PERCENT_OFF);
export type DiscountForm = z.infer<typeof discountSchema>;

export const batchSchema = z
  .object({
    discount_id: id,
    prefix: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ?? "").toUpperCase())
      .pipe(z.string().regex(CODE_PREFIX, "promo.v.prefix")),
    code_length: intBetween(CODE_LENGTH.min, CODE_LENGTH.max),
    count: intBetween(BATCH_COUNT.min, BATCH_COUNT.max),
  })
  .superRefine((v, ctx) => {
    // the API's rule (discount-rules.ts): 32^length >= count × 10^7
    if (!codeSpaceEnough(v.code_length, v.count))
      ctx.addIssue({ code: "custom", path: ["code_length"], message: message("promo.v.lengthForCount", { count: v.count }) });
  });
