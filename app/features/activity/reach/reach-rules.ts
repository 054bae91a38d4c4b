// The exclusive offer as both halves know it: limits and the customer groups it targets. Pure data:
// imported by the browser, the Remix server and the API. Its products are typed as `code, price, name`
// lines (../product-lines.ts): the exclusive price, in the offer's currency, per product.
import type { LineRules, ProductLine } from "../product-lines";

export const REACH_NAME_MAX = 100;
export const REACH_PRODUCTS_MAX = 200;
export const REACH_PRICE_MAX = 100000;
/** the customer group that sees the exclusive prices */
export const REACH_AUDIENCES = [
  "new_customers",
  "returning_customers",
  "vip_members",
  "app_users",
  "newsletter_subscribers",
  "lapsed_customers",
] as const;
export type ReachAudience = (typeof REACH_AUDIENCES)[number];
/** how many exclusive-price items one customer may buy per offer */
export const REACH_LIMIT_MAX = 99;
export const REACH_LINES: LineRules = { max: REACH_PRODUCTS_MAX, price: { max: REACH_PRICE_MAX } };

export type ExclusiveProduct = Required<ProductLine>;
