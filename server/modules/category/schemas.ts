import * as z from "zod";
import {
  CATEGORY_NAME_MAX,
  CATEGORY_OTHER_LANGUAGES,
  CATEGORY_SORT_MAX,
  SEO_DESCRIPTION_MAX,
  SEO_KEYWORDS_MAX,
  SEO_TITLE_MAX,
} from "../../../app/features/page-management/category-states";
import { idField, pageQuery, positiveId, text, versionField } from "../../http/list";
import { siteAbbr } from "../config/schemas";

// The request shapes of /api/category/*. Ids in bodies are JSON numbers; in queries, text.

export { siteAbbr };
const required = (max: number) => text(max).pipe(z.string().min(1, "is required"));
export const categoryName = required(CATEGORY_NAME_MAX);
/** Names in the other content languages; an empty one is not stored. */
export const otherNames = z
  .strictObject(Object.fromEntries(CATEGORY_OTHER_LANGUAGES.map((l) => [l, text(CATEGORY_NAME_MAX).optional()])) as Record<
    (typeof CATEGORY_OTHER_LANGUAGES)[number],
    z.ZodOptional<ReturnType<typeof text>>
  >)
  .default({});
export const sortField = z.number({ error: "must be a whole number" }).int("must be a whole number").min(0, `must be between 0 and ${CATEGORY_SORT_MAX}`).max(CATEGORY_SORT_MAX, `must be between 0 and ${CATEGORY_SORT_MAX}`);

export const idBody = z.strictObject({ id: idField });
export const idQuery = z.strictObject({ id: positiveId });

export const listQuery = z.strictObject({
  site: siteAbbr,
  /** the level's parent; absent for the first level */
  parent_id: positiveId.optional(),
  /** a name prefix: searches the whole site's tree instead of one level */
  name: text(CATEGORY_NAME_MAX).optional(),
  is_show: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
  ...pageQuery,
});

export const mallQuery = z.strictObject({
  parent_id: positiveId.optional(),
  name: text(CATEGORY_NAME_MAX).optional(),
  ...pageQuery,
});

export const addBody = z.strictObject({
  site: siteAbbr,
  parent_id: idField.nullable().optional(),
  name: categoryName,
  names: otherNames,
  sort: sortField.default(0),
  is_show: z.boolean().default(true),
});

export const deleteTreeBody = z.strictObject({
  id: idField,
  /** true: only count what would go (the confirmation's numbers); nothing is deleted */
  dry_run: z.boolean().optional(),
  /** the number of categories the person confirmed; a subtree that has changed since is refused */
  expected_count: z.number().int().min(1).max(100_000).optional(),
}).refine((v) => v.dry_run || v.expected_count !== undefined, { message: "is required (the count the person confirmed)", path: ["expected_count"] });

export const sortBody = z.strictObject({
  items: z.array(z.strictObject({ id: idField, sort: sortField })).min(1, "is required").max(500, "at most 500 at once"),
});

export const isShowBody = z.strictObject({ id: idField, is_show: z.boolean({ error: "must be true or false" }) });

export const sameFirstNameBody = z.strictObject({ site: siteAbbr, name: categoryName });
export const sameNameBody = z.strictObject({ site: siteAbbr, parent_id: idField.nullable().optional(), name: categoryName });

export const copyFirstBody = z.strictObject({ id: idField, name: categoryName });
export const copyPlatformBody = z.strictObject({ site: siteAbbr, mall_category_id: idField, name: categoryName.optional() });
export const copyOtherSiteBody = z.strictObject({ id: idField, site: siteAbbr, parent_id: idField.nullable().optional() });

export const translateBody = z.strictObject({ id: idField, subtree: z.boolean().default(false) });
export const allNamesBody = z.strictObject({ id: idField, version: versionField, name: categoryName, names: otherNames });
export const renameBody = z.strictObject({ id: idField, version: versionField, name: categoryName });

export const seoBody = z.strictObject({
  id: idField,
  version: versionField,
  url_slug: text(120)
    .pipe(z.string().regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "lower-case letters, digits and single hyphens only"))
    .transform((v) => v || null),
  seo_title: text(SEO_TITLE_MAX).default(""),
  seo_description: text(SEO_DESCRIPTION_MAX).default(""),
  seo_keywords: text(SEO_KEYWORDS_MAX).default(""),
});
