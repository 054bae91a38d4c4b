import * as z from "zod";
import {
  CATEGORY_NAME_MAX,
  CATEGORY_OTHER_LANGUAGES,
  CATEGORY_SORT_MAX,
  POOL_COPY_TARGETS_MAX,
  POOL_REMOVE_PRODUCTS_MAX,
  POOL_TOTAL_CATEGORIES_MAX,
  SEO_DESCRIPTION_MAX,
  SEO_KEYWORDS_MAX,
  SEO_TITLE_MAX,
} from "../../../app/features/page-management/category-states";
import { idField, pageQuery, positiveId, text, versionField, singleLine } from "../../http/list";
import { siteAbbr } from "../config/schemas";

// The request shapes of /api/category/*. Ids in bodies are JSON numbers; in queries, text.

export { siteAbbr };
const required = (max: number) => text(max).pipe(z.string().min(1, "is required"));
export const categoryName = required(CATEGORY_NAME_MAX);
/**
 * Names in the other content languages, one field each (`name_es`, `name_de`, …), as the forms post
 * them; an empty one is not stored. Records carry them together as `names` ({ es: …, de: … }).
 */
export const otherNames = Object.fromEntries(
  CATEGORY_OTHER_LANGUAGES.map((l) => [`name_${l}`, singleLine(CATEGORY_NAME_MAX).optional()]),
) as Record<`name_${(typeof CATEGORY_OTHER_LANGUAGES)[number]}`, z.ZodOptional<ReturnType<typeof text>>>;
/** The `names` object of a body's `name_xx` fields, empty ones left out. */
export function namesOf(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of CATEGORY_OTHER_LANGUAGES) {
    const v = body[`name_${l}`];
    if (typeof v === "string" && v.trim()) out[l] = v.trim();
  }
  return out;
}
export const sortField = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(0, `must be between 0 and ${CATEGORY_SORT_MAX}`)
  .max(CATEGORY_SORT_MAX, `must be between 0 and ${CATEGORY_SORT_MAX}`);

export const idBody = z.strictObject({ id: idField });

export const listQuery = z.strictObject({
  /** the storefront whose tree is read; the us tree when none is given */
  site: siteAbbr.default("us"),
  /** the level's parent; absent for the first level */
  parent_id: positiveId.optional(),
  /** a name prefix: searches the whole site's tree instead of one level */
  name: singleLine(CATEGORY_NAME_MAX).optional(),
  is_show: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
  ...pageQuery,
});

export const mallQuery = z.strictObject({
  parent_id: positiveId.optional(),
  name: singleLine(CATEGORY_NAME_MAX).optional(),
  ...pageQuery,
});

export const addBody = z.strictObject({
  site: siteAbbr,
  parent_id: idField.optional(),
  name: categoryName,
  ...otherNames,
  sort: sortField.default(0),
  is_show: z.boolean().default(true),
});

export const deleteTreeBody = z.strictObject({
  id: idField,
  /**
   * The number of categories the person was shown and confirmed. Without it nothing is deleted and
   * the answer gives the counts (the confirmation's numbers); a branch that has changed since is refused.
   */
  expected_count: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .max(100_000, "must be at most 100000")
    .optional(),
});

export const SORT_MOVES = ["up", "down", "top", "bottom", "to"] as const;
/** Moves one category within its level: a step, to an end, or `to` a sort number. */
export const sortBody = z
  .strictObject({ id: idField, move: z.enum(SORT_MOVES, { error: "must be up, down, top, bottom or to" }), sort: sortField.optional() })
  .refine((v) => v.move !== "to" || v.sort !== undefined, { message: "is required", path: ["sort"] });

export const isShowBody = z.strictObject({ id: idField, is_show: z.boolean({ error: "must be true or false" }) });

export const sameFirstNameBody = z.strictObject({ site: siteAbbr, name: categoryName });
export const sameNameBody = z.strictObject({ site: siteAbbr, parent_id: idField.optional(), name: categoryName });

export const copyFirstBody = z.strictObject({ id: idField, name: categoryName });
export const copyPlatformBody = z.strictObject({ site: siteAbbr, mall_category_id: idField, name: categoryName.optional() });
export const copyOtherSiteBody = z.strictObject({ id: idField, site: siteAbbr, parent_id: idField.optional() });

export const translateBody = z.strictObject({ id: idField, subtree: z.boolean().default(false) });
export const allNamesBody = z.strictObject({ id: idField, version: versionField, name: categoryName, ...otherNames });
export const renameBody = z.strictObject({ id: idField, version: versionField, name: categoryName });

export const seoBody = z.strictObject({
  id: idField,
  version: versionField,
  url_slug: singleLine(120)
    .pipe(z.string().regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "lower-case letters, digits and single hyphens only"))
    .transform((v) => v || null),
  seo_title: singleLine(SEO_TITLE_MAX).default(""),
  seo_description: text(SEO_DESCRIPTION_MAX).default(""),
  seo_keywords: text(SEO_KEYWORDS_MAX).default(""),
});

// ── product pools of a category ─────────────────────────────────────────────────
const idList = (max: number, one: string, many: string) =>
  z.array(idField, { error: "must be a list of ids" }).min(1, `give at least one ${one}`).max(max, `at most ${max} ${many} at a time`);

export const productTotalBody = z.strictObject({ category_ids: idList(POOL_TOTAL_CATEGORIES_MAX, "category", "categories") });
export const addPoolBody = z.strictObject({ category_id: idField, pool_id: idField, version: versionField });
export const createPoolBody = z.strictObject({
  category_id: idField,
  version: versionField,
  /** the new pool's name; the category's name when none is given */
  name: singleLine(100).optional(),
  /** fill it with the products of the category and every category below it */
  with_products: z.boolean({ error: "must be true or false" }).default(true),
});
export const copyPoolBody = z.strictObject({
  category_id: idField,
  target_category_ids: idList(POOL_COPY_TARGETS_MAX, "category", "categories"),
});
export const deleteProductBody = z.strictObject({
  category_id: idField,
  product_ids: idList(POOL_REMOVE_PRODUCTS_MAX, "product", "products"),
});
