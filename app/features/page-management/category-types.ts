// What the category API answers, as the screens read it.
export interface CategoryRow {
  id: number;
  site: string;
  parent_id: number | null;
  level: number;
  name: string;
  names: Record<string, string>;
  sort: number;
  is_show: boolean;
  pool_id: number | null;
  url_slug: string | null;
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  version: number;
  updated_by: string;
  updated_at: string;
  children_count: number;
}
export interface Crumb {
  id: number;
  name: string;
  level: number;
}
export interface LevelPage {
  list: CategoryRow[];
  total: number;
  page: number;
  page_size: number;
  parent: CategoryRow | null;
  ancestors: Crumb[];
}
export interface DeleteCounts {
  category: { id: number; name: string; site: string; level: number };
  counts: { categories: number; by_level: Record<string, number>; navigations: number; top_products: number; pools: number };
}
export interface MallCategory {
  id: number;
  name: string;
  level: number;
  children_count: number;
}
export type CategoryDetail = CategoryRow & { ancestors: Crumb[]; subtree: DeleteCounts["counts"] };
/** getProductTotal's answer for one category: its pool (null when none) and its branch's products. */
export interface PoolTotals {
  category_id: number;
  pool_id: number | null;
  pool: { id: number; name: string; product_count: number; enabled: boolean; site: string } | null;
  category_products: { count: number; more_than: boolean };
}
