import * as z from "zod";
import { ALL_SITES, BENCHMARK_SOURCES, CURRENCY_CODES } from "../../../app/lib/constants";
import { idField, logFilterQuery, pageQuery, positiveId, sortQuery, text, versionField as version } from "../../http/list";

// The columns staff sort each list by (query key → SQL expression).
// qualified where the select list renames the column (rate::text as rate), so numbers sort as numbers
export const BENCHMARK_SORT = { currency: "currency", rate: "benchmark_rates.rate", effective_date: "benchmark_rates.effective_date" };
export const RATE_SORT = { site: "site_abbr", currency: "currency_code", rate: "exchange_rates.rate", start_at: "start_at", updated_at: "updated_at" };
export const CURRENCY_SORT = { country_name: "country_name", site: "site_abbr", currency_code: "currency_code", updated_at: "updated_at" };

export const currencyCode = z.enum(CURRENCY_CODES, { error: "must be a supported ISO 4217 currency code" });
export const siteAbbr = z.enum(ALL_SITES as [string, ...string[]], { error: "must be a supported site" });
// zod checks the calendar but takes year 0000, which PostgreSQL refuses; no rate predates 1900
const from1900 = (v: string) => Number(v.slice(0, 4)) >= 1900;
const isoDate = z.iso.date({ error: "must be a date (YYYY-MM-DD)" }).refine(from1900, "must be in 1900 or later");
const isoDateTime = z.iso.datetime({ offset: true, error: "must be an ISO date-time" }).refine(from1900, "must be in 1900 or later");

const decimal = (label: string, { min, max, places }: { min: number; max: number; places: number }) =>
  z
    .number({ error: `${label} must be a number` })
    .refine((v) => Number.isFinite(v), `${label} must be a number`)
    .refine((v) => v >= min && v <= max, `${label} must be between ${min} and ${max}`)
    .refine((v) => Math.abs(v * 10 ** places - Math.round(v * 10 ** places)) < 1e-6, `${label} has at most ${places} decimal places`);

export const positiveRate = decimal("rate", { min: 0.000001, max: 1_000_000_000, places: 6 });
export const floatPercent = decimal("float percent", { min: -50, max: 50, places: 3 });
const boolQuery = z.enum(["true", "false"]).transform((v) => v === "true");

export const rateSettingBody = z.strictObject({
  base_currency: currencyCode,
  float_percent: floatPercent,
  decimals: z.number().int().min(0).max(6),
  auto_sync: z.boolean(),
  sync_hour: z.number().int().min(0).max(23),
  remark: text(500).default(""),
  version,
});

export const benchmarkQuery = z.strictObject({
  ...pageQuery,
  sort: sortQuery(BENCHMARK_SORT),
  currency: currencyCode.optional(),
  source: z.enum(BENCHMARK_SOURCES).optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

export const benchmarkCreateBody = z.strictObject({
  currency: currencyCode,
  rate: positiveRate,
  effective_date: isoDate,
  source: z.enum(BENCHMARK_SOURCES, { error: "must be manual, bank or market" }),
  remark: text(500).default(""),
});

const exchangeRateFields = {
  site: siteAbbr,
  currency: currencyCode,
  rate: positiveRate,
  float_percent: floatPercent,
  start_at: isoDateTime,
  end_at: isoDateTime,
  remark: text(500).default(""),
};
const periodOk = (v: { start_at: string; end_at: string }) => Date.parse(v.end_at) >= Date.parse(v.start_at);
const periodError = { message: "the end must not be before the start", path: ["end_at"] };

export const exchangeRateCreateBody = z.strictObject(exchangeRateFields).refine(periodOk, periodError);
export const exchangeRateUpdateBody = z
  .strictObject({ id: idField, version, ...exchangeRateFields })
  .refine(periodOk, periodError);
export const exchangeRateQuery = z.strictObject({
  ...pageQuery,
  sort: sortQuery(RATE_SORT),
  site: siteAbbr.optional(),
  currency: currencyCode.optional(),
  enabled: boolQuery.optional(),
  active_at: isoDateTime.optional(),
});

const currencyFields = {
  country_code: z.string().trim().regex(/^[A-Z]{2}$/, "must be a two-letter country code (ISO 3166, upper case)"),
  country_name: text(100).min(1, "country name is required"),
  site: siteAbbr,
  currency_code: currencyCode,
  symbol: text(8).min(1, "symbol is required"),
  symbol_position: z.enum(["before", "after"], { error: "must be before or after" }),
  decimals: z.number().int("must be a whole number").min(0).max(4, "must be between 0 and 4"),
  thousands_separator: z.enum([",", ".", " ", "'", ""], { error: "must be , . space ' or none" }),
  decimal_separator: z.enum([".", ","], { error: "must be . or ," }),
};
export const currencyCreateBody = z
  .strictObject(currencyFields)
  .refine((v) => v.thousands_separator !== v.decimal_separator, {
    message: "must differ from the decimal separator",
    path: ["thousands_separator"],
  });
export const currencyUpdateBody = z
  .strictObject({ id: idField, version, ...currencyFields })
  .refine((v) => v.thousands_separator !== v.decimal_separator, {
    message: "must differ from the decimal separator",
    path: ["thousands_separator"],
  });
export const currencyQuery = z.strictObject({
  ...pageQuery,
  sort: sortQuery(CURRENCY_SORT),
  site: siteAbbr.optional(),
  country: text(100).optional(),
  currency: currencyCode.optional(),
  enabled: boolQuery.optional(),
});

export const statusBody = z.strictObject({ id: idField, status: z.enum(["enable", "disable"]) });

export const LOG_ENTITIES = ["rate_setting", "benchmark_rate", "exchange_rate", "currency"] as const;
export const logsQuery = z.strictObject({
  ...pageQuery,
  ...logFilterQuery,
  entity: z.enum(LOG_ENTITIES, { error: "must be one of " + LOG_ENTITIES.join(", ") }),
  entity_id: positiveId.optional(),
});

export const idParam = z.strictObject({ id: positiveId });
