import * as z from "zod";
import { CURRENCY_CODES } from "~/lib/constants";
import { isCountryCode } from "~/lib/countries";

// The COD fee form, checked by conform in the browser and again by the action. Messages are catalog keys.
const money = (min: number) =>
  z
    .number({ error: "v.number" })
    .refine((v) => v >= min && v <= 1_000_000, min > 0 ? "cod.v.limit" : "cod.v.amount")
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "cod.v.decimals2");
const id = z.number().int().positive();

export const codFeeSchema = z
  .object({
    id: id.optional(),
    version: id.optional(),
    country_code: z.string({ error: "v.required" }).refine(isCountryCode, "v.notAnOption"),
    currency_code: z.enum(CURRENCY_CODES, { error: "v.choose" }),
    custom_duty: money(0),
    fee_type: z.enum(["constant", "percentage"], { error: "v.choose" }),
    fee_value: money(0),
    tax_exemption: money(0),
    order_total_limit: money(0.01),
    daily_order_limit: z.number({ error: "v.number" }).int("v.integer").min(1, "cod.v.daily").max(1000, "cod.v.daily"),
  })
  // a percentage fee is a share of the product total
  .refine((v) => v.fee_type !== "percentage" || v.fee_value <= 100, { message: "cod.v.percent", path: ["fee_value"] });

export const codFeeDeleteSchema = z.object({ id, version: id });
