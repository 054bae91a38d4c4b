import * as z from "zod";
import { CONTENT_LANGUAGES } from "../../../app/lib/constants";
import { EVENT_KINDS, EVENT_STATUSES, PRODUCT_LIMITS, REVISION_STATUSES } from "../../../app/features/activity/events/kinds";
import { EVENT_CROWDS, LAUNCH_CHANNELS, PROMOTION_STRATEGIES } from "../../../app/domain/event-targeting";
import { idField, isoDateTime, pageQuery, positiveId, text, versionField, singleLine } from "../../http/list";
import { currencyCode, siteAbbr } from "../config/schemas";

// The events API's contract (spec section 7 "Labels and events"); field lists are ours (docs/areas/activity.md).

/** Money as exact decimal text ("12.5", "1999"), positive, up to 4 places; never a float. */
export const money = z
  .string({ error: "must be an amount such as 12.99" })
  .trim()
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (!/^\d{1,7}(\.\d{1,4})?$/.test(v)) return fail("must be an amount such as 12.99");
    if (Number(v) <= 0) return fail("must be more than 0");
    if (Number(v) > PRODUCT_LIMITS.price.max) fail(`must be at most ${PRODUCT_LIMITS.price.max}`);
  });

const intIn = (min: number, max: number) =>
  z
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be from ${min} to ${max}`)
    .max(max, `must be from ${min} to ${max}`);
export const stock = intIn(PRODUCT_LIMITS.stock.min, PRODUCT_LIMITS.stock.max);
export const upOrder = intIn(PRODUCT_LIMITS.up_order.min, PRODUCT_LIMITS.up_order.max);
export const discount = intIn(PRODUCT_LIMITS.discount.min, PRODUCT_LIMITS.discount.max);
export const specialPriority = intIn(PRODUCT_LIMITS.special_priority.min, PRODUCT_LIMITS.special_priority.max);
export const skuCode = singleLine(64).pipe(
  z
    .string()
    .min(1, "is required")
    .regex(/^[A-Za-z0-9._-]+$/, "may hold letters, digits, dot, dash and underscore"),
);

const period = { start_at: isoDateTime, end_at: isoDateTime };
/** A list of distinct values of one enum, at least one. */
function uniqueList<T extends readonly [string, ...string[]]>(values: T, empty: string) {
  return z
    .array(z.enum(values, { error: "must be one of " + values.join(", ") }))
    .min(1, empty)
    .max(values.length)
    .refine((v) => new Set(v).size === v.length, "each value at most once");
}
const ordered = (v: { start_at: string; end_at: string }) => Date.parse(v.end_at) > Date.parse(v.start_at);
const orderedError = { message: "must be after the start", path: ["end_at"] };

const language = z.strictObject({
  language: z.enum(CONTENT_LANGUAGES, { error: "must be one of " + CONTENT_LANGUAGES.join(", ") }),
  title: singleLine(120).pipe(z.string().min(1, "is required")),
  description: text(2000).default(""),
});
const slot = z.strictObject(period).refine(ordered, orderedError);

const eventFields = {
  name: singleLine(120).pipe(z.string().min(1, "is required")),
  site: siteAbbr,
  currency: currencyCode,
  ...period,
  languages: z.array(language).min(1, "needs at least one language version").max(CONTENT_LANGUAGES.length),
  /** flash sales only, at least one */
  slots: z.array(slot).min(1, "needs at least one time slot when given").max(24, "at most 24 time slots").optional(),
  // what the event targets (issue 40 §1); left out, a new event reaches everyone everywhere at its
  // event prices and an update keeps what the event has
  /** a daily-specials category of the event's site (activity-category), or null for none */
  event_category: idField.nullable().optional(),
  apply_crowds: uniqueList(EVENT_CROWDS, "choose at least one crowd")
    .refine((v) => !v.includes("all_customers") || v.length === 1, "all_customers stands alone")
    .optional(),
  launch_channel: uniqueList(LAUNCH_CHANNELS, "choose at least one channel").optional(),
  promotion_strategy: z.enum(PROMOTION_STRATEGIES, { error: "must be one of " + PROMOTION_STRATEGIES.join(", ") }).optional(),
};
const uniqueLanguages = (v: { languages: { language: string }[] }) =>
  new Set(v.languages.map((l) => l.language)).size === v.languages.length;
const languageError = { message: "each language at most once", path: ["languages"] };

export const createBody = z
  .strictObject({ kind: z.enum(EVENT_KINDS, { error: "must be daily_special or flash_sale" }), ...eventFields })
  .refine(ordered, orderedError)
  .refine(uniqueLanguages, languageError);
export const updateBody = z
  .strictObject({ id: idField, version: versionField, ...eventFields })
  .refine(ordered, orderedError)
  .refine(uniqueLanguages, languageError);
export const languageBody = z
  .strictObject({ id: idField, version: versionField, languages: eventFields.languages })
  .refine(uniqueLanguages, languageError);

export const statusBody = z.strictObject({ id: idField, status: z.enum(["publish", "offline"], { error: "must be publish or offline" }) });
export const copyBody = z.strictObject({ id: idField });

export const listQuery = z.strictObject({
  ...pageQuery,
  kind: z.enum(EVENT_KINDS).default("daily_special"),
  site: siteAbbr.optional(),
  status: z.enum(EVENT_STATUSES as [string, ...string[]]).optional(),
  name: singleLine(100).optional(),
  sort: z.enum(["id", "start_at", "name"]).optional(),
  order: z.enum(["asc", "desc"]).optional(),
  event_category: positiveId.optional(),
  /** events that apply to this crowd */
  apply_crowds: z.enum(EVENT_CROWDS).optional(),
  /** events launched on this channel */
  launch_channel: z.enum(LAUNCH_CHANNELS).optional(),
  promotion_strategy: z.enum(PROMOTION_STRATEGIES).optional(),
});
export const pickerQuery = z.strictObject({
  ...pageQuery,
  site: siteAbbr.optional(),
  name: singleLine(100).optional(),
  kind: z.enum(EVENT_KINDS).optional(),
});
export const detailQuery = z.strictObject({
  page_size: pageQuery.page_size,
  after: positiveId.optional(),
  sku: singleLine(64).optional(),
});
/** How many SKUs of each entry's list to send (the first ones; the count of all is `sku_lines`): 20 unless asked. */
export const LOG_SKUS = 20;
export const logQuery = z.strictObject({
  ...pageQuery,
  skus: z.coerce.number().int().min(1, "skus must be 1 or more").max(LOG_SKUS, `skus must be at most ${LOG_SKUS}`).default(LOG_SKUS),
});

const batch = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, "choose at least one product").max(500, "at most 500 products at a time");
const target = { event_id: idField, version: versionField };
export const poolBody = z.strictObject({
  ...target,
  // no product name: the event takes it from the catalogue (issue 41 §1)
  products: batch(z.strictObject({ sku_code: skuCode, price: money, stock })),
});
/** One figure for many products; each body names its list after the figure (the fuzz suite samples by field name). */
export const adjustBodies = {
  price: z.strictObject({ ...target, prices: batch(z.strictObject({ id: idField, price: money })) }),
  stock: z.strictObject({ ...target, stocks: batch(z.strictObject({ id: idField, stock })) }),
  up_order: z.strictObject({ ...target, up_orders: batch(z.strictObject({ id: idField, up_order: upOrder })) }),
  discount: z.strictObject({ ...target, discounts: batch(z.strictObject({ id: idField, discount })) }),
  special_priority: z.strictObject({ ...target, priorities: batch(z.strictObject({ id: idField, special_priority: specialPriority })) }),
};
export const ADJUST_LIST = {
  price: "prices",
  stock: "stocks",
  up_order: "up_orders",
  discount: "discounts",
  special_priority: "priorities",
} as const;
export const removeBody = z.strictObject({ ...target, product_ids: batch(idField) });

// ── revisions ──
export const revisionItem = z
  .strictObject({ product_id: idField, price: money.optional(), stock: stock.optional(), discount: discount.optional() })
  .refine((v) => v.price !== undefined || v.stock !== undefined || v.discount !== undefined, {
    message: "change the price, stock or discount",
    path: ["price"],
  });
export const revisionBody = z.strictObject({
  event_id: idField,
  /** the pending revision being edited, with the version its editor loaded; absent for a new one */
  id: idField.optional(),
  version: versionField.optional(),
  note: text(500).default(""),
  changes: batch(revisionItem),
});
export const revisionStatusBody = z.strictObject({
  id: idField,
  status: z.enum(["pass", "reject"], { error: "must be pass or reject" }),
  /** why: required to reject */
  reason: text(500).default(""),
  /** the revision's version the approver was shown: a decision on another one is refused (409) */
  version: versionField,
});
export const revisionListQuery = z.strictObject({
  ...pageQuery,
  kind: z.enum(EVENT_KINDS).default("daily_special"),
  event_id: positiveId.optional(),
  status: z.enum(REVISION_STATUSES as [string, ...string[]]).optional(),
});

const contentLanguage = z.enum(CONTENT_LANGUAGES, { error: "must be one of " + CONTENT_LANGUAGES.join(", ") });
/** event_revisions/getLanguageEvent: a revision's event in its languages (all, or the one asked for) */
export const revisionLanguagesQuery = z.strictObject({ id: positiveId, language: contentLanguage.optional() });
/** translateEvent: copy one language version into others as their starting point */
export const translateBody = z
  .strictObject({
    id: idField,
    version: versionField,
    from: contentLanguage,
    to: z.array(contentLanguage).min(1, "choose at least one language").max(CONTENT_LANGUAGES.length),
    /** replace language versions the event already has (default: keep them) */
    overwrite: z.boolean({ error: "must be true or false" }).default(false),
  })
  .refine((v) => !v.to.includes(v.from), { message: "must not include the source language", path: ["to"] })
  .refine((v) => new Set(v.to).size === v.to.length, { message: "each language at most once", path: ["to"] });

/**
 * event/import_status and import_report, beside the import's id: the kind the asking page is of and
 * the event it shows. An import of another kind or event is not there for that page (404, as an
 * event of another kind is on the other kind's pages).
 */
export const importScopeQuery = {
  kind: z.enum(EVENT_KINDS, { error: "must be daily_special or flash_sale" }).optional(),
  event_id: positiveId.optional(),
};
