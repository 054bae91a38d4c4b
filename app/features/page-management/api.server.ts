import type * as z from "zod";
import type { Api, CallOptions } from "~/lib/api.server";
import type { KeysetPageData } from "~/ui/KeysetTable";
import type { PageData } from "~/ui/ListTable";
import type { LogRow } from "~/ui/LogTable";
import type { TranslateAnswer } from "./category-translate";
import type { CategoryDetail, CategoryRow, DeleteCounts, LevelPage, MallCategory, PoolTotals } from "./category-types";
import type { addCategorySchema, copyFirstSchema, copySiteSchema, namesSchema, seoSchema } from "./category-schema";
import type { addPinSchema, settingSchema } from "./top-products-schema";
import type { Pin, TopSetting } from "./top-products-rules";

// The typed client of Page management: one function per endpoint of the spec's "Category" section
// the category, navigation and top-products screens call, each with its input and answer declared
// here once, instead of `ctx.api.get<Row>("category/…")` strings in the loaders and actions.

type Query = Record<string, string | number | boolean | undefined>;
type Save = Partial<CallOptions>;

export interface NavEntry {
  id: number;
  site: string;
  parent_id: number | null;
  level: number;
  name: string;
  names: Record<string, string>;
  category_id: number | null;
  category_name: string | null;
  link_url: string;
  sort: number;
  is_show: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

export interface TopCategoryRow {
  id: number;
  site: string;
  name: string;
  level: number;
  is_show: boolean;
  parent_name: string | null;
  pin_count: number;
}
export interface TopDetail {
  category: { id: number; site: string; name: string; level: number; is_show: boolean; parent_id: number | null };
  pins: Pin[];
  setting: TopSetting;
}

export interface CategoryLogEntry {
  id: number;
  actor_name: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

/** A navigation entry's fields as the create and update endpoints take them. */
export type NavBody = { name: string; link_url: string; sort: number; is_show: boolean; category_id?: number } & Record<
  `name_${string}`,
  string | undefined
>;

type Saved = { site: string; parent_id: number | null };

/** Page management's endpoints, typed, through the signed-in person's API client. */
export function pageManagementApi(api: Api) {
  return {
    category: {
      list: (q: { site: string; parent_id?: number; name?: string; is_show?: string; page?: number; page_size?: number }) =>
        api.get<LevelPage>("category/list", q),
      detail: (id: number) => api.get<CategoryDetail>(`category/detail/${id}`),
      row: (id: number) => api.get<CategoryRow>(`category/detail/${id}`),
      logs: (q: { entity: "category" | "navigation"; entity_id?: number; page_size?: number }) =>
        api.get<{ list: CategoryLogEntry[] }>("category/logs", q),
      mallCategories: (q: { page_size?: number }) => api.get<{ list: MallCategory[] }>("category/mall_category/paginate", q),
      add: (v: z.output<typeof addCategorySchema>, o?: Save) => api.post<CategoryRow>("category/addCategory", v, o),
      setNames: (v: z.output<typeof namesSchema>, o?: Save) => api.post<CategoryRow>("category/updateAllNameLanguage", v, o),
      setSeo: (v: z.output<typeof seoSchema> & { url_slug: string }, o?: Save) => api.post<CategoryRow>("category/seo", v, o),
      translate: (v: { id: number; subtree?: boolean }) => api.post<TranslateAnswer>("category/translate", v),
      show: (v: { id: number; is_show: boolean }) => api.post<CategoryRow>("category/isShow", v),
      sort: (v: { id: number; move: "up" | "down" | "top" | "bottom" }) => api.post<{ changed: number }>("category/sort", v),
      /** without `expected_count` nothing is deleted: the answer is the counts the question gives */
      deleteTree: (v: { id: number; expected_count?: number }) => api.post<DeleteCounts>("category/deleteCategoryTree", v),
      copyFirst: (v: z.output<typeof copyFirstSchema>, o?: Save) => api.post<CategoryRow>("category/copyAddFirstCategory", v, o),
      copyToSite: (v: z.output<typeof copySiteSchema>) => api.post<CategoryRow>("category/copyCategoryToOtherSite", v),
      copyPlatform: (v: { site: string; mall_category_id: number }) => api.post<CategoryRow>("category/copyPlatformCategories", v),
      copyToNavigation: (v: { id: number }) => api.post("category/copyToNavigation", v),
    },
    pool: {
      totals: (v: { category_ids: number[] }) => api.post<{ list: PoolTotals[] }>("category/getProductTotal", v),
      add: (v: { category_id: number; version: number; pool_id: number }, o?: Save) => api.post<Saved>("category/addPool", v, o),
      create: (v: { category_id: number; version: number; name?: string; with_products: boolean }, o?: Save) =>
        api.post<Saved>("category/createPool", v, o),
      copy: (v: { category_id: number; target_category_ids: number[] }, o?: Save) =>
        api.post<{ skipped: number }>("category/copyCategoryProductPool", v, o),
      removeProducts: (v: { category_id: number; product_ids: number[] }, o?: Save) =>
        api.post<{ removed: number }>("category/deleteProduct", v, o),
    },
    navigation: {
      list: (q: { site: string }) => api.get<NavEntry[]>("category/navigations", q),
      one: (id: number) => api.get<NavEntry>(`category/navigation/${id}`),
      create: (v: NavBody & { site: string; parent_id?: number }, o?: Save) => api.post<NavEntry>("category/navigation/create", v, o),
      /** the form's id and version may be missing: the API answers that next to the field (422) */
      update: (v: NavBody & { id: number | undefined; version: number | undefined }, o?: Save) =>
        api.post<NavEntry>("category/navigation/update", v, o),
      delete: (v: { id: number; version: number }) => api.post("category/navigation/delete", v),
    },
    top: {
      list: (q: Query) => api.get<KeysetPageData<TopCategoryRow>>("category/top_products/paginate", q),
      show: (categoryId: number) => api.get<TopDetail>(`category/top_products/show/${categoryId}`),
      add: (v: z.output<typeof addPinSchema>, o?: Save) =>
        api.post<{ category_id: number; pins: Pin[] }>("category/top_products/add", v, o),
      move: (v: { id: number; move: string }) => api.post<{ changed: boolean }>("category/top_products/move", v),
      remove: (v: { id: number }) => api.post<{ removed: { spu: string } }>("category/top_products/remove", v),
      settings: () => api.get<TopSetting[]>("category/top_products/settings"),
      saveSetting: (v: z.output<typeof settingSchema>, o?: Save) => api.post<TopSetting>("category/top_products/settings/update", v, o),
      logs: (q: { entity: string; entity_id?: number } & Query) => api.get<PageData<LogRow>>("category/top_products/logs", q),
    },
  };
}
