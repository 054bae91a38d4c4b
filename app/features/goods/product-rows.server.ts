import { pack } from "~/lib/packed";
import type { KeysetPage, Product, ProductPage } from "./types";

/** A page of products cut down to the table's fields: the rest would travel to the browser unread. */
export function productRows(page: KeysetPage<Product>): ProductPage {
  return {
    page_size: page.page_size,
    next: page.next,
    prev: page.prev,
    rowCount: page.list.length,
    list: pack(page.list.map((p) => ({
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
    }))),
  };
}
