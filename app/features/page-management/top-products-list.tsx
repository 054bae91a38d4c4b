import { Link, useLoaderData } from "@remix-run/react";
import { Badge } from "@shopify/polaris";
import type { ReactNode } from "react";
import { ALL_SITES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { FilterSelect, FilterText } from "~/ui/filters";
import { KeysetRecords, type KeysetPageData } from "~/ui/KeysetRecords";
import { UnavailableListPage } from "~/ui/ListPage";
import { PINNED_FILTER, TOP_LIST_ROUTE } from "./top-products-rules";
import type { TopCategoryRow } from "./top-products.server";
import { ActionText } from "~/ui/action-text";

const DETAIL = "/page-management/category-management-top-products-detail";
const CONF = "/page-management/category-management-top-products-conf";

/** A site's categories with how many products each pins at the top of its listing. */
export function TopProductsList() {
  const loaded = useLoaderData() as
    { page: KeysetPageData<TopCategoryRow>; filters: Record<string, string | undefined>; filtered: boolean } | { unavailable: true };
  const { t, locale } = useT();
  if ("unavailable" in loaded) return <UnavailableListPage route={TOP_LIST_ROUTE} />;
  const { page, filters, filtered } = loaded;
  const columns: [string, (r: TopCategoryRow) => ReactNode][] = [
    [t("category.col.name"), (r) => (r.parent_name ? `${r.parent_name} › ${r.name}` : r.name)],
    [t("topprod.col.level"), (r) => t("category.levelN", { level: r.level })],
    [
      t("category.col.state"),
      (r) => <Badge tone={r.is_show ? "success" : undefined}>{r.is_show ? t("category.state.shown") : t("category.state.hidden")}</Badge>,
    ],
    [t("topprod.col.pins"), (r) => r.pin_count],
    [
      t("common.actions"),
      (r) => (
        <Link to={`${DETAIL}?category_id=${r.id}`}>
          <ActionText text={t("topprod.open")} row={r.name} />
        </Link>
      ),
    ],
  ];
  return (
    <KeysetRecords<TopCategoryRow>
      title={routeByName(TOP_LIST_ROUTE)!.title[locale]}
      label={t("topprod.table")}
      pageSize={filters.page_size}
      filtered={filtered}
      empty={t("topprod.emptyCategories")}
      page={page}
      columns={columns}
      secondaryAction={{ content: t("topprod.settings"), url: CONF }}
      filters={
        <>
          <FilterSelect
            name="site"
            label={t("common.site")}
            defaultValue={filters.site ?? "us"}
            options={ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }))}
          />
          <FilterText name="name" label={t("category.filter.name")} defaultValue={filters.name} />
          <FilterSelect
            name="pinned"
            label={t("topprod.filter.pinned")}
            defaultValue={filters.pinned}
            options={PINNED_FILTER.map((v) => ({ value: v, label: t(`topprod.pinned.${v}`) }))}
          />
        </>
      }
    />
  );
}
