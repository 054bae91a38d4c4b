import { Link, useLocation } from "@remix-run/react";
import { BlockStack, InlineGrid, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { withParams } from "~/lib/url";
import { SelectInput, TextInput } from "~/ui/fields";
import { RecordForm } from "~/ui/RecordForm";
import { CATEGORY_NAME_MAX, POOL_COPY_TARGETS_MAX, POOL_REMOVE_PRODUCTS_MAX } from "./category-states";
import type { CategoryDetail, PoolTotals } from "./category-types";

const POOL_DETAIL = "/goods/goods-pool-detail";

/**
 * The product pool a category shows: the pool (a link to its page), its products, the products
 * filed under the category's branch, and — for holders of the page's key — links that open the
 * four pool forms (?pool=attach|create|copy|remove), each a plain form post.
 */
export function PoolCard({
  c,
  totals,
  may,
  poolLink,
  open,
}: {
  c: CategoryDetail;
  totals: PoolTotals;
  may: boolean;
  poolLink: boolean;
  open: string | null;
}) {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const pool = totals.pool;
  const branch = totals.category_products.more_than
    ? t("category.pool.moreThan", { count: totals.category_products.count.toLocaleString("en-US") })
    : totals.category_products.count.toLocaleString("en-US");
  const formLink = (f: string) => withParams(search, { pool: f }, pathname);
  return (
    <>
      <Card>
        <section aria-labelledby="category-pool-title" data-testid="category-pool">
          <BlockStack gap="300">
            <Text as="h2" variant="headingMd" id="category-pool-title">
              {t("category.pool.title")}
            </Text>
            {pool ? (
              <InlineGrid columns={{ xs: 1, sm: 3 }} gap="300">
                <Fact
                  label={t("category.pool.current")}
                  value={
                    poolLink ? (
                      <Link to={`${POOL_DETAIL}?id=${pool.id}`}>{t("category.pool.name", { name: pool.name, id: pool.id })}</Link>
                    ) : (
                      t("category.pool.name", { name: pool.name, id: pool.id })
                    )
                  }
                />
                <Fact
                  label={t("category.pool.poolProducts")}
                  value={<span data-testid="pool-products">{pool.product_count.toLocaleString("en-US")}</span>}
                />
                <Fact label={t("category.pool.branchProducts")} value={<span data-testid="branch-products">{branch}</span>} />
              </InlineGrid>
            ) : (
              <BlockStack gap="200">
                <Text as="p">{t(totals.pool_id ? "category.pool.gone" : "category.pool.none", { id: totals.pool_id ?? "" })}</Text>
                <Fact label={t("category.pool.branchProducts")} value={<span data-testid="branch-products">{branch}</span>} />
                {may ? (
                  <Text as="p" tone="subdued">
                    {t("category.pool.noneHelp")}
                  </Text>
                ) : null}
              </BlockStack>
            )}
            {may ? (
              <InlineStack gap="300">
                <Link className="console-button" to={formLink("create")}>
                  {t("category.pool.create")}
                </Link>
                <Link className="console-button" to={formLink("attach")}>
                  {t("category.pool.attach")}
                </Link>
                {pool ? (
                  <Link className="console-button" to={formLink("copy")}>
                    {t("category.pool.copy")}
                  </Link>
                ) : null}
                {pool ? (
                  <Link className="console-button" to={formLink("remove")}>
                    {t("category.pool.remove")}
                  </Link>
                ) : null}
              </InlineStack>
            ) : null}
          </BlockStack>
        </section>
      </Card>
      {may && open ? <PoolForm c={c} form={open} pool={pool} branch={branch} close={withParams(search, { pool: null }, pathname)} /> : null}
    </>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <BlockStack gap="050">
      <Text as="p" tone="subdued">
        {label}
      </Text>
      <div>{value}</div>
    </BlockStack>
  );
}

/** The open pool form: one RecordForm per intent, validated by its shared schema in the browser and the action. */
function PoolForm({
  c,
  form,
  pool,
  branch,
  close,
}: {
  c: CategoryDetail;
  form: string;
  pool: PoolTotals["pool"];
  branch: string;
  close: string;
}) {
  const { t } = useT();
  const common = { closeTo: close, hidden: { id: c.id, category_name: c.name } };
  if (form === "attach") {
    return (
      <RecordForm
        {...common}
        id={`category-pool-attach-${c.id}`}
        title={t("category.pool.attachTitle", { name: c.name })}
        intent="pool-attach"
        validator={() => import("./category-validator").then((m) => m.validateAttachPool)}
        defaultValue={{ pool_id: "" }}
        hidden={{ ...common.hidden, version: c.version }}
        render={(f) => (
          <TextInput
            field={f.pool_id}
            label={t("category.pool.poolId")}
            inputMode="numeric"
            helpText={t("category.pool.poolIdHelp", { site: siteName(t, c.site) })}
          />
        )}
      />
    );
  }
  if (form === "create") {
    return (
      <RecordForm
        {...common}
        id={`category-pool-create-${c.id}`}
        title={t("category.pool.createTitle", { name: c.name })}
        intent="pool-create"
        validator={() => import("./category-validator").then((m) => m.validateCreatePool)}
        defaultValue={{ name: c.name, with_products: "true" }}
        hidden={{ ...common.hidden, version: c.version }}
        render={(f) => (
          <BlockStack gap="300">
            <TextInput
              field={f.name}
              label={t("category.pool.newName")}
              helpText={t("category.pool.newNameHelp", { max: CATEGORY_NAME_MAX })}
            />
            <SelectInput
              field={f.with_products}
              label={t("category.pool.fill")}
              options={[
                { value: "true", label: t("category.pool.fillBranch", { count: branch }) },
                { value: "false", label: t("category.pool.fillNone") },
              ]}
            />
            {pool ? (
              <Text as="p" tone="subdued">
                {t("category.pool.replaces", { name: pool.name })}
              </Text>
            ) : null}
          </BlockStack>
        )}
      />
    );
  }
  if (!pool) return null;
  if (form === "copy") {
    return (
      <RecordForm
        {...common}
        id={`category-pool-copy-${c.id}`}
        title={t("category.pool.copyTitle", { name: pool.name })}
        intent="pool-copy"
        validator={() => import("./category-validator").then((m) => m.validateCopyPool)}
        defaultValue={{ target_ids: "" }}
        render={(f) => (
          <TextInput
            field={f.target_ids}
            label={t("category.pool.targetIds")}
            multiline={3}
            helpText={t("category.pool.targetIdsHelp", { max: POOL_COPY_TARGETS_MAX })}
          />
        )}
      />
    );
  }
  return (
    <RecordForm
      {...common}
      id={`category-pool-remove-${c.id}`}
      title={t("category.pool.removeTitle", { name: pool.name, category: c.name })}
      intent="pool-remove"
      validator={() => import("./category-validator").then((m) => m.validateRemoveProducts)}
      defaultValue={{ product_ids: "" }}
      render={(f) => (
        <TextInput
          field={f.product_ids}
          label={t("category.pool.productIds")}
          multiline={4}
          helpText={t("category.pool.productIdsHelp", { max: POOL_REMOVE_PRODUCTS_MAX })}
        />
      )}
    />
  );
}
