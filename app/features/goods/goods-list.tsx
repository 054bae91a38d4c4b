import { Form, Link, useLoaderData } from "@remix-run/react";
import { Button } from "@shopify/polaris/build/esm/components/Button/Button.js";
import { Card } from "@shopify/polaris/build/esm/components/Card/Card.js";
import { InlineStack } from "@shopify/polaris/build/esm/components/InlineStack/InlineStack.js";
import { Text } from "@shopify/polaris/build/esm/components/Text/Text.js";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { Can } from "~/ui/Can";
import { PageShell } from "~/ui/PageShell";
import { UnavailableListPage } from "~/ui/ListPage";
import { ProductFilters } from "./ProductFilters";
import { ProductTable, ProductsEmpty } from "./ProductTable";
import type { CategoryOption, KeysetPage, Product, StatusCount } from "./types";

const ROUTE = "goods-list";
const KEY = "goods-list-all-right-btns";
type Data = {
  page: KeysetPage<Product>;
  stats: { cap: number; statuses: StatusCount[] };
  filters: Record<string, string | undefined>;
  categories: CategoryOption[];
  exportFilter: string;
  filtered: boolean;
  atStart: boolean;
};

/** Product List: search and filters in the URL, capped status counts, keyset pages, recommend per row. */
export function GoodsList() {
  const loaded = useLoaderData() as Data | { unavailable: true };
  const { t, locale } = useT();
  if ("unavailable" in loaded) return <UnavailableListPage route={ROUTE} />;
  const { page, stats, filters } = loaded;
  return (
    <PageShell title={routeByName(ROUTE)!.title[locale]}>
      <ProductFilters filters={filters} categories={loaded.categories} />
      <Card>
        <InlineStack gap="400" align="space-between" blockAlign="center">
          <InlineStack gap="600" as="ul" aria-label={t("goods.statistics")}>
            {stats.statuses.map((s) => (
              <li key={s.status} data-testid={`stat-${s.status}`}>
                <Text as="span" tone="subdued">{t(`goods.status.${s.status}`)}</Text>{" "}
                <Text as="span" fontWeight="semibold">{s.more ? t("goods.moreThan", { count: stats.cap }) : String(s.count)}</Text>
              </li>
            ))}
          </InlineStack>
          {page.list.length ? (
            <Can need={KEY}>
              {/* a plain post: the browser saves the answer as a file, with or without JavaScript */}
              <form method="post" action="/goods/goods-list/export" data-testid="export-form">
                <input type="hidden" name="intent" value="export" />
                <input type="hidden" name="filter" value={loaded.exportFilter} />
                <Button submit>{t("goods.export")}</Button>
              </form>
            </Can>
          ) : null}
        </InlineStack>
      </Card>
      <ProductTable
        page={page}
        label={t("goods.table")}
        atStart={loaded.atStart}
        empty={<ProductsEmpty filtered={loaded.filtered} none={t("goods.empty")} />}
        actions={(p) => (
          <InlineStack gap="200" blockAlign="center">
            <Link to={`/goods/goods-edit?id=${p.id}`} aria-label={t("goods.viewNamed", { spu: p.spu })}>{t("goods.view")}</Link>
            <Can need={KEY}>
              <Form method="post">
                <input type="hidden" name="id" value={p.id} />
                <input type="hidden" name="spu" value={p.spu} />
                <input type="hidden" name="intent" value={p.recommended ? "unrecommend" : "recommend"} />
                <Button submit size="slim" accessibilityLabel={t(p.recommended ? "goods.unrecommendNamed" : "goods.recommendNamed", { spu: p.spu })}>
                  {t(p.recommended ? "goods.unrecommend" : "goods.recommend")}
                </Button>
              </Form>
            </Can>
          </InlineStack>
        )}
      />
      <Text as="p" tone="subdued">{t("common.timezone")}</Text>
    </PageShell>
  );
}
