import * as z from "zod";
import {
  AMOEBA_GROUPS,
  PAGE_SIZES,
  PRODUCT_SEARCH_TYPES,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  parseMinor,
} from "../../../app/features/goods/constants";
import { idField, positiveId, text, versionField, singleLine } from "../../http/list";
import { siteAbbr } from "../config/schemas";

// The query and body shapes of the goods endpoints. One product filter serves the product list,
// the statistics, the pick into a pool, a pool's members and the export, so a search means the
// same thing on every screen.

/** An amount as staff type it ("12.99"), kept as integer minor units. */
const amount = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const minor = parseMinor(v);
    if (minor === null || minor < 0) {
      ctx.addIssue({ code: "custom", message: "must be an amount with at most 2 decimals" });
      return z.NEVER;
    }
    return minor;
  });
const count = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(0, "must be 0 or more")
  .max(1_000_000_000, "is too large");
const flag01 = z.enum(["0", "1"], { error: "must be 0 or 1" }).transform((v) => v === "1");

export const productFilterShape = {
  search_type: z.enum(PRODUCT_SEARCH_TYPES, { error: "must be spu, name or sku" }).default("spu"),
  keyword: singleLine(100).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: "must be a product status" }).optional(),
  category_id: positiveId.optional(),
  site: siteAbbr.optional(),
  designer: singleLine(60).optional(),
  operator: singleLine(60).optional(),
  supplier_group_id: positiveId.optional(),
  price_min: amount.optional(),
  price_max: amount.optional(),
  stock_min: count.optional(),
  stock_max: count.optional(),
  recommended: flag01.optional(),
  tag: singleLine(40).optional(),
  amoeba_group: z.enum(AMOEBA_GROUPS, { error: `must be one of ${AMOEBA_GROUPS.join(", ")}` }).optional(),
};

type FilterInput = { site?: string; price_min?: number; price_max?: number; stock_min?: number; stock_max?: number };
/** The cross-field rules of the filter, named on the field a person would correct. */
export function refineFilter<T extends z.ZodType<FilterInput>>(schema: T) {
  return schema
    .refine((v) => (v.price_min === undefined && v.price_max === undefined) || !!v.site, {
      message: "choose a site: prices are per site and currency",
      path: ["site"],
    })
    .refine((v) => v.price_min === undefined || v.price_max === undefined || v.price_min <= v.price_max, {
      message: "must be at least the lowest price",
      path: ["price_max"],
    })
    .refine((v) => v.stock_min === undefined || v.stock_max === undefined || v.stock_min <= v.stock_max, {
      message: "must be at least the lowest stock",
      path: ["stock_max"],
    });
}

export const keysetShape = {
  after: positiveId.optional(),
  before: positiveId.optional(),
  page_size: z.coerce
    .number()
    .pipe(
      z.union(PAGE_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<20>, z.ZodLiteral<50>, z.ZodLiteral<100>], {
        error: "page_size must be 20, 50 or 100",
      }),
    )
    .default(20),
};

/** productSort of the pick-product options: newest or oldest first (both keyset orders of the id). */
const productSort = z.enum(PRODUCT_SORTS, { error: `must be one of ${PRODUCT_SORTS.join(", ")}` }).default("newest");
export const productListQuery = refineFilter(z.strictObject({ ...productFilterShape, ...keysetShape, product_sort: productSort })).refine(
  (v) => !(v.after && v.before),
  {
    message: "give after or before, not both",
    path: ["before"],
  },
);
export type ProductListQuery = z.output<typeof productListQuery>;
/** product/get_category: one site's categories, or every site's */
export const showDetailsQuery = z.strictObject({ id: positiveId });
export const categoryOptionsQuery = z.strictObject({ site: siteAbbr.optional() });

export const productFilterQuery = refineFilter(z.strictObject(productFilterShape));
export type ProductFilter = z.output<typeof productFilterQuery>;

const ids = (max: number) =>
  z.array(idField, { error: "must be a list of ids" }).min(1, "choose at least one product").max(max, `at most ${max} at a time`);

export const recommendBody = z.strictObject({ ids: ids(100), recommended: z.boolean({ error: "must be true or false" }) });

const priceText = z
  .string({ error: "is required" })
  .trim()
  .refine((v) => (parseMinor(v) ?? 0) >= 1, "must be an amount above 0 with at most 2 decimals");
export const skuSave = z.strictObject({
  id: idField,
  stock: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 1000000")
    .max(1_000_000, "must be between 0 and 1000000"),
  /** site → price ("12.99") in that site's currency */
  prices: z.partialRecord(siteAbbr, priceText).optional(),
});
export const productSave = z.strictObject({
  id: idField,
  version: versionField,
  name: singleLine(200).pipe(z.string().min(1, "is required")).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: "must be a product status" }).optional(),
  designer: singleLine(60).optional(),
  operator: singleLine(60).optional(),
  supplier_group_id: z.number().int().min(0).max(2147483647).optional(),
  tags: z
    .array(singleLine(40).pipe(z.string().min(1)))
    .max(20, "at most 20 tags")
    .optional(),
  skus: z.array(skuSave).max(100).optional(),
});
export type ProductSave = z.output<typeof productSave>;
export const batchSaveBody = z.strictObject({
  products: z.array(productSave).min(1, "nothing to save").max(100, "at most 100 products at a time"),
});

// ── pools ──────────────────────────────────────────────────────────────────────────
export const poolListQuery = z
  .strictObject({
    keyword: singleLine(100).optional(),
    site: siteAbbr.optional(),
    parent_id: positiveId.optional(),
    category_id: positiveId.optional(),
    ...keysetShape,
  })
  .refine((v) => !(v.after && v.before), { message: "give after or before, not both", path: ["before"] });
export type PoolListQuery = z.output<typeof poolListQuery>;

/** Path ids where 0 means "none" (a new pool, no parent, any category). */
export const zeroOrId = z.coerce
  .number({ error: "must be 0 or a positive integer" })
  .int("must be 0 or a positive integer")
  .min(0, "must be 0 or a positive integer")
  .max(2147483647, "is too large");

export const pickBody = z.strictObject({
  /** the new pool's name and site (pool_id 0) */
  name: singleLine(100).optional(),
  site: siteAbbr.optional(),
  /** the products ticked on the page, or every product matching `filter` (up to PICK_LIMIT) */
  product_ids: z.array(idField).max(1000, "at most 1000 ticked products at a time").optional(),
  all_matching: z.boolean().optional(),
  /** the search the picker shows, as the list's query string ("status=on_sale&keyword=PP00") */
  filter: text(2000).optional(),
});
export type PickBody = z.output<typeof pickBody>;

export const addProductsBody = z.strictObject({
  spus: z
    .array(singleLine(40).pipe(z.string().regex(/^[A-Za-z0-9-]{3,40}$/, "is not an SPU code")))
    .min(1, "give at least one SPU code")
    .max(1000, "at most 1000 SPU codes at a time"),
});
export const removeProductsBody = z.strictObject({ product_ids: ids(1000) });
export const poolMembersQuery = refineFilter(z.strictObject({ ...productFilterShape, ...keysetShape, product_sort: productSort }));
