import { useFormAction, useLoaderData, useNavigation } from "@remix-run/react";
import { Card } from "~/ui/Card";
import { useT } from "~/lib/i18n";
import { pack, usePacked, type Packed } from "~/lib/packed";
import { routeByName } from "~/lib/route-tree";
import { useKeys } from "~/ui/Can";
import { ENHANCE_ATTRS, html } from "~/ui/html";
import { PageShell } from "~/ui/PageShell";
import { UnavailableListPage } from "~/ui/ListPage";
import { ProductFilters } from "./ProductFilters";
import { ProductTable, ProductsEmpty } from "./ProductTable";
import type { CategoryOption, ProductPage, StatusCount } from "./types";
import { actionTextHtml } from "~/ui/action-text";

const ROUTE = "goods-list";
const KEY = "goods-list-all-right-btns";
type CategoryChoice = Pick<CategoryOption, "id" | "site" | "path_name">;
const NO_CATEGORIES = pack<CategoryChoice[]>([]);
type Data = {
  page: ProductPage;
  stats: { cap: number; statuses: StatusCount[] };
  filters: Record<string, string | undefined>;
  categories: Packed<CategoryChoice[]>;
  exportFilter: string;
  filtered: boolean;
  atStart: boolean;
};

/** Product List: search and filters in the URL, capped status counts, keyset pages, recommend per row. */
export function GoodsList() {
  const loaded = useLoaderData() as Data | { unavailable: true };
  const { t, locale } = useT();
  const canWrite = useKeys().includes(KEY);
  const action = useFormAction();
  const busy = useNavigation().state === "submitting";
  const categories = usePacked("unavailable" in loaded ? NO_CATEGORIES : loaded.categories);
  if ("unavailable" in loaded) return <UnavailableListPage route={ROUTE} />;
  const { page, stats, filters } = loaded;
  return (
    <PageShell title={routeByName(ROUTE)!.title[locale]}>
      <ProductFilters filters={filters} categories={categories} />
      <Card>
        <div className="console-bar">
          <ul className="console-stats">
            {stats.statuses.map((s) => (
              <li key={s.status} data-testid={`stat-${s.status}`}>
                <span className="console-muted">{t(`goods.status.${s.status}`)}</span>{" "}
                <span className="console-strong">{s.more ? t("goods.moreThan", { count: stats.cap }) : String(s.count)}</span>
              </li>
            ))}
          </ul>
          {page.rowCount && canWrite ? (
            // a plain post: the browser saves the answer as a file, with or without JavaScript
            <form method="post" action="/goods/goods-list/export" data-testid="export-form">
              <input type="hidden" name="intent" value="export" />
              <input type="hidden" name="filter" value={loaded.exportFilter} />
              <button type="submit" className="console-button">
                {t("goods.export")}
              </button>
            </form>
          ) : null}
        </div>
      </Card>
      <ProductTable
        page={page}
        label={t("goods.table")}
        atStart={loaded.atStart}
        empty={<ProductsEmpty filtered={loaded.filtered} none={t("goods.empty")} />}
        busy={busy}
        actions={(p) =>
          html`<span class="console-actions"><a href="/goods/goods-edit?id=${p.id}" class="console-linkbutton" ${ENHANCE_ATTRS}>${actionTextHtml(t("goods.view"), p.spu)}</a>${
            canWrite
              ? html`<form method="post" action="${action}" class="console-inline-form" ${ENHANCE_ATTRS}><input type="hidden" name="id" value="${p.id}"/><input type="hidden" name="spu" value="${p.spu}"/><input type="hidden" name="intent" value="${p.recommended ? "unrecommend" : "recommend"}"/><button type="submit" class="console-linkbutton">${actionTextHtml(t(p.recommended ? "goods.unrecommend" : "goods.recommend"), p.spu)}</button></form>`
              : null
          }</span>`
        }
      />
      <p className="console-muted">{t("common.timezone")}</p>
    </PageShell>
  );
}
