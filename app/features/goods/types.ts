// Shapes the goods screens read from the API (server/modules/goods).
export interface PriceRange {
  site: string;
  currency: string;
  min: string;
  max: string;
}
export interface Product {
  id: number;
  spu: string;
  name: string;
  status: string;
  designer: string;
  operator: string;
  supplier_group_id: number;
  tags: string[];
  image_url: string;
  recommended: boolean;
  stock: number;
  sales: number;
  version: number;
  updated_at: string;
  prices?: PriceRange[];
  in_pool?: boolean;
}
/** What a product table shows of a product (ProductTable): all a page's loader sends for each row. */
export type ProductRow = Pick<Product, "id" | "spu" | "name" | "status" | "designer" | "image_url" | "recommended" | "stock" | "updated_at" | "in_pool"> & {
  prices: PriceRange[];
};

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

export interface KeysetPage<Row> {
  list: Row[];
  page_size: number;
  next: number | null;
  prev: number | null;
}
export interface Pool {
  id: number;
  parent_id: number | null;
  name: string;
  site: string;
  description: string;
  product_count: number;
  enabled: boolean;
  updated_by: string;
  updated_at: string;
}
export interface StatusCount {
  status: string;
  count: number;
  more: boolean;
}

/** A choice of the product filter's category (product/get_category): its names from the first level down. */
export type CategoryOption = { id: number; site: string; level: number; name: string; path_name: string };
