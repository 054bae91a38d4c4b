import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { BlockStack, Card, InlineGrid, InlineStack, Text } from "@shopify/polaris";
import { RATE_SETTING } from "~/features/system/keys";
import { benchmarkLogView, rateSettingLogView } from "~/features/system/log-views";
import { rateSettingLoader, type BenchmarkRate } from "~/features/system/rate-setting.server";
import { BENCHMARK_SOURCES, CURRENCY_CODES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { Can } from "~/ui/Can";
import { WhenWho, who } from "~/ui/cells";
import { FilterSelect, FilterText } from "~/ui/filters";
import { ListPage, UnavailableListPage } from "~/ui/ListPage";
import { ListTable } from "~/ui/ListTable";
export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";
export { keepScreenAfterOutage as shouldRevalidate } from "~/lib/revalidate";

export const loader = rateSettingLoader;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <BlockStack gap="100">
      <Text as="span" tone="subdued">{label}</Text>
      <Text as="span" fontWeight="semibold">{value}</Text>
    </BlockStack>
  );
}

/** Base exchange-rate configuration and the benchmark rates quoted against its base currency. */
export default function RateSettingPage() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useT();
  const { search, pathname } = useLocation();
  if ("unavailable" in loaded) return <UnavailableListPage route={RATE_SETTING.route} />;
  const { setting, list, filters, filtered, logs } = loaded;
  const base = setting.base_currency;
  return (
    <ListPage
      route={RATE_SETTING.route}
      create={{ label: t("rate.bench.create"), need: RATE_SETTING.key }}
      logs={logs}
      log={(which) => (which === "setting" ? rateSettingLogView(t) : benchmarkLogView(t))}
      above={
        <Card>
          <BlockStack gap="300">
            <InlineStack align="space-between">
              <Text as="h2" variant="headingMd">{t("rate.base.title")}</Text>
              <InlineStack gap="300">
                <Link to={withParams(search, { logs: "setting", logs_page: null }, "/system/setting")}>{t("common.logs")}</Link>
                {pathname !== "/system/setting/edit" ? (
                  <Can need={RATE_SETTING.key}>
                    <Link to={`/system/setting/edit${search}`} data-testid="edit-setting">{t("common.edit")}</Link>
                  </Can>
                ) : null}
              </InlineStack>
            </InlineStack>
            <Text as="p" tone="subdued">{t("rate.base.help")}</Text>
            <InlineGrid columns={{ xs: 2, md: 5 }} gap="400">
              <Fact label={t("rate.baseCurrency")} value={base} />
              <Fact label={t("rate.floatPercent")} value={`${setting.float_percent}%`} />
              <Fact label={t("rate.decimals")} value={String(setting.decimals)} />
              <Fact label={t("rate.autoSync")} value={setting.auto_sync ? `${t("common.yes")} · ${setting.sync_hour}:00` : t("common.no")} />
              <Fact label={t("common.updatedAt")} value={`${formatUsWest(setting.updated_at)} · ${who(t, setting.updated_by)}`} />
            </InlineGrid>
            {setting.remark ? <Text as="p">{setting.remark}</Text> : null}
          </BlockStack>
        </Card>
      }
      filters={
        <>
          <FilterSelect name="currency" label={t("common.currency")} defaultValue={filters.currency} options={CURRENCY_CODES.map((c) => ({ value: c, label: c }))} />
          <FilterSelect name="source" label={t("rate.source")} defaultValue={filters.source} options={BENCHMARK_SOURCES.map((s) => ({ value: s, label: t(`rate.source.${s}`) }))} />
          <FilterText name="date_from" type="date" label={t("rate.dateFrom")} defaultValue={filters.date_from} />
          <FilterText name="date_to" type="date" label={t("rate.dateTo")} defaultValue={filters.date_to} />
        </>
      }
    >
      <Text as="h2" variant="headingMd">{t("rate.bench.title")}</Text>
      <ListTable<BenchmarkRate>
        label={t("rate.bench.title")}
        data={list}
        filtered={filtered}
        defaultOrder={t("sort.latestEffectiveFirst")}
        columns={[
          { title: t("common.currency"), sort: "currency", render: (r) => <span className="console-strong">{r.currency}</span> },
          { title: `${t("rate.rate")} (1 ${base} =)`, sort: "rate", render: (r) => r.rate, align: "end" },
          { title: t("rate.effectiveDate"), sort: "effective_date", render: (r) => r.effective_date },
          { title: t("rate.source"), render: (r) => t(`rate.source.${r.source}`) },
          { title: t("common.remark"), render: (r) => r.remark },
          { title: t("common.createdAt"), render: (r) => <WhenWho at={r.created_at} by={r.created_by} /> },
        ]}
      />
    </ListPage>
  );
}
