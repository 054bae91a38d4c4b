import * as z from "zod";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { choiceOf, dayField, intBetween, message } from "~/lib/validation";
import { promoAmount, promoOfferSchema, required } from "./promo-schema";
import { parseSendList, PER_CUSTOMER, REMARK_MAX, SEND_MAX_LINES, TOTAL_STOCK, VOUCHER_KINDS, VOUCHER_PERCENT } from "./voucher-rules";

// The voucher form and the send form, checked by conform in the browser and again by the action.
// Messages are catalog keys.
const id = z.number().int().positive();

const voucherFields = z.object({
  id: id.optional(),
  version: id.optional(),
  name: z.string(required).trim().max(100, message("v.tooLong", { max: 100 })),
  site: choiceOf(ALL_SITES as [string, ...string[]]),
  currency_code: choiceOf(CURRENCY_CODES),
  kind: choiceOf(VOUCHER_KINDS),
  voucher_off: promoAmount,
  min_order: promoAmount.optional().transform((v) => v ?? "0"),
  start_day: dayField(),
  end_day: dayField(),
  per_customer: intBetween(PER_CUSTOMER.min, PER_CUSTOMER.max),
  total_stock: intBetween(TOTAL_STOCK.min, TOTAL_STOCK.max),
  remark: z.string().trim().max(REMARK_MAX, message("v.tooLong", { max: REMARK_MAX })).optional().transform((v) => v ?? ""),
});

export const voucherSchema = promoOfferSchema(voucherFields, "voucher_off", VOUCHER_PERCENT);
export type VoucherForm = z.infer<typeof voucherSchema>;

export const sendSchema = z.object({
  voucher_id: id,
  customers: z
    .string(required)
    .refine((v) => parseSendList(v).length > 0, "voucher.v.noCustomers")
    .refine((v) => parseSendList(v).length <= SEND_MAX_LINES, message("voucher.v.tooMany", { max: SEND_MAX_LINES })),
});
