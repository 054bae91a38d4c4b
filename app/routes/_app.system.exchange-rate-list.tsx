import { useLoaderData } from "@remix-run/react";
import { exchangeRateListAction, exchangeRateListLoader, type ExchangeRate } from "~/features/system/exchange-rate.server";
import { EXCHANGE_RATE } from "~/features/system/keys";
import { exchangeRateLogView } from "~/features/system/log-views";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { siteName } from "~/lib/sites";
import { useT } from "~/lib/i18n";
import { EnabledFilter, Period, useRecordActions, WhenWho } from "~/ui/cells";
import { FilterSelect, FilterText } from "~/ui/filters";
import { ListPage, UnavailableListPage } from "~/ui/ListPage";
import { ListTable } from "~/ui/ListTable";
import { EnabledBadge } from "~/ui/StatusBadge";
export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";
export { keepScreenAfterOutage as shouldRevalidate } from "~/lib/revalidate";

export const loader = exchangeRateListLoader;
export const action = exchangeRateListAction;

export default function ExchangeRateList() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useT();
  const actions = useRecordActions(EXCHANGE_RATE.route, EXCHANGE_RATE.key);
  if ("unavailable" in loaded) return <UnavailableListPage route={EXCHANGE_RATE.route} />;
  const { list, filters, filtered, logs } = loaded;
  return (
    <ListPage
      route={EXCHANGE_RATE.route}
      create={{ label: t("rate.list.create"), need: EXCHANGE_RATE.key }}
      logs={logs}
      log={exchangeRateLogView(t)}
      filters={
        <>
          <FilterSelect name="site" label={t("common.site")} defaultValue={filters.site} options={ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }))} />
          <FilterSelect name="currency" label={t("common.currency")} defaultValue={filters.currency} options={CURRENCY_CODES.map((c) => ({ value: c, label: c }))} />
          <FilterText name="active_on" type="date" label={t("rate.activeOn")} defaultValue={filters.active_on} />
          <EnabledFilter defaultValue={filters.enabled} />
        </>
      }
    >
      <ListTable<ExchangeRate>
        label={t("rate.rate")}
        data={list}
        filtered={filtered}
        defaultOrder={t("sort.newestFirst")}
        columns={[
          { title: t("common.site"), sort: "site", render: (r) => siteName(t, r.site) },
          { title: t("common.currency"), sort: "currency", render: (r) => <span className="console-strong">{r.currency}</span> },
          { title: t("rate.rate"), sort: "rate", render: (r) => r.rate, align: "end" },
          { title: t("rate.floatPercent"), render: (r) => `${r.float_percent}%`, align: "end" },
          { title: t("rate.validity"), sort: "start_at", render: (r) => <Period start={r.start_at} end={r.end_at} /> },
          { title: t("common.status"), render: (r) => <EnabledBadge enabled={r.enabled} /> },
          { title: t("common.updatedAt"), sort: "updated_at", render: (r) => <WhenWho at={r.updated_at} by={r.updated_by} /> },
          { title: t("common.actions"), render: actions },
        ]}
      />
    </ListPage>
  );
}
