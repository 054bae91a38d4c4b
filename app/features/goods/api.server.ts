import type * as z from "zod";
import type { Api, CallOptions } from "~/lib/api.server";
import type { ProductDetail, ProductUses } from "./product-edit.server";
import type { reviewAddSchema } from "./reviews/review-schema";
import type { CategoryOption, KeysetPage, Pool, Product, StatusCount } from "./types";

// The typed client of Goods' hand-written screens on the API's `product/…`, `product_pool/…` and
// `pools/…` modules (the product list and edit page, the pools, the product picker, a review added
// by hand): one function per endpoint, input and answer declared once. The labels have their own
// client (labels/api.server.ts).

type Save = Partial<CallOptions>;
type Query = Record<string, string | number | boolean | undefined>;
type Picked = { added: number; skipped: number };
/** ticked products, or every product the search (`filter`, the list's query string) matches */
type PickBody = { product_ids: number[] } | { all_matching: boolean; filter: string };
export type Matching = { count: number; more: boolean };

export function goodsApi(api: Api) {
  return {
    products: (q: Query) => api.get<KeysetPage<Product>>("product/paginate", q),
    /** the products counted by status for the same filters, up to a cap */
    statistics: (q: Query) => api.get<{ cap: number; statuses: StatusCount[] }>("product/statistics", q),
    /** the categories a filter offers: one site's, or every site's */
    categories: (q: { site: string | undefined }) => api.get<{ list: CategoryOption[]; complete: boolean }>("product/get_category", q),
    product: (id: number) => api.get<ProductDetail>(`product/show/${id}`),
    images: (id: number) => api.get<{ url: string; main: boolean }[]>(`product/images/${id}`),
    /** the events, offers and pools a product is in */
    uses: (q: { product_id: number }) => api.get<ProductUses>("product/event_detail", q),
    save: (v: { products: Record<string, unknown>[] }) => api.post<unknown>("product/batch_save", v),
    recommend: (v: { ids: number[]; recommended: boolean }) => api.post<unknown>("product/recommend", v),
    addReview: (v: z.output<typeof reviewAddSchema>, o?: Save) => api.post<{ id: number; spu: string }>("product/comment/create", v, o),
    pools: {
      list: (q: Query) => api.get<KeysetPage<Pool>>("product_pool/paginate", q),
      /** the pools the product picker offers to search within */
      choices: (q: { page_size: number }) => api.get<KeysetPage<Pool>>("pools/paginate", q),
      members: (id: number, q: Query) => api.get<KeysetPage<Product> & { pool: Pool }>(`product_pool/search_products/${id}`, q),
      /** the products matching a search, each marked when already in the pool */
      matching: (id: number, q: Query) =>
        api.get<KeysetPage<Product> & { pool: Pool; matching: Matching; pick_limit: number }>(
          `product_pool/pool/pick_products/0/${id}/0`,
          q,
        ),
      pick: (id: number, v: PickBody) => api.post<Picked>(`product_pool/pool/pick_products/0/${id}/0`, v),
      /** an empty pool (picking into pool 0) */
      create: (v: { name: string; site: string }) => api.post<{ pool: Pool }>("product_pool/pool/pick_products/0/0/0", v),
      addProducts: (id: number, v: { spus: string[] }) => api.post<Picked>(`product_pool/add_products/${id}`, v),
      removeProducts: (id: number, v: { product_ids: number[] }) => api.post<unknown>(`product_pool/remove_products/${id}`, v),
    },
  };
}
