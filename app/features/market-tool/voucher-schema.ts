import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { choiceOf, dayField, intBetween, message } from "~/lib/validation";
import { promoAmount, promoOfferSchema } from "./promo-schema";
import {
  parseSendList,
  PER_CUSTOMER,
  REMARK_MAX,
  SEND_MAX_LINES,
  SEND_UPLOAD_MAX_BYTES,
  SEND_UPLOAD_TYPES,
  TOTAL_STOCK,
  VOUCHER_KINDS,
  VOUCHER_PERCENT,
} from "./voucher-rules";

// The voucher form and the send form, checked by conform in the browser and again by the action.
// Messages are catalog keys.
const id = z.number().int().positive();

const voucherFields = z.object({
  id: id.optional(),
  version: id.optional(),
  name: oneLine(100),
  site: choiceOf(ALL_SITES as [string, ...string[]]),
  currency_code: choiceOf(CURRENCY_CODES),
  kind: choiceOf(VOUCHER_KINDS),
  voucher_off: promoAmount,
  min_order: promoAmount.optional().transform((v) => v ?? "0"),
  start_day: dayField(),
  end_day: dayField(),
  per_customer: intBetween(PER_CUSTOMER.min, PER_CUSTOMER.max),
  total_stock: intBetween(TOTAL_STOCK.min, TOTAL_STOCK.max),
  remark: z
    .string()
    .trim()
    .max(REMARK_MAX, message("v.tooLong", { max: REMARK_MAX }))
    .optional()
    .transform((v) => v ?? ""),
});

export const voucherSchema = promoOfferSchema(voucherFields, "voucher_off", VOUCHER_PERCENT);
export type VoucherForm = z.infer<typeof voucherSchema>;

// a send names its customers in the paste box or in one uploaded file, never both; the file's
// name and size are checked here, its content by the API (type by its bytes, line count)
const uploadName = new RegExp(`\\.(${SEND_UPLOAD_TYPES.join("|")})$`, "i");
export const sendSchema = z
  .object({
    voucher_id: id,
    customers: z.string().optional(),
    // an empty file input posts an empty file, which conform reads as no value
    file: z.instanceof(File).optional(),
    // a send cannot be taken back: the person ticks that they mean it (asked first, JavaScript or not)
    confirmed: z.literal("on", { error: "voucher.v.confirmSend" }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: "customers" | "file", msg: string) => ctx.addIssue({ code: "custom", path: [path], message: msg });
    const pasted = v.customers?.trim() ? v.customers : "";
    if (v.file) {
      if (pasted) issue("file", "voucher.v.pasteOrFile");
      else if (!uploadName.test(v.file.name)) issue("file", "voucher.v.fileType");
      else if (v.file.size > SEND_UPLOAD_MAX_BYTES)
        issue("file", message("voucher.v.fileTooLarge", { max: SEND_UPLOAD_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    if (!pasted || parseSendList(pasted).length === 0) issue("customers", "voucher.v.noCustomers");
    else if (parseSendList(pasted).length > SEND_MAX_LINES) issue("customers", message("voucher.v.tooMany", { max: SEND_MAX_LINES }));
  });
