import type { ReactNode } from "react";
import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { ALL_SITES } from "~/lib/constants";
import { FilterBar } from "~/ui/FilterBar";
import { FilterSelect, FilterText, PageSizeSelect } from "~/ui/filters";
import type { CategoryOption } from "./types";
import {
  AMOEBA_GROUPS,
  DESIGNERS,
  OPERATORS,
  PRODUCT_SEARCH_TYPES,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_TAGS,
  SUPPLIER_GROUPS,
} from "./constants";

/**
 * The product search every goods screen shares (list, pool members, picker): a GET form, so the URL
 * holds it. `options`: the rest of the pick-product options (tags, amoeba groups, productSort); `paged`:
 * false where nothing is listed (the SKU export).
 */
export function ProductFilters({
  filters,
  keep = [],
  options = false,
  paged = true,
  first,
  categories,
}: {
  filters: Record<string, string | undefined>;
  /** the category choices (product/get_category); absent: no category filter */
  categories?: Pick<CategoryOption, "id" | "site" | "path_name">[];
  keep?: [string, string][];
  options?: boolean;
  paged?: boolean;
  /** a field before the search (the picker's pool) */
  first?: ReactNode;
}) {
  const { t } = useT();
  const opts = (values: readonly string[], label = (v: string) => v) => values.map((v) => ({ value: v, label: label(v) }));
  return (
    <FilterBar keep={keep}>
      {first}
      <FilterSelect
        name="search_type"
        label={t("goods.searchBy")}
        defaultValue={filters.search_type}
        options={opts(PRODUCT_SEARCH_TYPES, (v) => t(`goods.searchType.${v}`))}
      />
      <FilterText name="keyword" label={t("goods.keyword")} defaultValue={filters.keyword} />
      <FilterSelect
        name="status"
        label={t("common.status")}
        defaultValue={filters.status}
        options={opts(PRODUCT_STATUSES, (v) => t(`goods.status.${v}`))}
      />
      <FilterSelect name="site" label={t("common.site")} defaultValue={filters.site} options={opts(ALL_SITES, (s) => siteName(t, s))} />
      {categories ? (
        <FilterSelect
          name="category_id"
          label={t("goods.category")}
          defaultValue={filters.category_id}
          // without a site chosen, each choice names its storefront
          options={categories.map((c) => ({
            value: String(c.id),
            label: filters.site ? c.path_name : `${siteName(t, c.site)} · ${c.path_name}`,
          }))}
        />
      ) : null}
      <FilterText name="price_min" label={t("goods.priceMin")} defaultValue={filters.price_min} />
      <FilterText name="price_max" label={t("goods.priceMax")} defaultValue={filters.price_max} />
      <FilterText name="stock_min" label={t("goods.stockMin")} defaultValue={filters.stock_min} />
      <FilterText name="stock_max" label={t("goods.stockMax")} defaultValue={filters.stock_max} />
      <FilterSelect name="designer" label={t("goods.designer")} defaultValue={filters.designer} options={opts(DESIGNERS)} />
      <FilterSelect name="operator" label={t("goods.operator")} defaultValue={filters.operator} options={opts(OPERATORS)} />
      <FilterSelect
        name="supplier_group_id"
        label={t("goods.supplierGroup")}
        defaultValue={filters.supplier_group_id}
        options={SUPPLIER_GROUPS.map((g) => ({ value: String(g.id), label: `${g.id} · ${g.name}` }))}
      />
      <FilterSelect
        name="recommended"
        label={t("goods.recommended")}
        defaultValue={filters.recommended}
        options={[
          { value: "1", label: t("common.yes") },
          { value: "0", label: t("common.no") },
        ]}
      />
      {options ? (
        <>
          <FilterSelect name="tag" label={t("goods.tag")} defaultValue={filters.tag} options={opts(PRODUCT_TAGS)} />
          <FilterSelect
            name="amoeba_group"
            label={t("goods.amoebaGroup")}
            defaultValue={filters.amoeba_group}
            options={opts(AMOEBA_GROUPS, (v) => t(`algorithm.age.${v}`))}
          />
          {paged ? (
            <FilterSelect
              name="product_sort"
              label={t("goods.productSort")}
              defaultValue={filters.product_sort}
              options={opts(PRODUCT_SORTS, (v) => t(`goods.sort.${v}`))}
            />
          ) : null}
        </>
      ) : null}
      {paged ? <PageSizeSelect value={filters.page_size} label={t("goods.pageSize")} /> : null}
    </FilterBar>
  );
}
