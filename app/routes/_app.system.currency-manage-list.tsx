import { useLoaderData } from "@remix-run/react";
import { currencyListAction, currencyListLoader, type Currency } from "~/features/system/currency.server";
import { CURRENCY } from "~/features/system/keys";
import { currencyLogView } from "~/features/system/log-views";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { siteName } from "~/lib/sites";
import { useT } from "~/lib/i18n";
import { EnabledFilter, useRecordActions, TwoLines, WhenWho } from "~/ui/cells";
import { FilterSelect, FilterText } from "~/ui/filters";
import { ListPage, UnavailableListPage } from "~/ui/ListPage";
import { ListTable } from "~/ui/ListTable";
import { EnabledBadge } from "~/ui/StatusBadge";
export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";
export { keepScreenAfterOutage as shouldRevalidate } from "~/lib/revalidate";

export const loader = currencyListLoader;
export const action = currencyListAction;

/** 1234567.891 written the way the country shows prices. */
function sample(c: Pick<Currency, "symbol" | "symbol_position" | "decimals" | "thousands_separator" | "decimal_separator">) {
  const [int, frac = ""] = (1234567.891).toFixed(c.decimals).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, c.thousands_separator);
  const amount = frac ? `${grouped}${c.decimal_separator}${frac}` : grouped;
  return c.symbol_position === "before" ? `${c.symbol}${amount}` : `${amount} ${c.symbol}`;
}

export default function CurrencyManageList() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useT();
  const actions = useRecordActions(CURRENCY.route, CURRENCY.key);
  if ("unavailable" in loaded) return <UnavailableListPage route={CURRENCY.route} />;
  const { list, filters, filtered, logs } = loaded;
  return (
    <ListPage
      route={CURRENCY.route}
      create={{ label: t("cur.create"), need: CURRENCY.key }}
      logs={logs}
      log={currencyLogView(t)}
      filters={
        <>
          <FilterSelect name="site" label={t("common.site")} defaultValue={filters.site} options={ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }))} />
          <FilterSelect name="currency" label={t("cur.currencyCode")} defaultValue={filters.currency} options={CURRENCY_CODES.map((c) => ({ value: c, label: c }))} />
          <FilterText name="country" label={t("cur.country.filter")} defaultValue={filters.country} />
          <EnabledFilter defaultValue={filters.enabled} />
        </>
      }
    >
      <ListTable<Currency>
        label={t("cur.countryName")}
        data={list}
        filtered={filtered}
        defaultOrder={t("sort.newestFirst")}
        columns={[
          { title: t("cur.countryName"), sort: "country_name", render: (c) => <TwoLines first={c.country_name} second={c.country_code} strong /> },
          { title: t("common.site"), sort: "site", render: (c) => siteName(t, c.site) },
          { title: t("cur.currencyCode"), sort: "currency_code", render: (c) => `${c.currency_code} (${c.symbol})` },
          { title: t("cur.sample"), render: (c) => <span data-testid={`sample-${c.id}`}>{sample(c)}</span> },
          { title: t("common.status"), render: (c) => <EnabledBadge enabled={c.enabled} /> },
          { title: t("common.updatedAt"), sort: "updated_at", render: (c) => <WhenWho at={c.updated_at} by={c.updated_by} /> },
          { title: t("common.actions"), render: actions },
        ]}
      />
    </ListPage>
  );
}
