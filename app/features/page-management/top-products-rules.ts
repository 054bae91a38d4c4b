// Top products of a category (category-management-top-products*): the products pinned, in a fixed
// order, at the top of a category's product listing on its site's storefront, and each site's
// settings for them. Pure data, shared by the API, the migration, the forms and the tests' registries.

export const TOP_LIST_ROUTE = "category-management-top-products";
export const TOP_DETAIL_ROUTE = "category-management-top-products-detail";
/** granted to everyone (spec section 6): every user reads the settings */
export const TOP_CONF_ROUTE = "category-management-top-products-conf";
/** the manager's key (spec section 6): edits the settings, and grants the top-goods pool's key */
export const TOP_KEY = "category-management-top-products-all-right-btns";
/** the top-goods pool's key (spec section 6): pins, moves and removes a category's top products */
export const TOP_GOODS_KEY = "top_goods-pool-all-right-btns";

/** How many products a category of a site may pin: 1–50, 20 until a site's settings say otherwise. */
export const TOP_PINS_MIN = 1;
export const TOP_PINS_MAX = 50;
export const TOP_PINS_DEFAULT = 20;

/**
 * What fills the category's listing below the pinned products: best sellers, the newest products, or
 * nothing (the category page shows only the pinned products).
 */
export const FILL_RULES = ["sales", "newest", "manual_only"] as const;
export type FillRule = (typeof FILL_RULES)[number];
export const FILL_DEFAULT: FillRule = "sales";

/** the pinned-products filter of the list */
export const PINNED_FILTER = ["yes", "no"] as const;
export const TOP_MOVES = ["up", "down"] as const;

/** audit entities: a category's pinned list (entity id: the category), a site's settings (entity id: the site) */
export const TOP_PIN_ENTITY = "category_top_products";
export const TOP_SETTING_ENTITY = "top_products_setting";
/** an SPU code as Goods stores it: capitals, digits and hyphens, 3–40 */
export const SPU_PATTERN = /^[A-Z0-9-]{3,40}$/;

/** A pinned product as the API answers it (the detail page shows these). */
export interface Pin {
  id: number;
  category_id: number;
  product_id: number;
  spu: string;
  name: string;
  status: string;
  sort: number;
  /** the product still has a price on the category's site (else the storefront skips it) */
  on_site: boolean;
  created_by: string;
  created_at: string;
}

/** A site's settings; version 0 (the defaults) until they are first saved. */
export interface TopSetting {
  site: string;
  max_pins: number;
  fill_rule: string;
  version: number;
  updated_by: string;
  updated_at: string | null;
}
