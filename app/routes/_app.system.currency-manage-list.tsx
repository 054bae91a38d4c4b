import { useLoaderData, useLocation } from "@remix-run/react";
import { BlockStack, FormLayout, Layout, Page, Text } from "@shopify/polaris";
import { currencyAction, currencyLoader, type Currency } from "~/features/system/currency.server";
import { CURRENCY } from "~/features/system/keys";
import { currencySchema, SEPARATOR_FROM_API } from "~/features/system/schemas";
import { ALL_SITES, CURRENCY_CODES, siteLabel } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { withParams } from "~/lib/url";
import { Can } from "~/ui/Can";
import { FilterBar } from "~/ui/FilterBar";
import { FilterSelect, FilterText, SelectInput, TextInput } from "~/ui/fields";
import { ListTable } from "~/ui/ListTable";
import { LogTable } from "~/ui/LogTable";
import { RecordForm } from "~/ui/RecordForm";
import { EnabledBadge } from "~/ui/StatusBadge";
import { EnabledFilter, RecordActions, WhenWho } from "~/ui/cells";
export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const loader = currencyLoader;
export const action = currencyAction;

const KEY = CURRENCY.key;

/** 1234567.891 written the way the country shows prices. */
function sample(c: Pick<Currency, "symbol" | "symbol_position" | "decimals" | "thousands_separator" | "decimal_separator">) {
  const [int, frac = ""] = (1234567.891).toFixed(c.decimals).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, c.thousands_separator);
  const amount = frac ? `${grouped}${c.decimal_separator}${frac}` : grouped;
  return c.symbol_position === "before" ? `${c.symbol}${amount}` : `${amount} ${c.symbol}`;
}

export default function CurrencyManageList() {
  const { list, filters, filtered, editing, creating, logs, keys } = useLoaderData<typeof loader>();
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  const title = routeByName("currency-manage-list")!.title[locale];
  const siteOptions = ALL_SITES.map((s) => ({ value: s, label: siteLabel(s) }));
  const currencyOptions = CURRENCY_CODES.map((c) => ({ value: c, label: c }));
  const sepOptions = [
    { value: ",", label: t("cur.sep.comma") },
    { value: ".", label: t("cur.sep.dot") },
    { value: "space", label: t("cur.sep.space") },
    { value: "'", label: t("cur.sep.apostrophe") },
    { value: "none", label: t("cur.sep.none") },
  ];
  const record = editing;
  const formOpen = creating || !!record;
  return (
    <Page
      title={title}
      primaryAction={keys.includes(KEY) ? { content: t("cur.create"), url: withParams(search, { create: 1, edit: null }, pathname) } : undefined}
      secondaryActions={[{ content: t("common.logs"), url: withParams(search, { logs: "all", logs_page: null }, pathname) }]}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <FilterBar>
              <FilterSelect name="site" label={t("common.site")} defaultValue={filters.site} options={siteOptions} />
              <FilterSelect name="currency" label={t("cur.currencyCode")} defaultValue={filters.currency} options={currencyOptions} />
              <FilterText name="country" label={t("cur.country.filter")} defaultValue={filters.country} />
              <EnabledFilter defaultValue={filters.enabled} />
            </FilterBar>

            {formOpen ? (
              <Can keys={keys} need={KEY}>
                <RecordForm
                  id={record ? `currency-${record.id}-v${record.version}` : "currency-new"}
                  title={record ? t("cur.editTitle", { id: record.id }) : t("cur.createTitle")}
                  schema={currencySchema}
                  intent={record ? "update" : "create"}
                  hidden={record ? { id: record.id, version: record.version } : {}}
                  conflictLabels={{ country_name: t("cur.countryName"), currency_code: t("cur.currencyCode"), symbol: t("cur.symbol"), decimals: t("cur.decimals") }}
                  defaultValue={
                    record
                      ? { ...record, thousands_separator: SEPARATOR_FROM_API[record.thousands_separator] }
                      : { symbol_position: "before", decimals: 2, thousands_separator: ",", decimal_separator: "." }
                  }
                  render={(f) => (
                    <FormLayout>
                      <FormLayout.Group>
                        <TextInput field={f.country_code} label={t("cur.countryCode")} />
                        <TextInput field={f.country_name} label={t("cur.countryName")} />
                        <SelectInput field={f.site} label={t("common.site")} options={siteOptions} placeholder={t("v.choose")} />
                      </FormLayout.Group>
                      <FormLayout.Group>
                        <SelectInput field={f.currency_code} label={t("cur.currencyCode")} options={currencyOptions} placeholder={t("v.choose")} />
                        <TextInput field={f.symbol} label={t("cur.symbol")} />
                        <SelectInput
                          field={f.symbol_position}
                          label={t("cur.symbolPosition")}
                          options={[
                            { value: "before", label: t("cur.symbolPosition.before") },
                            { value: "after", label: t("cur.symbolPosition.after") },
                          ]}
                        />
                      </FormLayout.Group>
                      <FormLayout.Group>
                        <TextInput field={f.decimals} label={t("cur.decimals")} inputMode="numeric" />
                        <SelectInput field={f.thousands_separator} label={t("cur.thousandsSeparator")} options={sepOptions} />
                        <SelectInput field={f.decimal_separator} label={t("cur.decimalSeparator")} options={sepOptions.slice(0, 2)} />
                      </FormLayout.Group>
                    </FormLayout>
                  )}
                />
              </Can>
            ) : null}

            {logs ? <LogTable data={logs} title={t("log.title")} /> : null}

            <ListTable<Currency>
              label={title}
              data={list}
              filtered={filtered}
              columns={[
                {
                  title: t("cur.countryName"),
                  render: (c) => (
                    <BlockStack gap="050">
                      <Text as="span" fontWeight="semibold">{c.country_name}</Text>
                      <Text as="span" tone="subdued">{c.country_code}</Text>
                    </BlockStack>
                  ),
                },
                { title: t("common.site"), render: (c) => siteLabel(c.site) },
                { title: t("cur.currencyCode"), render: (c) => `${c.currency_code} (${c.symbol})` },
                { title: t("cur.sample"), render: (c) => <span data-testid={`sample-${c.id}`}>{sample(c)}</span> },
                { title: t("common.status"), render: (c) => <EnabledBadge enabled={c.enabled} /> },
                {
                  title: t("common.updatedAt"),
                  render: (c) => <WhenWho at={c.updated_at} by={c.updated_by} />,
                },
                {
                  title: t("common.actions"),
                  render: (c) => <RecordActions id={c.id} enabled={c.enabled} keys={keys} need={KEY} />,
                },
              ]}
            />
            <Text as="p" tone="subdued">{t("common.timezone")}</Text>
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
