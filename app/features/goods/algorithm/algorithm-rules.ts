// Recommendation-algorithm settings (algorithm-config) as both halves know them. Pure data.
// The spec names the screen only; slots, strategies and weights are ours (docs/areas/goods.md,
// "Pick-product, reviews, SKU export, algorithm settings").

/** The storefront places that show recommended products. */
export const ALGORITHM_SLOTS = ["home_for_you", "product_similar", "cart_add_on", "category_default", "search_default"] as const;
/** How a slot orders products: by the weighted score, or by one signal alone. */
export const ALGORITHM_STRATEGIES = ["weighted", "best_sellers", "new_arrivals", "high_margin"] as const;
/** The signals of the weighted score; their weights are whole percents adding up to 100. */
export const ALGORITHM_WEIGHTS = ["weight_sales", "weight_margin", "weight_newness", "weight_stock"] as const;
export const WEIGHT_TOTAL = 100;
/** Products with less stock than this are left out (a child's size sold out disappoints twice). */
export const MIN_STOCK_MAX = 9999;
/** "Newness" counts products launched within this many days. */
export const NEW_DAYS_MIN = 1;
export const NEW_DAYS_MAX = 365;
export const ALGORITHM_AGE_GROUPS = ["all", "baby", "toddler", "kids", "family", "women"] as const;
