import { lifecycle } from "../../lib/lifecycle";

// Shown ⇄ hidden on the storefront. A hidden category hides its whole branch there; the children
// keep their own flag, so showing the parent again brings the branch back as it was.
export const CATEGORY_VISIBILITY = lifecycle({
  field: "is_show",
  states: {
    shown: { value: true, label: "category.state.shown", tone: "success" },
    hidden: { value: false, label: "category.state.hidden" },
  },
  transitions: {
    show: { from: ["hidden"], to: "shown", label: "category.action.show", done: "category.toast.shown" },
    hide: { from: ["shown"], to: "hidden", label: "category.action.hide", done: "category.toast.hidden" },
  },
});

/** A category tree has at most three levels (first, second, third). */
export const CATEGORY_MAX_LEVEL = 3;
/** The languages a category is named in besides English (spec section 9, content languages). */
export const CATEGORY_OTHER_LANGUAGES = ["es", "de", "it", "fr", "pt", "ar"] as const;
export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_SORT_MAX = 9999;
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
export const SEO_KEYWORDS_MAX = 255;

/** Product pools of a category: how many categories one total asks about, copy targets, products removed at once. */
export const POOL_TOTAL_CATEGORIES_MAX = 100;
export const POOL_COPY_TARGETS_MAX = 50;
export const POOL_REMOVE_PRODUCTS_MAX = 1000;
/** A branch's products are counted up to this many and read "10,000+" beyond (never a scan of every product). */
export const CATEGORY_PRODUCT_COUNT_CAP = 10_000;

/** Catalog keys of the language labels (literal, so the catalog test sees every one). */
export const LANGUAGE_LABEL: Record<string, string> = {
  en: "category.lang.en",
  es: "category.lang.es",
  de: "category.lang.de",
  it: "category.lang.it",
  fr: "category.lang.fr",
  pt: "category.lang.pt",
  ar: "category.lang.ar",
};
/** Catalog keys of the change log's actions and fields. */
export const LOG_ACTION_LABEL: Record<string, string> = {
  create: "category.log.action.create",
  update: "category.log.action.update",
  delete: "category.log.action.delete",
  show: "category.log.action.show",
  hide: "category.log.action.hide",
  sort: "category.log.action.sort",
  copy: "category.log.action.copy",
  translate: "category.log.action.translate",
  seo: "category.log.action.seo",
  add_pool: "category.log.action.add_pool",
  create_pool: "category.log.action.create_pool",
  copy_pool: "category.log.action.copy_pool",
  remove_products: "category.log.action.remove_products",
};
export const LOG_FIELD_LABEL: Record<string, string> = {
  name: "category.log.field.name",
  names: "category.log.field.names",
  is_show: "category.log.field.is_show",
  sort: "category.log.field.sort",
  url_slug: "category.log.field.url_slug",
  seo_title: "category.log.field.seo_title",
  seo_description: "category.log.field.seo_description",
  seo_keywords: "category.log.field.seo_keywords",
  pool_id: "category.log.field.pool_id",
  product_count: "category.log.field.product_count",
};
