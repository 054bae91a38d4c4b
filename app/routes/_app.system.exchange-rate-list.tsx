import { useLoaderData, useLocation } from "@remix-run/react";
import { BlockStack, FormLayout, Layout, Page, Text } from "@shopify/polaris";
import { exchangeRateAction, exchangeRateLoader, type ExchangeRate } from "~/features/system/exchange-rate.server";
import { EXCHANGE_RATE } from "~/features/system/keys";
import { exchangeRateSchema } from "~/features/system/schemas";
import { ALL_SITES, CURRENCY_CODES, siteLabel } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { formatUsWest, usWestDate } from "~/lib/time";
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

export const loader = exchangeRateLoader;
export const action = exchangeRateAction;

const KEY = EXCHANGE_RATE.key;

export default function ExchangeRateList() {
  const { list, filters, filtered, editing, creating, logs, keys } = useLoaderData<typeof loader>();
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  const title = routeByName(EXCHANGE_RATE.route)!.title[locale];
  const siteOptions = ALL_SITES.map((s) => ({ value: s, label: siteLabel(s) }));
  const currencyOptions = CURRENCY_CODES.map((c) => ({ value: c, label: c }));
  const record = editing;
  return (
    <Page
      title={title}
      primaryAction={keys.includes(KEY) ? { content: t("rate.list.create"), url: withParams(search, { create: 1, edit: null }, pathname) } : undefined}
      secondaryActions={[{ content: t("common.logs"), url: withParams(search, { logs: "all", logs_page: null }, pathname) }]}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <FilterBar>
              <FilterSelect name="site" label={t("common.site")} defaultValue={filters.site} options={siteOptions} />
              <FilterSelect name="currency" label={t("common.currency")} defaultValue={filters.currency} options={currencyOptions} />
              <FilterText name="active_on" type="date" label={t("rate.activeOn")} defaultValue={filters.active_on} />
              <EnabledFilter defaultValue={filters.enabled} />
            </FilterBar>

            {creating || record ? (
              <Can keys={keys} need={KEY}>
                <RecordForm
                  id={record ? `rate-${record.id}-v${record.version}` : "rate-new"}
                  title={record ? t("rate.list.editTitle", { id: record.id }) : t("rate.list.createTitle")}
                  schema={exchangeRateSchema}
                  intent={record ? "update" : "create"}
                  hidden={record ? { id: record.id, version: record.version } : {}}
                  conflictLabels={{ rate: t("rate.rate"), float_percent: t("rate.floatPercent"), site: t("common.site"), currency: t("common.currency") }}
                  defaultValue={
                    record
                      ? { ...record, start_date: usWestDate(record.start_at), end_date: usWestDate(record.end_at) }
                      : { float_percent: 0 }
                  }
                  render={(f) => (
                    <FormLayout>
                      <FormLayout.Group>
                        <SelectInput field={f.site} label={t("common.site")} options={siteOptions} placeholder={t("v.choose")} />
                        <SelectInput field={f.currency} label={t("common.currency")} options={currencyOptions} placeholder={t("v.choose")} />
                      </FormLayout.Group>
                      <FormLayout.Group>
                        <TextInput field={f.rate} label={t("rate.rate")} inputMode="decimal" />
                        <TextInput field={f.float_percent} label={t("rate.floatPercent")} inputMode="decimal" helpText={t("rate.floatPercent.help")} />
                      </FormLayout.Group>
                      <FormLayout.Group>
                        <TextInput field={f.start_date} type="date" label={`${t("rate.validity")} · ${t("rate.startDate")}`} />
                        <TextInput field={f.end_date} type="date" label={`${t("rate.validity")} · ${t("rate.endDate")}`} helpText={t("common.timezone")} />
                      </FormLayout.Group>
                      <TextInput field={f.remark} label={t("common.remark")} multiline={2} />
                    </FormLayout>
                  )}
                />
              </Can>
            ) : null}

            {logs ? <LogTable data={logs} title={t("log.title")} /> : null}

            <ListTable<ExchangeRate>
              label={title}
              data={list}
              filtered={filtered}
              columns={[
                { title: t("common.site"), render: (r) => siteLabel(r.site) },
                { title: t("common.currency"), render: (r) => <Text as="span" fontWeight="semibold">{r.currency}</Text> },
                { title: t("rate.rate"), render: (r) => r.rate, align: "end" },
                { title: t("rate.floatPercent"), render: (r) => `${r.float_percent}%`, align: "end" },
                {
                  title: t("rate.validity"),
                  render: (r) => t("rate.period", { start: formatUsWest(r.start_at), end: formatUsWest(r.end_at) }),
                },
                { title: t("common.status"), render: (r) => <EnabledBadge enabled={r.enabled} /> },
                {
                  title: t("common.updatedAt"),
                  render: (r) => <WhenWho at={r.updated_at} by={r.updated_by} />,
                },
                {
                  title: t("common.actions"),
                  render: (r) => <RecordActions id={r.id} enabled={r.enabled} keys={keys} need={KEY} />,
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
