import * as z from "zod";
import { currencyKind } from "~/domain/kinds/currency";
import { exchangeRateKind } from "~/domain/kinds/exchange-rate";
import { formSchema } from "~/domain/kinds/schemas";
import { ALL_SITES, BENCHMARK_SOURCES, CURRENCY_CODES } from "~/lib/constants";
import { choiceOf, dayField, decimalBetween, intBetween, message } from "~/lib/validation";

// One schema per form, used by conform in the browser and by the action on the server. Messages
// are catalog keys, shown in the user's language next to the field.
const required = { error: "v.required" };
const text = (max: number) => z.string(required).trim().max(max, message("v.tooLong", { max }));
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((v) => v ?? "");
const rate = decimalBetween(0.000001, 1_000_000_000, 6);
const floatPercent = decimalBetween(-50, 50, 3);
const date = dayField();
const currency = choiceOf(CURRENCY_CODES);
const site = choiceOf(ALL_SITES as [string, ...string[]]);
const id = z.number().int().positive();

// declared once in the kind (app/domain/kinds/currency.ts); kept under this name for the form tests
export const currencySchema = formSchema(currencyKind);
export type CurrencyForm = z.infer<typeof currencySchema>;

// declared once in the kind (app/domain/kinds/exchange-rate.ts); kept under this name for the form tests
export const exchangeRateSchema = formSchema(exchangeRateKind);
export type ExchangeRateForm = z.infer<typeof exchangeRateSchema>;

export const rateSettingSchema = z.object({
  version: id,
  base_currency: currency,
  float_percent: floatPercent,
  decimals: intBetween(0, 6),
  auto_sync: choiceOf(["yes", "no"]).transform((v) => v === "yes"),
  sync_hour: intBetween(0, 23),
  remark: optionalText(500),
  // ticked after the API said what a base-currency change leaves as it is
  confirm_base_change: z.literal("yes").optional(),
});

export const benchmarkSchema = z.object({
  currency,
  rate,
  effective_date: date,
  source: choiceOf(BENCHMARK_SOURCES),
  remark: optionalText(500),
});

/** Check-in blacklist entry: the customer by id or email, the site, why. */
export const checkinBlackSchema = z.object({
  id: id.optional(),
  version: id.optional(),
  customer: text(254),
  site,
  reason: text(200),
});
