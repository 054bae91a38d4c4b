import { Form, useLoaderData } from "@remix-run/react";
import { Button, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";

import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { Can } from "~/ui/Can";
import { FilterSelect } from "~/ui/filters";
import { UnavailableListPage } from "~/ui/ListPage";
import { PageShell } from "~/ui/PageShell";
import { PickAll } from "./pool-detail";
import { ProductFilters } from "./ProductFilters";
import { ProductsEmpty, ProductTable } from "./ProductTable";
import type { Pool, ProductPage } from "./types";

const ROUTE = "pick-product";
const KEY = "pick-product-all-right-btns";
type Data = {
  pool: Pool | null;
  pools: { id: number; name: string; site: string }[];
  page: ProductPage;
  matching: { count: number; more: boolean } | null;
  filters: Record<string, string | undefined>;
  filter: string;
  filtered: boolean;
  atStart: boolean;
};

/** /goods/pick-product: search products by the pick-product options and pick them into a pool. */
export function PickProduct() {
  const loaded = useLoaderData() as Data | { unavailable: true };
  const { t } = useT();
  if ("unavailable" in loaded) return <UnavailableListPage route={ROUTE} />;
  const { pool, pools, page, matching } = loaded;
  const poolField = (
    <FilterSelect
      name="pool"
      label={t("pick.pool")}
      defaultValue={pool ? String(pool.id) : undefined}
      options={pools.map((p) => ({ value: String(p.id), label: `${p.name} (${siteName(t, p.site)})` }))}
    />
  );
  return (
    <PageShell
      title={t("pick.title")}
      subtitle={pool ? t("goods.pool.summary", { site: siteName(t, pool.site), count: pool.product_count }) : undefined}
    >
      <ProductFilters filters={loaded.filters} options first={poolField} />
      {pool ? (
        <Can need={KEY}>
          <Card>
            <Form method="post" id="pick-form">
              <input type="hidden" name="intent" value="pick" />
              <input type="hidden" name="pool_name" value={pool.name} />
              <InlineStack gap="300" blockAlign="center">
                <Text as="p">{t("pick.into", { name: pool.name })}</Text>
                <Button submit variant="primary" id="pick-ticked">
                  {t("goods.pool.pickTicked")}
                </Button>
                <PickAll count={matching?.count ?? 0} more={matching?.more ?? false} poolName={pool.name} />
              </InlineStack>
            </Form>
            <Form method="post" id="pick-all-form">
              <input type="hidden" name="intent" value="pick_all" />
              <input type="hidden" name="pool_name" value={pool.name} />
              <input type="hidden" name="filter" value={loaded.filter} />
            </Form>
          </Card>
        </Can>
      ) : (
        <Card>
          <Text as="p">{t("pick.choosePool")}</Text>
        </Card>
      )}
      <ProductTable
        page={page}
        label={t("goods.pool.pickTable")}
        atStart={loaded.atStart}
        select={pool ? { form: "pick-form", name: "product_id", disabled: (p) => !!p.in_pool } : undefined}
        empty={<ProductsEmpty filtered={loaded.filtered} none={t("goods.empty")} />}
      />
    </PageShell>
  );
}
