import * as z from "zod";
import { ALL_SITES, BENCHMARK_SOURCES, CURRENCY_CODES } from "../../../app/lib/constants";
import { COUNTRY_CODES } from "../../../app/lib/countries";
import { isoDate, isoDateTime, text, versionField as version } from "../../http/list";

export { isoDate, isoDateTime };

export const currencyCode = z.enum(CURRENCY_CODES, { error: "must be a supported ISO 4217 currency code" });
export const siteAbbr = z.enum(ALL_SITES as [string, ...string[]], { error: "must be a supported site" });

const decimal = (label: string, { min, max, places }: { min: number; max: number; places: number }) =>
  z
    .number({ error: `${label} must be a number` })
    .refine((v) => Number.isFinite(v), `${label} must be a number`)
    .refine((v) => v >= min && v <= max, `${label} must be between ${min} and ${max}`)
    .refine((v) => Math.abs(v * 10 ** places - Math.round(v * 10 ** places)) < 1e-6, `${label} has at most ${places} decimal places`);

export const positiveRate = decimal("rate", { min: 0.000001, max: 1_000_000_000, places: 6 });
export const floatPercent = decimal("float percent", { min: -50, max: 50, places: 3 });

export const rateSettingBody = z.strictObject({
  base_currency: currencyCode,
  float_percent: floatPercent,
  decimals: z.number().int().min(0).max(6),
  auto_sync: z.boolean(),
  sync_hour: z.number().int().min(0).max(23),
  remark: text(500).default(""),
  version,
  /** changes the base currency, once the consequences have been shown (see base-change.ts) */
  confirm_base_change: z.boolean().optional(),
});

export const benchmarkCreateBody = z.strictObject({
  currency: currencyCode,
  rate: positiveRate,
  effective_date: isoDate,
  source: z.enum(BENCHMARK_SOURCES, { error: "must be manual, bank or market" }),
  remark: text(500).default(""),
});

/** an ISO 3166-1 alpha-2 code: countries are never free text ("日本" and "Japan" are one JP) */
export const countryCode = z.enum(COUNTRY_CODES as [string, ...string[]], {
  error: "must be an ISO 3166-1 alpha-2 country code (e.g. US)",
});
