import * as z from "zod";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { choiceOf, dayField, endNotBefore, intBetween, message } from "~/lib/validation";
import { AMOUNT_TEXT, toMinor } from "./promo-money";
import { parseSendList, PER_CUSTOMER, REMARK_MAX, SEND_MAX_LINES, TOTAL_STOCK, VOUCHER_KINDS, VOUCHER_PERCENT } from "./voucher-rules";

// The voucher form and the send form, checked by conform in the browser and again by the action.
// Messages are catalog keys.
const required = { error: "v.required" };
const id = z.number().int().positive();
const amount = z.string(required).trim().regex(AMOUNT_TEXT, "promo.v.amount");

const voucherFields = z.object({
  id: id.optional(),
  version: id.optional(),
  name: z.string(required).trim().max(100, message("v.tooLong", { max: 100 })),
  site: choiceOf(ALL_SITES as [string, ...string[]]),
  currency_code: choiceOf(CURRENCY_CODES),
  kind: choiceOf(VOUCHER_KINDS),
  voucher_off: amount,
  min_order: amount.optional().transform((v) => v ?? "0"),
  start_day: dayField(),
  end_day: dayField(),
  per_customer: intBetween(PER_CUSTOMER.min, PER_CUSTOMER.max),
  total_stock: intBetween(TOTAL_STOCK.min, TOTAL_STOCK.max),
  remark: z.string().trim().max(REMARK_MAX, message("v.tooLong", { max: REMARK_MAX })).optional().transform((v) => v ?? ""),
});

const fitsCurrency = (v: string | undefined, currency: string) => !v || toMinor(v, currency) !== null;
const fieldOk = (issues: { path?: PropertyKey[] }[], ...names: string[]) => !issues.some((i) => names.includes(String(i.path?.[0])));

export const voucherSchema = endNotBefore(
  voucherFields
    .refine((v) => v.kind !== "percent" || (/^\d{1,2}$/.test(v.voucher_off) && Number(v.voucher_off) >= VOUCHER_PERCENT.min && Number(v.voucher_off) <= VOUCHER_PERCENT.max), {
      message: message("promo.v.percent", { min: VOUCHER_PERCENT.min, max: VOUCHER_PERCENT.max }),
      path: ["voucher_off"],
      when: (p) => fieldOk(p.issues, "kind", "voucher_off"),
    })
    .refine((v) => v.kind !== "amount" || (fitsCurrency(v.voucher_off, v.currency_code) && toMinor(v.voucher_off, v.currency_code)! > 0), {
      message: "promo.v.decimals",
      path: ["voucher_off"],
      when: (p) => fieldOk(p.issues, "kind", "voucher_off", "currency_code"),
    })
    .refine((v) => fitsCurrency(v.min_order, v.currency_code), {
      message: "promo.v.decimals",
      path: ["min_order"],
      when: (p) => fieldOk(p.issues, "min_order", "currency_code"),
    }),
  "start_day",
  "end_day",
);
export type VoucherForm = z.infer<typeof voucherSchema>;

export const sendSchema = z.object({
  voucher_id: id,
  customers: z
    .string(required)
    .refine((v) => parseSendList(v).length > 0, "voucher.v.noCustomers")
    .refine((v) => parseSendList(v).length <= SEND_MAX_LINES, message("voucher.v.tooMany", { max: SEND_MAX_LINES })),
});
