import * as z from "zod";
import { ALL_SITES, BENCHMARK_SOURCES, CURRENCY_CODES } from "~/lib/constants";

// One schema per form, used by conform in the browser and by the action on the server. Messages
// are catalog keys, shown in the user's language next to the field.
const required = { error: "v.required" };
const text = (max: number) => z.string(required).trim().max(max, "v.tooLong");
const optionalText = (max: number) => text(max).optional().transform((v) => v ?? "");
const decimal = (places: number, min: number, max: number) =>
  z
    .number({ error: "v.number" })
    .refine((v) => v >= min && v <= max, "v.range")
    .refine((v) => Math.abs(v * 10 ** places - Math.round(v * 10 ** places)) < 1e-6, places === 6 ? "v.decimals6" : "v.decimals3");
const rate = decimal(6, 0.000001, 1_000_000_000).refine((v) => v > 0, "v.positive");
const floatPercent = decimal(3, -50, 50);
const date = z.string(required).regex(/^\d{4}-\d{2}-\d{2}$/, "v.date");
const currency = z.enum(CURRENCY_CODES, { error: "v.choose" });
const site = z.enum(ALL_SITES as [string, ...string[]], { error: "v.choose" });
const id = z.number().int().positive();

export const currencySchema = z
  .object({
    id: id.optional(),
    version: id.optional(),
    country_code: z.string(required).trim().regex(/^[A-Za-z]{2}$/, "v.countryCode").transform((s) => s.toUpperCase()),
    country_name: text(100).pipe(z.string().min(1, "v.required")),
    site,
    currency_code: currency,
    symbol: text(8).pipe(z.string().min(1, "v.required")),
    symbol_position: z.enum(["before", "after"], { error: "v.choose" }),
    decimals: z.number({ error: "v.number" }).int("v.integer").min(0, "v.range").max(4, "v.range"),
    // a form drops empty strings, so "no separator" travels as the word "none"
    thousands_separator: z.enum([",", ".", "space", "'", "none"], { error: "v.choose" }),
    decimal_separator: z.enum([".", ","], { error: "v.choose" }),
  })
  .refine((v) => v.thousands_separator !== v.decimal_separator, { message: "v.separatorsDiffer", path: ["thousands_separator"] });
export type CurrencyForm = z.infer<typeof currencySchema>;

export const exchangeRateSchema = z
  .object({
    id: id.optional(),
    version: id.optional(),
    site,
    currency,
    rate,
    float_percent: floatPercent,
    start_date: date,
    end_date: date,
    remark: optionalText(500),
    // ticked after the API warned that the rate is far from the benchmark
    confirm_deviation: z.literal("yes").optional(),
  })
  .refine((v) => v.end_date >= v.start_date, { message: "v.endBeforeStart", path: ["end_date"] });
export type ExchangeRateForm = z.infer<typeof exchangeRateSchema>;

export const rateSettingSchema = z.object({
  version: id,
  base_currency: currency,
  float_percent: floatPercent,
  decimals: z.number({ error: "v.number" }).int("v.integer").min(0, "v.range").max(6, "v.range"),
  auto_sync: z.enum(["yes", "no"], { error: "v.choose" }).transform((v) => v === "yes"),
  sync_hour: z.number({ error: "v.number" }).int("v.integer").min(0, "v.range").max(23, "v.range"),
  remark: optionalText(500),
  // ticked after the API said what a base-currency change leaves as it is
  confirm_base_change: z.literal("yes").optional(),
});

export const benchmarkSchema = z.object({
  currency,
  rate,
  effective_date: date,
  source: z.enum(BENCHMARK_SOURCES, { error: "v.choose" }),
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
