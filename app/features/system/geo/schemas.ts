import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES, CONTENT_LANGUAGES, CURRENCY_CODES } from "~/lib/constants";
import { isCountryCode } from "~/lib/countries";
import { choiceOf, decimalBetween, intBetween, message } from "~/lib/validation";
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
} from "./geo-rules";

// One schema per geo form, used by conform in the browser and by the action on the server.
// Messages are catalog keys shown next to the field.
const required = { error: "v.required" };
const id = z.number().int().positive();
const versioned = { id: id.optional(), version: id.optional() };
const name = oneLine(NAME_MAX).pipe(z.string().min(1, "v.required"));
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, message("v.tooLong", { max }))
    .optional()
    .transform((v) => v ?? "");
const country = z.string(required).refine(isCountryCode, "v.notAnOption");
const sort = intBetween(0, GEO_SORT_MAX);

export const countrySchema = z.object({
  ...versioned,
  code: country.optional(),
  name_en: name,
  name_zh: name,
  phone_code: z
    .string()
    .trim()
    .regex(/^\+[0-9]{1,4}$/, "geo.v.phoneCode")
    .optional()
    .transform((v) => v ?? ""),
  sort,
});

const regionCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{1,10}$/, "geo.v.regionCode")
  .optional()
  .transform((v) => v ?? "");
const region = { ...versioned, name, code: regionCode, sort };
export const stateSchema = z.object({ ...region, country_code: country.optional() });
export const childSchema = z.object({ ...region, parent_id: id.optional() });

const days = intBetween(1, DELIVERY_DAYS_MAX);
export const shippingSchema = z
  .object({
    ...versioned,
    country_code: country,
    channel: choiceOf(SHIPPING_CHANNELS),
    carrier: oneLine(60).pipe(z.string().min(1, "v.required")),
    min_days: days,
    max_days: days,
    currency_code: choiceOf(CURRENCY_CODES),
    fee: decimalBetween(0, MONEY_MAX, 2),
    free_threshold: decimalBetween(0.01, MONEY_MAX, 2).optional(),
  })
  .refine((v) => v.max_days >= v.min_days, {
    message: "geo.v.daysOrder",
    path: ["max_days"],
    when: (p) => !p.issues.some((i) => i.path?.[0] === "min_days" || i.path?.[0] === "max_days"),
  });

export const languageSchema = z.object({
  ...versioned,
  site: choiceOf(ALL_SITES as [string, ...string[]]),
  language: choiceOf(CONTENT_LANGUAGES),
  is_default: choiceOf(["true", "false"]),
  sort,
});

/** Each address line's position (empty: not used) and whether it is required, as the form posts them. */
const lineFields = Object.fromEntries(
  ADDRESS_FIELDS.flatMap((f) => [
    [`pos_${f}`, intBetween(1, ADDRESS_FIELDS.length).optional()],
    [`req_${f}`, z.literal("on").optional()],
  ]),
) as Record<string, z.ZodOptional<z.ZodType>>;

export const addressRequestSchema = z
  .object({
    version: id.optional(),
    country_code: country,
    site: choiceOf(ALL_SITES as [string, ...string[]]),
    language: choiceOf(CONTENT_LANGUAGES),
    ...lineFields,
    postal_pattern: optional(PATTERN_MAX),
    example: optional(EXAMPLE_MAX),
    remark: optional(REMARK_MAX),
  })
  .superRefine((form, ctx) => {
    const v = form as Record<string, unknown>;
    const used = ADDRESS_FIELDS.filter((f) => v[`pos_${f}`] !== undefined);
    if (!used.length) ctx.addIssue({ code: "custom", message: "geo.v.noLines", path: [`pos_${ADDRESS_FIELDS[0]}`] });
    const seen = new Map<unknown, string>();
    for (const f of used) {
      const other = seen.get(v[`pos_${f}`]);
      if (other) ctx.addIssue({ code: "custom", message: "geo.v.samePosition", path: [`pos_${f}`] });
      seen.set(v[`pos_${f}`], f);
    }
    if (v.pos_postal_code !== undefined && !v.postal_pattern)
      ctx.addIssue({ code: "custom", message: "geo.v.patternRequired", path: ["postal_pattern"] });
  });

export type AddressRequestForm = z.output<typeof addressRequestSchema>;

/** The form's lines → the API's ordered `fields`. */
export function linesOf(v: Record<string, unknown>) {
  return ADDRESS_FIELDS.filter((f) => v[`pos_${f}`] !== undefined)
    .sort((a, b) => Number(v[`pos_${a}`]) - Number(v[`pos_${b}`]))
    .map((f) => ({ field: f, required: v[`req_${f}`] === "on" }));
}

/** The API's `fields` → the form's positions and required boxes. */
export function formOfLines(fields: { field: string; required: boolean }[]) {
  return Object.fromEntries(
    fields.flatMap((f, i) => [
      [`pos_${f.field}`, i + 1],
      [`req_${f.field}`, f.required ? "on" : undefined],
    ]),
  );
}
