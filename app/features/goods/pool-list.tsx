import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { BlockStack, Box, Button, InlineStack, Select, Text, TextField } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useState } from "react";
import { ALL_SITES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { routeByName } from "~/lib/route-tree";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { Can } from "~/ui/Can";
import { FilterBar } from "~/ui/FilterBar";
import { FilterSelect, FilterText } from "~/ui/filters";
import { PageShell } from "~/ui/PageShell";
import { UnavailableListPage } from "~/ui/ListPage";
import type { KeysetPage, Pool } from "./types";

const ROUTE = "goods-pool";
const KEY = "goods-pool-all-right-btns";
type Data = { page: KeysetPage<Pool>; filters: Record<string, string | undefined>; filtered: boolean; atStart: boolean };
type Failure = { errors: Record<string, string>; values: { name: string; site: string } };

/** Product pools: find by name prefix or site, keyset pages, create a pool then pick into it. */
export function PoolList() {
  const loaded = useLoaderData() as Data | { unavailable: true };
  const failed = useActionData() as Failure | undefined;
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  if ("unavailable" in loaded) return <UnavailableListPage route={ROUTE} />;
  const { page, filters } = loaded;
  const sites = ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }));
  return (
    <PageShell title={routeByName(ROUTE)!.title[locale]}>
      <Can need={KEY}>
        <NewPool failed={failed} sites={sites} />
      </Can>
      <FilterBar>
        <FilterText name="keyword" label={t("goods.pool.name")} defaultValue={filters.keyword} />
        <FilterSelect name="site" label={t("common.site")} defaultValue={filters.site} options={sites} />
      </FilterBar>
      {page.list.length === 0 ? (
        <Card>
          <Box padding="800">
            <BlockStack gap="200" inlineAlign="center">
              <Text as="p" variant="headingMd">
                <span data-testid="empty-state">{loaded.filtered ? t("common.emptyFiltered") : t("goods.pool.empty")}</span>
              </Text>
              {loaded.filtered ? <Link to={pathname}>{t("common.clearFilters")}</Link> : null}
            </BlockStack>
          </Box>
        </Card>
      ) : (
        <Card padding="0">
          <div className="console-table-wrap">
            <table className="console-table" aria-label={t("goods.pool.table")}>
              <thead>
                <tr>
                  <th scope="col">{t("goods.pool.name")}</th>
                  <th scope="col">{t("common.site")}</th>
                  <th scope="col" className="end">
                    {t("goods.pool.count")}
                  </th>
                  <th scope="col">{t("common.updatedBy")}</th>
                  <th scope="col">{t("common.updatedAt")}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((p) => (
                  <tr key={p.id} data-testid={`pool-${p.id}`}>
                    <td>
                      <Link to={`/goods/goods-pool-detail?id=${p.id}`}>{p.name}</Link>
                      {p.description ? <div>{p.description}</div> : null}
                    </td>
                    <td>{siteName(t, p.site)}</td>
                    <td className="end">{p.product_count}</td>
                    <td>{p.updated_by}</td>
                    <td>{formatUsWest(p.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Box padding="300">
            <nav aria-label={t("goods.pages")}>
              <InlineStack gap="400">
                {!loaded.atStart ? (
                  <Link to={withParams(search, { after: null, before: null }, pathname)}>« {t("goods.firstPage")}</Link>
                ) : null}
                {page.prev ? (
                  <Link to={withParams(search, { after: null, before: page.prev }, pathname)} rel="prev">
                    ‹ {t("common.previous")}
                  </Link>
                ) : null}
                {page.next ? (
                  <Link to={withParams(search, { before: null, after: page.next }, pathname)} rel="next">
                    {t("common.next")} ›
                  </Link>
                ) : null}
              </InlineStack>
            </nav>
          </Box>
        </Card>
      )}
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}

function NewPool({ failed, sites }: { failed?: Failure; sites: { value: string; label: string }[] }) {
  const { t } = useT();
  const [name, setName] = useState(failed?.values.name ?? "");
  const [site, setSite] = useState(failed?.values.site ?? "us");
  return (
    <Card>
      <Form method="post" aria-label={t("goods.pool.new")}>
        <input type="hidden" name="intent" value="create" />
        <InlineStack gap="300" blockAlign="end">
          <TextField
            label={t("goods.pool.name")}
            name="name"
            value={name}
            onChange={setName}
            autoComplete="off"
            error={failed?.errors.name ? t(failed.errors.name) : undefined}
            maxLength={100}
          />
          <Select
            label={t("common.site")}
            name="site"
            options={sites}
            value={site}
            onChange={setSite}
            error={failed?.errors.site ? t(failed.errors.site) : undefined}
          />
          <Button submit variant="primary">
            {t("goods.pool.create")}
          </Button>
        </InlineStack>
      </Form>
    </Card>
  );
}
