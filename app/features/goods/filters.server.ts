import type { Api } from "~/lib/api.server";
import { goodsApi } from "./api.server";
import { ALL_SITES } from "~/lib/constants";
import { idParam, oneOf, readListQuery, shortText } from "~/lib/list-query";
import { isPositiveInteger } from "~/lib/query";
import { AMOEBA_GROUPS, PAGE_SIZES, PRODUCT_SEARCH_TYPES, PRODUCT_SORTS, PRODUCT_STATUSES, PRODUCT_TAGS } from "./constants";

const amount = (v: string) => /^\d{1,7}(\.\d{1,2})?$/.test(v);
const count = (v: string) => /^\d{1,9}$/.test(v);

/** The product filters of a list URL, as the API takes them; invalid values are dropped (a hand-edited URL never errors). */
export function readProductQuery(url: URL) {
  const { filters } = readListQuery(url, {
    search_type: oneOf(PRODUCT_SEARCH_TYPES),
    keyword: shortText,
    status: oneOf(PRODUCT_STATUSES),
    site: oneOf(ALL_SITES),
    designer: shortText,
    operator: shortText,
    supplier_group_id: isPositiveInteger,
    category_id: isPositiveInteger,
    price_min: amount,
    price_max: amount,
    stock_min: count,
    stock_max: count,
    recommended: oneOf(["0", "1"]),
    tag: oneOf(PRODUCT_TAGS),
    amoeba_group: oneOf(AMOEBA_GROUPS),
    product_sort: oneOf(PRODUCT_SORTS),
    page_size: oneOf(PAGE_SIZES.map(String)),
  });
  // prices are per site: without one, a price range means nothing
  if (!filters.site) {
    delete filters.price_min;
    delete filters.price_max;
  }
  if (filters.price_min && filters.price_max && Number(filters.price_max) < Number(filters.price_min))
    filters.price_max = filters.price_min;
  if (filters.stock_min && filters.stock_max && Number(filters.stock_max) < Number(filters.stock_min))
    filters.stock_max = filters.stock_min;
  const after = idParam(url, "after");
  const before = after ? null : idParam(url, "before");
  const filtered = Object.keys(filters).some((k) => k !== "page_size" && k !== "search_type" && k !== "product_sort");
  return { filters, after, before, filtered, atStart: !after && !before };
}

/** The filters alone, as a query string (the pick-all request carries the search the picker shows). */
export function filterString(filters: Record<string, string | undefined>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && k !== "page_size" && k !== "product_sort") p.set(k, v);
  return p.toString();
}

/** The categories the product filter offers: the chosen site's, or every site's (product/get_category). */
export function categoryOptions(api: Api, site: string | undefined) {
  return goodsApi(api).categories({ site });
}
