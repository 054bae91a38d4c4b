// Shapes the goods screens read from the API (server/modules/goods).
import type { Packed } from "~/lib/packed";

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
export type ProductRow = Pick<
  Product,
  "id" | "spu" | "name" | "status" | "designer" | "image_url" | "recommended" | "stock" | "updated_at" | "in_pool"
> & {
  prices: PriceRange[];
};
/** A page of a product table as its loader sends it: the rows as one JSON text (lib/packed.ts). */
export type ProductPage = Omit<KeysetPage<ProductRow>, "list"> & { list: Packed<ProductRow[]>; rowCount: number };

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
