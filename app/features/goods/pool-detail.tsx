import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { BlockStack, Button, InlineStack, TextField } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useState } from "react";

import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { usePageTitle } from "~/lib/page-title";
import { Can } from "~/ui/Can";
import { PageShell } from "~/ui/PageShell";
import { UnavailableListPage } from "~/ui/ListPage";
import { ProductFilters } from "./ProductFilters";
import { ProductTable, ProductsEmpty } from "./ProductTable";
import type { Pool, ProductPage } from "./types";

const ROUTE = "goods-pool-detail";
const KEY = "goods-pool-detail-all-right-btns";
type Data = {
  pool: Pool;
  page: ProductPage;
  picking: boolean;
  matching: { count: number; more: boolean } | null;
  filters: Record<string, string | undefined>;
  filter: string;
  filtered: boolean;
  atStart: boolean;
};

/** One pool: its members (remove ticked), or the picker (pick ticked, or every product of the search). */
export function PoolDetail() {
  const loaded = useLoaderData() as Data | { choose: true } | { unavailable: true };
  const failed = useActionData() as { errors: { spus?: string }; spus: string } | undefined;
  const { t } = useT();
  const title = usePageTitle(ROUTE);
  if ("unavailable" in loaded) return <UnavailableListPage route={ROUTE} />;
  if ("choose" in loaded) {
    return (
      <PageShell title={title}>
        <Card>
          <Link to="/goods/goods-pool">{t("goods.pool.choose")}</Link>
        </Card>
      </PageShell>
    );
  }
  const { pool, page, picking, matching } = loaded;
  const keep: [string, string][] = [["id", String(pool.id)], ...(picking ? [["view", "pick"] as [string, string]] : [])];
  const formId = picking ? "pick-form" : "remove-form";
  return (
    <PageShell
      title={title}
      subtitle={`${pool.name} · ${t("goods.pool.summary", { site: siteName(t, pool.site), count: pool.product_count })}`}
    >
      <InlineStack gap="400">
        <Link to="/goods/goods-pool">{t("goods.pool.back")}</Link>
        {picking ? (
          <Link to={`?id=${pool.id}`}>{t("goods.pool.members")}</Link>
        ) : (
          <Link to={`?id=${pool.id}&view=pick`}>{t("goods.pool.pickProducts")}</Link>
        )}
      </InlineStack>
      <ProductFilters filters={loaded.filters} keep={keep} />
      <Can need={KEY}>
        <Card>
          <Form method="post" id={formId}>
            <input type="hidden" name="pool_name" value={pool.name} />
            <input type="hidden" name="filter" value={loaded.filter} />
            <InlineStack gap="300" blockAlign="center">
              {picking ? (
                <>
                  <Button submit variant="primary" id="pick-ticked">
                    {t("goods.pool.pickTicked")}
                  </Button>
                  <PickAll count={matching?.count ?? 0} more={matching?.more ?? false} poolName={pool.name} />
                </>
              ) : (
                <>
                  <input type="hidden" name="intent" value="remove" />
                  <Button submit tone="critical">
                    {t("goods.pool.removeTicked")}
                  </Button>
                </>
              )}
            </InlineStack>
            {picking ? <input type="hidden" name="intent" value="pick" /> : null}
          </Form>
          {picking ? (
            <Form method="post" id="pick-all-form">
              <input type="hidden" name="intent" value="pick_all" />
              <input type="hidden" name="pool_name" value={pool.name} />
              <input type="hidden" name="filter" value={loaded.filter} />
            </Form>
          ) : null}
        </Card>
      </Can>
      <ProductTable
        page={page}
        label={picking ? t("goods.pool.pickTable") : t("goods.pool.membersTable")}
        atStart={loaded.atStart}
        select={{ form: formId, name: "product_id", disabled: (p) => !!p.in_pool }}
        empty={<ProductsEmpty filtered={loaded.filtered} none={picking ? t("goods.empty") : t("goods.pool.noMembers")} />}
      />
      {!picking ? (
        <Can need={KEY}>
          <AddBySpu failed={failed} hidden={{ pool_name: pool.name }} label="goods.pool.addBySpu" />
        </Can>
      ) : null}
    </PageShell>
  );
}

/** "Pick all N matching": its own form (a button may belong to one form only). */
/**
 * "Pick all N" asks first (issue 41 §4), naming N and the pool: the button opens `?confirm=pick_all`
 * (a page without script too), whose Yes posts the whole search with `confirmed=1`.
 */
export function PickAll({ count, more, poolName }: { count: number; more: boolean; poolName: string }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const label = more ? t("goods.pool.pickAllMore", { count }) : t("goods.pool.pickAll", { count });
  if (count === 0)
    return (
      <button type="button" className="console-button" disabled data-testid="pick-all">
        {label}
      </button>
    );
  const params = new URLSearchParams(search);
  const asking = params.get("confirm") === "pick_all";
  params.set("confirm", "pick_all");
  const ask = `${pathname}?${params}`;
  params.delete("confirm");
  const cancel = params.size ? `${pathname}?${params}` : pathname;
  if (!asking)
    return (
      <Link to={ask} className="console-button" data-testid="pick-all">
        {label}
      </Link>
    );
  return (
    <span role="alert" data-testid="pick-all-ask">
      <InlineStack gap="200" blockAlign="center">
        <span>{t(more ? "goods.pool.pickAllAskMore" : "goods.pool.pickAllAsk", { count, name: poolName })}</span>
        <button type="submit" form="pick-all-form" name="confirmed" value="1" className="console-button" data-testid="pick-all-yes">
          {t("goods.pool.pickAllYes", { count })}
        </button>
        <Link to={cancel}>{t("common.cancel")}</Link>
      </InlineStack>
    </span>
  );
}

/** Adds products by pasted SPU codes (intent `add`): a pool's, a label's. */
export function AddBySpu({
  failed,
  hidden,
  label,
}: {
  failed?: { errors: { spus?: string }; spus: string };
  hidden: Record<string, string>;
  label: string;
}) {
  const { t } = useT();
  const [value, setValue] = useState(failed?.spus ?? "");
  return (
    <Card>
      <Form method="post">
        <BlockStack gap="300">
          <input type="hidden" name="intent" value="add" />
          {Object.entries(hidden).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <TextField
            label={t(label)}
            name="spus"
            value={value}
            onChange={setValue}
            multiline={3}
            autoComplete="off"
            helpText={t("goods.pool.addBySpuHelp")}
            error={failed?.errors.spus ? t(failed.errors.spus) : undefined}
          />
          <InlineStack>
            <Button submit>{t("goods.pool.add")}</Button>
          </InlineStack>
        </BlockStack>
      </Form>
    </Card>
  );
}
