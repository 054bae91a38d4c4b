import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES } from "~/lib/constants";
import { choiceOf, intBetween, message, numberField } from "~/lib/validation";
import {
  CATEGORY_NAME_MAX,
  CATEGORY_OTHER_LANGUAGES,
  CATEGORY_SORT_MAX,
  POOL_COPY_TARGETS_MAX,
  POOL_REMOVE_PRODUCTS_MAX,
  SEO_DESCRIPTION_MAX,
  SEO_KEYWORDS_MAX,
  SEO_TITLE_MAX,
} from "./category-states";

// The forms of the category and navigation screens: one schema each, used by conform in the
// browser and by the action on the server; messages are catalog keys shown next to the field.

const id = z.number().int().positive();
const required = (max: number) => oneLine(max).pipe(z.string().min(1, "v.required"));
const optional = (max: number) => z.string().trim().max(max, message("v.tooLong", { max })).optional();
const optionalLine = (max: number) => oneLine(max).optional();
const site = choiceOf(ALL_SITES as unknown as [string, ...string[]]);

/** name_es, name_de, … : the names in the other content languages, each optional. */
export const otherNameFields = Object.fromEntries(
  CATEGORY_OTHER_LANGUAGES.map((l) => [`name_${l}`, optionalLine(CATEGORY_NAME_MAX)]),
) as Record<`name_${(typeof CATEGORY_OTHER_LANGUAGES)[number]}`, ReturnType<typeof optional>>;

export const addCategorySchema = z.object({
  site,
  parent_id: id.optional(),
  name: required(CATEGORY_NAME_MAX),
  sort: intBetween(0, CATEGORY_SORT_MAX),
});

export const namesSchema = z.object({ id, version: id, name: required(CATEGORY_NAME_MAX), ...otherNameFields });

export const seoSchema = z.object({
  id,
  version: id,
  url_slug: z
    .string()
    .trim()
    .max(120, message("v.tooLong", { max: 120 }))
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "category.v.slug")
    .optional(),
  seo_title: optionalLine(SEO_TITLE_MAX),
  seo_description: optional(SEO_DESCRIPTION_MAX),
  seo_keywords: optional(SEO_KEYWORDS_MAX),
});

export const copySiteSchema = z.object({ id, site, parent_id: id.optional() });
export const copyFirstSchema = z.object({ id, name: required(CATEGORY_NAME_MAX) });

export const navSchema = z.object({
  id: id.optional(),
  version: id.optional(),
  site,
  parent_id: id.optional(),
  name: required(CATEGORY_NAME_MAX),
  ...otherNameFields,
  category_id: id.optional(),
  link_url: z
    .string()
    .trim()
    .max(500, message("v.tooLong", { max: 500 }))
    .regex(/^(|\/\S*|https?:\/\/\S+)$/, "nav.v.link")
    .optional(),
  sort: intBetween(0, CATEGORY_SORT_MAX),
  is_show: z.enum(["true", "false"]).default("true"),
});

// ── the category's product pool (details page) ──────────────────────────────────
const INT4_MAX = 2147483647;
/** Ids typed in a text area, separated by commas, spaces or new lines: 1 to `max` distinct ids. */
const idListText = (max: number) =>
  z
    .string({ error: "v.required" })
    .trim()
    .regex(/^\d+([\s,，]+\d+)*$/, "category.pool.v.ids")
    .transform((v) => [...new Set(v.split(/[\s,，]+/).map(Number))])
    .pipe(
      z
        .array(z.number().int().positive("category.pool.v.ids").max(INT4_MAX, "category.pool.v.ids"))
        .max(max, message("category.pool.v.tooMany", { max })),
    );

export const attachPoolSchema = z.object({
  id,
  version: id,
  pool_id: numberField().int("v.integer").positive("category.pool.v.poolId").max(INT4_MAX, "category.pool.v.poolId"),
});
export const createPoolSchema = z.object({
  id,
  version: id,
  name: optional(CATEGORY_NAME_MAX),
  with_products: z.enum(["true", "false"], { error: "v.notAnOption" }).default("true"),
});
export const copyPoolSchema = z.object({ id, target_ids: idListText(POOL_COPY_TARGETS_MAX) });
export const removeProductsSchema = z.object({ id, product_ids: idListText(POOL_REMOVE_PRODUCTS_MAX) });
