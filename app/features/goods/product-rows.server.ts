import { packRows } from "~/lib/packed";
import { isDocumentRequest } from "~/lib/request-id.server";
import type { KeysetPage, Product, ProductPage } from "./types";

/**
 * A page of products cut down to the table's fields (the rest would travel to the browser unread),
 * and left out of a document's data, whose markup already shows them (lib/packed.ts packRows).
 */
export function productRows(page: KeysetPage<Product>, request: Request): ProductPage {
  return {
    page_size: page.page_size,
    next: page.next,
    prev: page.prev,
    rowCount: page.list.length,
    list: packRows(
      page.list.map((p) => ({
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
      isDocumentRequest(request),
    ),
  };
}
