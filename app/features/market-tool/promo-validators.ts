import { parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod";
import { batchSchema, discountSchema } from "./discount-schema";
import { sendSchema, voucherSchema } from "./voucher-schema";

// Loaded by the browser only when a form opens, so zod stays out of the lists' first load.
const check = (schema: z.ZodType) => (formData: FormData) => parseWithZod(formData, { schema });

export const promoValidators = {
  discount: check(discountSchema),
  batch: check(batchSchema),
  voucher: check(voucherSchema),
  send: check(sendSchema),
};
