import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Banner, BlockStack, Button, InlineStack, Select, Text, TextField } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useState } from "react";

import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { usePageTitle } from "~/lib/page-title";
import { formatUsWest } from "~/lib/time";
import { Can } from "~/ui/Can";
import { ImageGallery } from "~/ui/ImageGallery";
import { PageShell } from "~/ui/PageShell";
import { UnavailableListPage } from "~/ui/ListPage";
import { PRODUCT_STATUSES } from "./constants";
import { skuError, skuInput } from "./product-edit-schema";
import { ProductStatus } from "./ProductTable";
import type { ProductDetail, ProductUses } from "./product-edit.server";
import { ProductUsesCard } from "./ProductUses";

const ROUTE = "goods-edit";
const KEY = "goods-edit-all-right-btns";
type Failure = { errors: Record<string, string>; values: Record<string, string> };

/** Product details (?id=): images on the static path, SKUs with stock and per-site prices; save when allowed. */
export function ProductEdit() {
  const loaded = useLoaderData() as
    | { product: ProductDetail; images: { url: string; main: boolean }[]; uses: ProductUses }
    | { lookup: { spu: string; missing: boolean } }
    | { unavailable: true };
  const failed = useActionData() as Failure | undefined;
  const { t } = useT();
  const title = usePageTitle(ROUTE);
  if ("unavailable" in loaded) return <UnavailableListPage route={ROUTE} />;
  if ("lookup" in loaded) return <ProductLookup {...loaded.lookup} />;
  const { product: p, images, uses } = loaded;
  const val = (name: string, fallback: string) => failed?.values[name] ?? fallback;
  const err = (name: string) => (failed?.errors[name] ? t(failed.errors[name]) : undefined);
  return (
    <PageShell title={title} subtitle={t("goods.edit.title", { spu: p.spu, name: p.name })}>
      <InlineStack gap="300" blockAlign="center">
        <Link to="/goods/goods-list">{t("goods.edit.back")}</Link>
        <ProductStatus status={p.status} />
        <Text as="span" tone="subdued">
          {t("goods.edit.updated", { at: formatUsWest(p.updated_at), version: p.version })}
        </Text>
      </InlineStack>
      <Card>
        <ImageGallery
          label={t("goods.edit.images")}
          images={images.map((img, i) => ({
            src: img.url,
            alt: img.main ? t("goods.edit.mainImage", { spu: p.spu }) : t("goods.edit.image", { spu: p.spu, n: i + 1 }),
          }))}
        />
      </Card>
      <ProductUsesCard uses={uses} />
      {failed?.errors._form ? <Banner tone="critical">{failed.errors._form}</Banner> : null}
      <Form method="post" aria-label={t("goods.edit.form")}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={p.id} />
        <input type="hidden" name="version" value={p.version} />
        <BlockStack gap="400">
          <Card>
            <BlockStack gap="300">
              <Field name="name" label={t("goods.edit.name")} value={val("name", p.name)} error={err("name")} />
              <StatusField value={val("status", p.status)} />
              <Text as="p">
                {t("goods.edit.people", { designer: p.designer || "—", operator: p.operator || "—", supplier: p.supplier_group_id })}
              </Text>
              <Text as="p">{t("goods.edit.pools", { pools: p.pools.map((x) => x.name).join(", ") || "—" })}</Text>
            </BlockStack>
          </Card>
          {p.skus.map((s) => (
            <Card key={s.id}>
              <BlockStack gap="300">
                <Text as="h2" variant="headingSm">{`${s.sku_code} · ${s.color} · ${s.size}`}</Text>
                <InlineStack gap="300">
                  <Field
                    name={skuInput(s.id, "stock")}
                    label={t("goods.stock")}
                    value={val(skuInput(s.id, "stock"), String(s.stock))}
                    error={err(skuError(s.id, "stock"))}
                  />
                  {s.prices.map((pr) => (
                    <Field
                      key={pr.site}
                      name={skuInput(s.id, "price", pr.site)}
                      label={t("goods.edit.priceOn", { site: siteName(t, pr.site), currency: pr.currency })}
                      value={val(skuInput(s.id, "price", pr.site), pr.price)}
                      error={err(skuError(s.id, "prices", pr.site))}
                    />
                  ))}
                </InlineStack>
              </BlockStack>
            </Card>
          ))}
          <Can need={KEY}>
            <InlineStack>
              <Button submit variant="primary">
                {t("common.save")}
              </Button>
            </InlineStack>
          </Can>
        </BlockStack>
      </Form>
    </PageShell>
  );
}

/** No product in the URL: open one by its SPU code. */
function ProductLookup({ spu, missing }: { spu: string; missing: boolean }) {
  const { t } = useT();
  const title = usePageTitle(ROUTE);
  return (
    <PageShell title={title}>
      <Card>
        <Form method="get" aria-label={t("goods.edit.lookupTitle")}>
          <BlockStack gap="300">
            <Field
              name="spu"
              label={t("goods.searchType.spu")}
              value={spu}
              error={missing ? t("goods.edit.noSuchSpu", { spu }) : undefined}
            />
            <InlineStack gap="300">
              <Button submit variant="primary">
                {t("goods.edit.open")}
              </Button>
              <Link to="/goods/goods-list">{t("goods.edit.back")}</Link>
            </InlineStack>
          </BlockStack>
        </Form>
      </Card>
    </PageShell>
  );
}

function Field({ name, label, value, error }: { name: string; label: string; value: string; error?: string }) {
  const [v, setV] = useState(value);
  return <TextField name={name} label={label} value={v} onChange={setV} error={error} autoComplete="off" />;
}

function StatusField({ value }: { value: string }) {
  const { t } = useT();
  const [v, setV] = useState(value);
  return (
    <Select
      name="status"
      label={t("common.status")}
      options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`goods.status.${s}`) }))}
      value={v}
      onChange={setV}
    />
  );
}
