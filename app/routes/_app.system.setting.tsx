import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { BlockStack, Card, FormLayout, InlineGrid, InlineStack, Layout, Page, Text } from "@shopify/polaris";
import { RATE_SETTING } from "~/features/system/keys";
import { rateSettingAction, rateSettingLoader, type BenchmarkRate } from "~/features/system/rate-setting.server";
import { benchmarkSchema, rateSettingSchema } from "~/features/system/schemas";
import { BENCHMARK_SOURCES, CURRENCY_CODES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { Can } from "~/ui/Can";
import { FilterBar } from "~/ui/FilterBar";
import { FilterSelect, FilterText, SelectInput, TextInput } from "~/ui/fields";
import { ListTable } from "~/ui/ListTable";
import { LogTable } from "~/ui/LogTable";
import { RecordForm } from "~/ui/RecordForm";
export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const loader = rateSettingLoader;
export const action = rateSettingAction;

const KEY = RATE_SETTING.key;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <BlockStack gap="100">
      <Text as="span" tone="subdued">{label}</Text>
      <Text as="span" fontWeight="semibold">{value}</Text>
    </BlockStack>
  );
}

export default function RateSettingPage() {
  const { setting, list, filters, filtered, creating, editingSetting, logs, keys } = useLoaderData<typeof loader>();
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  const title = routeByName(RATE_SETTING.route)!.title[locale];
  const currencyOptions = CURRENCY_CODES.map((c) => ({ value: c, label: c }));
  const sourceOptions = BENCHMARK_SOURCES.map((s) => ({ value: s, label: t(`rate.source.${s}`) }));
  const link = (changes: Record<string, string | number | null>) => withParams(search, changes, pathname);
  return (
    <Page
      title={title}
      primaryAction={keys.includes(KEY) ? { content: t("rate.bench.create"), url: link({ create: 1, edit: null }) } : undefined}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {editingSetting ? (
              <RecordForm
                id={`setting-v${setting.version}`}
                title={t("rate.base.title")}
                schema={rateSettingSchema}
                intent="update-setting"
                hidden={{ version: setting.version }}
                closeParams={["edit"]}
                conflictLabels={{ base_currency: t("rate.baseCurrency"), float_percent: t("rate.floatPercent"), decimals: t("rate.decimals") }}
                defaultValue={{ ...setting, auto_sync: setting.auto_sync ? "yes" : "no" }}
                render={(f) => (
                  <FormLayout>
                    <FormLayout.Group>
                      <SelectInput field={f.base_currency} label={t("rate.baseCurrency")} options={currencyOptions} />
                      <TextInput field={f.float_percent} label={t("rate.floatPercent")} inputMode="decimal" helpText={t("rate.floatPercent.help")} />
                      <TextInput field={f.decimals} label={t("rate.decimals")} inputMode="numeric" />
                    </FormLayout.Group>
                    <FormLayout.Group>
                      <SelectInput
                        field={f.auto_sync}
                        label={t("rate.autoSync")}
                        options={[
                          { value: "yes", label: t("common.yes") },
                          { value: "no", label: t("common.no") },
                        ]}
                      />
                      <TextInput field={f.sync_hour} label={t("rate.syncHour")} inputMode="numeric" />
                    </FormLayout.Group>
                    <TextInput field={f.remark} label={t("common.remark")} multiline={2} />
                  </FormLayout>
                )}
              />
            ) : (
              <Card>
                <BlockStack gap="300">
                  <InlineStack align="space-between">
                    <Text as="h2" variant="headingMd">{t("rate.base.title")}</Text>
                    <InlineStack gap="300">
                      <Link to={link({ logs: "setting", logs_page: null })}>{t("common.logs")}</Link>
                      <Can keys={keys} need={KEY}>
                        <Link to={link({ edit: "setting", create: null })} data-testid="edit-setting">{t("common.edit")}</Link>
                      </Can>
                    </InlineStack>
                  </InlineStack>
                  <Text as="p" tone="subdued">{t("rate.base.help")}</Text>
                  <InlineGrid columns={{ xs: 2, md: 5 }} gap="400">
                    <Fact label={t("rate.baseCurrency")} value={setting.base_currency} />
                    <Fact label={t("rate.floatPercent")} value={`${setting.float_percent}%`} />
                    <Fact label={t("rate.decimals")} value={String(setting.decimals)} />
                    <Fact label={t("rate.autoSync")} value={setting.auto_sync ? `${t("common.yes")} · ${setting.sync_hour}:00` : t("common.no")} />
                    <Fact label={t("common.updatedAt")} value={`${formatUsWest(setting.updated_at)} · ${setting.updated_by}`} />
                  </InlineGrid>
                  {setting.remark ? <Text as="p">{setting.remark}</Text> : null}
                </BlockStack>
              </Card>
            )}

            {creating ? (
              <RecordForm
                id="benchmark-new"
                title={t("rate.bench.create")}
                schema={benchmarkSchema}
                intent="create-benchmark"
                defaultValue={{ source: "manual" }}
                render={(f) => (
                  <FormLayout>
                    <FormLayout.Group>
                      <SelectInput field={f.currency} label={t("common.currency")} options={currencyOptions} placeholder={t("v.choose")} />
                      <TextInput field={f.rate} label={`${t("rate.rate")} (1 ${setting.base_currency} =)`} inputMode="decimal" />
                    </FormLayout.Group>
                    <FormLayout.Group>
                      <TextInput field={f.effective_date} type="date" label={t("rate.effectiveDate")} />
                      <SelectInput field={f.source} label={t("rate.source")} options={sourceOptions} />
                    </FormLayout.Group>
                    <TextInput field={f.remark} label={t("common.remark")} multiline={2} />
                  </FormLayout>
                )}
              />
            ) : null}

            {logs ? <LogTable data={logs} title={t("log.title")} /> : null}

            <InlineStack align="space-between" blockAlign="center">
              <Text as="h2" variant="headingMd">{t("rate.bench.title")}</Text>
              <Link to={link({ logs: "benchmark", logs_page: null })}>{t("common.logs")}</Link>
            </InlineStack>
            <FilterBar>
              <FilterSelect name="currency" label={t("common.currency")} defaultValue={filters.currency} options={currencyOptions} />
              <FilterSelect name="source" label={t("rate.source")} defaultValue={filters.source} options={sourceOptions} />
              <FilterText name="date_from" type="date" label={t("rate.dateFrom")} defaultValue={filters.date_from} />
              <FilterText name="date_to" type="date" label={t("rate.dateTo")} defaultValue={filters.date_to} />
            </FilterBar>
            <ListTable<BenchmarkRate>
              label={t("rate.bench.title")}
              data={list}
              filtered={filtered}
              columns={[
                { title: t("common.currency"), render: (r) => <Text as="span" fontWeight="semibold">{r.currency}</Text> },
                { title: `${t("rate.rate")} (1 ${setting.base_currency} =)`, render: (r) => r.rate, align: "end" },
                { title: t("rate.effectiveDate"), render: (r) => r.effective_date },
                { title: t("rate.source"), render: (r) => t(`rate.source.${r.source}`) },
                { title: t("common.remark"), render: (r) => r.remark },
                {
                  title: t("common.createdAt"),
                  render: (r) => (
                    <BlockStack gap="050">
                      <span>{formatUsWest(r.created_at)}</span>
                      <Text as="span" tone="subdued">{r.created_by}</Text>
                    </BlockStack>
                  ),
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
