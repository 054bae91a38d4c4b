// The product ranking as both halves know it: limits and the ranking types. Pure data: imported by
// the browser, the Remix server and the API. Its products are typed as `code, name` lines (../product-lines.ts).
import type { LineRules, ProductLine } from "../product-lines";

export const RANKING_NAME_MAX = 100;
/** positions one ranking holds (a storefront shows a top 10, 20 or 50) */
export const RANKING_PRODUCTS_MAX = 50;
/** what the ranking orders its products by */
export const RANKING_METRICS = ["best_sellers", "new_arrivals", "most_viewed", "top_rated"] as const;
export type RankingMetric = (typeof RANKING_METRICS)[number];
export const RANKING_LINES: LineRules = { max: RANKING_PRODUCTS_MAX };

export type RankedProduct = Required<Omit<ProductLine, "price">>;
