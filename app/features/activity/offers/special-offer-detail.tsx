import { Link, useActionData, useFormAction, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, Button, FormLayout, InlineGrid, InlineStack, Text, TextField } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import { useState } from "react";
import { useT, type T } from "~/lib/i18n";
import { usePageTitle } from "~/lib/page-title";
import { allowedTransitions } from "~/lib/lifecycle";
import { routeByName } from "~/lib/route-tree";
import { formatUsWest } from "~/lib/time";
import { siteName } from "~/lib/sites";
import { confirmUrl, needsConfirmation, type Confirmation } from "~/lib/transitions";
import { withParams } from "~/lib/url";
import { useKeys } from "~/ui/Can";
import { WhenWho } from "~/ui/cells";
import { ConfirmTransition } from "~/ui/ConfirmTransition";
import { ENHANCE } from "~/ui/enhance";
import { FilterBar } from "~/ui/FilterBar";
import { FilterSelect, FilterText } from "~/ui/filters";
import { TextInput } from "~/ui/fields";
import { ListTable, type PageData } from "~/ui/ListTable";
import { LogTable, type LogRow, type LogView } from "~/ui/LogTable";
import { PageShell } from "~/ui/PageShell";
import { RecordForm } from "~/ui/RecordForm";
import { TransitionButton } from "~/ui/TransitionButton";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { PeriodBadge, StateBadge } from "../../resource/columns";
import { DETAIL_ROUTE, editUrl, LIST_ROUTE, money, offerName, siteOption, type OfferProduct, type SpecialOffer } from "./special-offer";
import type { ImportReport } from "./special-offer-detail.server";
import { DISCOUNT_MAX, DISCOUNT_MIN, ONLINE_OFFLINE, PRODUCT_COLUMNS } from "./special-offer-rules";

interface DetailData {
  offer: SpecialOffer | null;
  products: PageData<OfferProduct>;
  categories: { category: string; products: number }[];
  logs: PageData<LogRow>;
  filters: Record<string, string | undefined>;
  filtered: boolean;
  confirm: Confirmation | null;
  keys: string[];
}

const CHOSEN_FORM = "offer-products-chosen";

/** Percent off the original price, as staff read a redemption price. */
const percentOff = (p: OfferProduct) => Math.round((1 - Number(p.redeem_price) / Number(p.original_price)) * 100);

function offerLogView(t: T, o: SpecialOffer): LogView {
  return {
    kind: t("offer.list"),
    name: () => offerName(o, t),
    fields: {
      name: { label: t("offer.name") },
      site: { label: t("common.site"), format: (v) => siteName(t, String(v)) },
      currency: { label: t("offer.currency") },
      threshold: { label: t("offer.threshold") },
      redeem_limit: { label: t("offer.redeemLimit") },
      start_at: { label: t("offer.start") },
      end_at: { label: t("offer.end") },
      status: { label: t("common.status"), format: (v) => t(ONLINE_OFFLINE.states[v === "online" ? "online" : "offline"].label) },
      description: { label: t("offer.description") },
      products_count: { label: t("offer.products") },
      products: { label: t("offer.products") },
      product_code: { label: t("offer.productCode") },
      redeem_price: { label: t("offer.redeemPrice") },
      stock: { label: t("offer.stock") },
      sort: { label: t("offer.sort") },
      discount: { label: t("offer.discount"), format: (v) => `${v}%` },
      imported: { label: t("offer.import.rows") },
      added: { label: t("offer.import.added") },
      updated: { label: t("offer.import.updated") },
      file: { label: t("offer.import.file") },
    },
  };
}

function Summary({ o, t }: { o: SpecialOffer; t: T }) {
  const rows: [string, string | number][] = [
    [t("common.site"), siteOption(t)(o.site)],
    [t("offer.threshold"), money(o.currency, o.threshold)],
    [t("offer.redeemLimit"), o.redeem_limit],
    [t("offer.start"), formatUsWest(o.start_at)],
    [t("offer.end"), formatUsWest(o.end_at)],
    [t("offer.products"), o.products_count],
    [t("offer.description"), o.description || "—"],
  ];
  return (
    <Card>
      <dl data-testid="offer-summary">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </Card>
  );
}

/** The spreadsheet upload (all rows or none) and, after a refused sheet, its problems by row. */
function ImportCard({ t }: { t: T }) {
  const answer = useActionData() as { importReport?: ImportReport; importError?: string } | undefined;
  const busy = useNavigation().formData?.get("intent") === "import";
  const report = answer?.importReport;
  return (
    <Card>
      <form method="post" encType="multipart/form-data" aria-labelledby="offer-import-title">
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd" id="offer-import-title">
            {t("offer.import.title")}
          </Text>
          <Text as="p">{t("offer.import.help", { columns: PRODUCT_COLUMNS.join(", ") })}</Text>
          <input type="hidden" name="intent" value="import" />
          <label htmlFor="offer-import-file">{t("offer.import.file")}</label>
          <input
            id="offer-import-file"
            type="file"
            name="file"
            accept=".xlsx,.csv"
            aria-describedby={answer?.importError || report ? "offer-import-error" : undefined}
          />
          {answer?.importError ? (
            <Text as="p" id="offer-import-error" tone="critical">
              <span role="alert">{t(answer.importError)}</span>
            </Text>
          ) : null}
          {report ? (
            <Banner tone="critical" title={t("offer.import.refused")}>
              <p id="offer-import-error" role="alert">
                {report.message}
              </p>
              {report.rows.length ? (
                <table className="console-table" data-testid="import-report">
                  <caption>{t("offer.import.report", { shown: report.rows.length, total: report.total })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("offer.import.row")}</th>
                      <th scope="col">{t("offer.import.column")}</th>
                      <th scope="col">{t("offer.import.problem")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.rows.map((r, i) => (
                      <tr key={i}>
                        <td>{r.row}</td>
                        <td>{r.column}</td>
                        <td>{r.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </Banner>
          ) : null}
          <InlineStack>
            <Button submit loading={busy}>
              {t("offer.import.submit")}
            </Button>
          </InlineStack>
        </BlockStack>
      </form>
    </Card>
  );
}

/** Percent off, posted with the bulk form (a named Polaris field, so it posts without JavaScript). */
function DiscountField({ error, t }: { error?: string; t: T }) {
  const [value, setValue] = useState("");
  return (
    <TextField
      name="discount"
      label={t("offer.discount")}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={setValue}
      error={error}
      helpText={t("offer.discountHelp", { min: DISCOUNT_MIN, max: DISCOUNT_MAX })}
    />
  );
}

/** Discount and delete for the products ticked in the table (or all of them). */
function BulkCard({ t, offer }: { t: T; offer: SpecialOffer }) {
  const answer = useActionData() as { discount?: { error?: Record<string, string[]> } } | undefined;
  const { search, pathname } = useLocation();
  const discountError = answer?.discount?.error?.discount?.[0];
  const ask = new URLSearchParams(search).get("ask") === "delete_all";
  const back = withParams(search, { ask: null }, pathname);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t("offer.bulk.title")}
        </Text>
        {ask ? (
          <section aria-labelledby="delete-all-heading" data-testid="delete-all-confirm">
            <BlockStack gap="200">
              <Text as="h3" variant="headingSm" id="delete-all-heading">
                {t("offer.bulk.deleteAllConfirm", { name: offerName(offer, t), count: offer.products_count })}
              </Text>
              <form method="post" action={back}>
                <input type="hidden" name="intent" value="delete_all" />
                <input type="hidden" name="confirmed" value="yes" />
                <InlineStack gap="300" blockAlign="center">
                  <Button submit variant="primary" tone="critical">
                    {t("offer.bulk.deleteAll")}
                  </Button>
                  <Link to={back}>{t("common.cancel")}</Link>
                </InlineStack>
              </form>
            </BlockStack>
          </section>
        ) : null}
        <form method="post" id={CHOSEN_FORM}>
          <FormLayout>
            <FormLayout.Group>
              <DiscountField
                error={discountError ? t(discountError.split("|")[0], { min: DISCOUNT_MIN, max: DISCOUNT_MAX }) : undefined}
                t={t}
              />
              <fieldset>
                <legend>{t("offer.bulk.scope")}</legend>
                <label>
                  <input type="radio" name="scope" value="all" defaultChecked /> {t("offer.bulk.all")}
                </label>{" "}
                <label>
                  <input type="radio" name="scope" value="chosen" /> {t("offer.bulk.chosen")}
                </label>
              </fieldset>
            </FormLayout.Group>
            <InlineStack gap="300">
              <button type="submit" name="intent" value="apply_discount" className="console-button">
                {t("offer.bulk.applyDiscount")}
              </button>
              <button type="submit" name="intent" value="delete_products" className="console-button critical">
                {t("offer.bulk.deleteChosen")}
              </button>
              <a href={withParams(search, { ask: "delete_all" }, pathname)} className="console-linkbutton critical" {...ENHANCE}>
                {t("offer.bulk.deleteAll")}
              </a>
            </InlineStack>
          </FormLayout>
        </form>
      </BlockStack>
    </Card>
  );
}

/** ?product=<id>: that product's redeem price, stock and sort, over the table. */
function ProductForm({ product, close, t }: { product: OfferProduct; close: string; t: T }) {
  return (
    <RecordForm
      id={`offer-product-${product.id}`}
      intent="update_product"
      title={t("offer.productTitle", { name: `${product.product_code} ${product.product_name}` })}
      validator={() => import("./special-offer-product-validator").then((m) => m.validateProduct)}
      closeTo={close}
      hidden={{ product_id: product.id, version: product.version }}
      conflictLabels={{ redeem_price: t("offer.redeemPrice"), stock: t("offer.stock"), sort: t("offer.sort") }}
      defaultValue={{ redeem_price: product.redeem_price, stock: product.stock, sort: product.sort }}
      render={(f) => (
        <FormLayout.Group>
          <TextInput
            field={f.redeem_price}
            label={t("offer.redeemPrice")}
            inputMode="decimal"
            helpText={t("offer.redeemPriceHelp", { price: product.original_price })}
          />
          <TextInput field={f.stock} label={t("offer.stock")} inputMode="numeric" />
          <TextInput field={f.sort} label={t("offer.sort")} inputMode="numeric" />
        </FormLayout.Group>
      )}
    />
  );
}

/** /activity/full-gift-redemption-detail?id=<id>: the offer, its products and its change log. */
export function SpecialOfferDetail() {
  const loaded = useLoaderData() as DetailData | { offer: null; keys: string[] } | { unavailable: true };
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  const action = useFormAction();
  const pending = useNavigation().formData;
  const keys = useKeys();
  const route = routeByName(DETAIL_ROUTE)!;
  const title = usePageTitle(DETAIL_ROUTE);
  const list = routeByName(LIST_ROUTE)!;
  if ("unavailable" in loaded) {
    return (
      <PageShell title={route.title[locale]}>
        <UnavailableNotice />
      </PageShell>
    );
  }
  if (!loaded.offer) {
    return (
      <PageShell title={route.title[locale]}>
        <Card>
          <Text as="p">{t("offer.noneChosen")}</Text>
          <Link to={list.fullPath}>{list.title[locale]}</Link>
        </Card>
      </PageShell>
    );
  }
  const d = loaded as DetailData;
  const o = d.offer!;
  const manager = keys.includes(route.intents.import);
  const changeable = manager && o.status === "offline";
  const productId = Number(new URLSearchParams(search).get("product"));
  const editing = changeable ? d.products.list.find((p) => p.id === productId) : undefined;
  const downloadHref = withParams(
    search,
    { download: "products", page: null, page_size: null, sort: null, product: null, ask: null },
    pathname,
  );
  return (
    <PageShell title={title} subtitle={`${offerName(o, t)} · #${o.id} · ${t("offer.threshold")} ${money(o.currency, o.threshold)}`}>
      {d.confirm ? <ConfirmTransition key={`${d.confirm.intent}-${d.confirm.id}`} confirm={d.confirm} /> : null}
      <InlineStack gap="300" blockAlign="center">
        <StateBadge lifecycle={ONLINE_OFFLINE} row={o as never} />
        <PeriodBadge lifecycle={ONLINE_OFFLINE} row={o as never} start={o.start_at} end={o.end_at} />
        <span className="console-actions">
          <Link to={list.fullPath}>{t("offer.backToList")}</Link>
          {changeable ? (
            <Link to={editUrl(o.id)} data-testid="offer-edit">
              {t("common.edit")}
            </Link>
          ) : null}
          {manager
            ? allowedTransitions(ONLINE_OFFLINE, o as never).map((intent) => (
                <TransitionButton
                  key={intent}
                  action={action}
                  intent={intent}
                  id={o.id}
                  busy={pending?.get("intent") === intent}
                  confirmHref={needsConfirmation(intent) ? confirmUrl(search, pathname, intent, o.id) : undefined}
                  label={t(ONLINE_OFFLINE.transitions[intent].label)}
                  tone={ONLINE_OFFLINE.transitions[intent].tone}
                />
              ))
            : null}
          <a href={downloadHref} data-testid="offer-export">
            {t("offer.export")}
          </a>
        </span>
      </InlineStack>
      {manager && o.status === "online" ? <Banner tone="info">{t("offer.onlineReadOnly")}</Banner> : null}
      <Summary o={o} t={t} />
      {changeable ? (
        <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
          <ImportCard t={t} />
          <BulkCard t={t} offer={o} />
        </InlineGrid>
      ) : null}
      {editing ? <ProductForm product={editing} close={withParams(search, { product: null }, pathname)} t={t} /> : null}
      <Text as="h2" variant="headingMd">
        {t("offer.products")}
      </Text>
      <FilterBar keep={[["id", String(o.id)]]}>
        <FilterSelect
          name="category"
          label={t("offer.category")}
          defaultValue={d.filters.category}
          options={d.categories.map((c) => ({ value: c.category, label: `${c.category} (${c.products})` }))}
        />
        <FilterText name="keyword" label={t("offer.keyword")} defaultValue={d.filters.keyword} />
      </FilterBar>
      <ListTable<OfferProduct>
        label={t("offer.products")}
        data={d.products}
        filtered={d.filtered}
        defaultOrder={t("offer.productOrder")}
        columns={[
          ...(changeable
            ? [
                {
                  title: t("offer.choose"),
                  render: (p: OfferProduct) => (
                    <input
                      type="checkbox"
                      name="ids"
                      value={p.id}
                      form={CHOSEN_FORM}
                      aria-label={t("offer.chooseProduct", { code: p.product_code })}
                    />
                  ),
                },
              ]
            : []),
          { title: t("offer.productCode"), sort: "product_code", render: (p) => <strong>{p.product_code}</strong> },
          { title: t("offer.productName"), render: (p) => p.product_name },
          { title: t("offer.category"), render: (p) => p.category },
          { title: t("offer.originalPrice"), align: "end", render: (p) => money(o.currency, p.original_price) },
          {
            title: t("offer.redeemPrice"),
            sort: "redeem_price",
            align: "end",
            render: (p) => `${money(o.currency, p.redeem_price)} (−${percentOff(p)}%)`,
          },
          { title: t("offer.stock"), sort: "stock", align: "end", render: (p) => (p.stock === 0 ? t("offer.soldOut") : p.stock) },
          { title: t("offer.sort"), sort: "sort", align: "end", render: (p) => p.sort },
          { title: t("common.updatedAt"), render: (p) => <WhenWho at={p.updated_at} by={p.updated_by} /> },
          ...(changeable
            ? [
                {
                  title: t("common.actions"),
                  render: (p: OfferProduct) => (
                    <a
                      href={withParams(search, { product: p.id }, pathname)}
                      className="console-linkbutton"
                      data-testid={`product-edit-${p.id}`}
                      {...ENHANCE}
                    >
                      {t("common.edit")}
                    </a>
                  ),
                },
              ]
            : []),
        ]}
      />
      <LogTable data={d.logs} view={offerLogView(t, o)} title={t("offer.logTitle", { name: offerName(o, t) })} />
    </PageShell>
  );
}
