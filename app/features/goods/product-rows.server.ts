import type { KeysetPage, Product, ProductRow } from "./types";

/** A page of products cut down to the table's fields: the rest would travel to the browser unread. */
export function productRows<P extends KeysetPage<Product>>(page: P): Omit<P, "list"> & { list: ProductRow[] } {
  return {
    ...page,
    list: page.list.map((p) => ({
      id: p.id,
      spu: p.spu,
      name: p.name,
      status: p.status,
      designer: p.designer,
      image_url: p.image_url,
      recommended: p.recommended,
      stock: p.stock,
      updated_at: p.updated_at,
      in_pool: p.in_pool,
      prices: (p.prices ?? []).map((r) => ({ site: r.site, currency: r.currency, min: r.min, max: r.max })),
    })),
  };
}
