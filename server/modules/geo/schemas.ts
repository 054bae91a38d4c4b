import * as z from "zod";
import { ALL_SITES, CONTENT_LANGUAGES, CURRENCY_CODES } from "../../../app/lib/constants";
import {
  ADDRESS_FIELDS,
  DELIVERY_DAYS_MAX,
  EXAMPLE_MAX,
  GEO_SORT_MAX,
  MONEY_MAX,
  NAME_MAX,
  PATTERN_MAX,
  REMARK_MAX,
  SHIPPING_CHANNELS,
} from "../../../app/features/system/geo/geo-rules";
import { idField, text, versionField, singleLine } from "../../http/list";
import { countryCode } from "../config/schemas";

// The API contract of the geo screens: every body and filter, checked before anything is written.
export { countryCode };
export const siteAbbr = z.enum(ALL_SITES as [string, ...string[]], { error: "must be a supported site" });
export const language = z.enum(CONTENT_LANGUAGES, { error: `must be one of ${CONTENT_LANGUAGES.join(", ")}` });
export const currencyCode = z.enum(CURRENCY_CODES, { error: "must be a supported ISO 4217 currency code" });
const sort = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(0, "must be at least 0")
  .max(GEO_SORT_MAX, `must be at most ${GEO_SORT_MAX}`);
const name = singleLine(NAME_MAX).pipe(z.string().min(1, "is required"));
const days = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(DELIVERY_DAYS_MAX, `must be at most ${DELIVERY_DAYS_MAX}`);

/** An amount with at most 2 decimals, sent as a number and stored exactly as numeric(12,2). */
const money = (min: number) =>
  z
    .number({ error: "must be a number" })
    .refine((v) => Number.isFinite(v) && v >= min && v <= MONEY_MAX, `must be between ${min} and ${MONEY_MAX}`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "has at most 2 decimal places");

const versioned = { id: idField, version: versionField };

const countryFields = {
  name_en: name,
  name_zh: name,
  // absent: none (an empty string is refused like any empty field)
  phone_code: z
    .string()
    .regex(/^\+[0-9]{1,4}$/, "must be + and 1 to 4 digits")
    .default(""),
  sort,
};
export const countryCreate = z.strictObject({ code: countryCode, ...countryFields });
// the code is what every other record refers to: it is not edited, a wrong one is disabled
export const countryUpdate = z.strictObject({ ...versioned, ...countryFields });

const regionFields = {
  code: z
    .string()
    .regex(/^[A-Z0-9-]{1,10}$/, "must be 1 to 10 capitals, digits or -")
    .default(""),
  name,
  sort,
};
export const stateCreate = z.strictObject({ country_code: countryCode, ...regionFields });
export const childCreate = z.strictObject({ parent_id: idField, ...regionFields });
export const regionUpdate = z.strictObject({ ...versioned, ...regionFields });

const shippingFields = {
  country_code: countryCode,
  channel: z.enum(SHIPPING_CHANNELS, { error: `must be one of ${SHIPPING_CHANNELS.join(", ")}` }),
  carrier: singleLine(60).pipe(z.string().min(1, "is required")),
  min_days: days,
  max_days: days,
  currency_code: currencyCode,
  fee: money(0),
  /** absent: never free */
  free_threshold: money(0.01).optional(),
};
const daysInOrder = (v: { min_days: number; max_days: number }) => v.min_days <= v.max_days;
const daysIssue = { message: "must not be less than the fewest days", path: ["max_days"] };
export const shippingCreate = z.strictObject(shippingFields).refine(daysInOrder, daysIssue);
export const shippingUpdate = z.strictObject({ ...versioned, ...shippingFields }).refine(daysInOrder, daysIssue);

const langFields = { site: siteAbbr, language, is_default: z.boolean().default(false), sort };
export const langCreate = z.strictObject(langFields);
export const langUpdate = z.strictObject({ ...versioned, ...langFields });

/** One line of an address format, in display order. */
const formatField = z.strictObject({ field: z.enum(ADDRESS_FIELDS, { error: "is not an address field" }), required: z.boolean() });
const formatFields = z
  .array(formatField)
  .min(1, "choose at least one field")
  .max(ADDRESS_FIELDS.length)
  .refine((a) => new Set(a.map((f) => f.field)).size === a.length, "a field may appear once");

/** A pattern staff type for postal codes: it must compile, and is anchored when applied. */
const postalPattern = text(PATTERN_MAX).refine((p) => {
  try {
    new RegExp(p);
    return true;
  } catch {
    return false;
  }
}, "is not a valid regular expression");

export const addressRequest = z
  .strictObject({
    country_code: countryCode,
    site: siteAbbr,
    language,
    fields: formatFields,
    postal_pattern: postalPattern.default(""),
    example: text(EXAMPLE_MAX).default(""),
    remark: text(REMARK_MAX).default(""),
    /** the format's version the requester saw (absent for a new format) */
    version: versionField.optional(),
  })
  // a format that asks for a postal code needs a way to check it
  .refine((v) => !v.fields.some((f) => f.field === "postal_code") || v.postal_pattern !== "", {
    message: "is required when the format has a postal code",
    path: ["postal_pattern"],
  });

export const changeStatus = z.strictObject({ id: idField, status: z.enum(["pass", "reject"]), check_remark: text(REMARK_MAX).default("") });
export const cancelCheck = z.strictObject({ id: idField });
