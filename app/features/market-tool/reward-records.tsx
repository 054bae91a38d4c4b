import { useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Box, Card, InlineStack, Text } from "@shopify/polaris";
import { ALL_SITES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { PAGE_SIZES } from "~/lib/list-query";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { withParams } from "~/lib/url";
import { ENHANCE } from "~/ui/enhance";
import { FilterBar } from "~/ui/FilterBar";
import { FilterSelect, FilterText } from "~/ui/filters";
import { UnavailableListPage } from "~/ui/ListPage";
import { EmptyList } from "~/ui/ListTable";
import { PageShell } from "~/ui/PageShell";
import type { RewardPage, RewardRow } from "./reward-records.server";
import { REWARDS_ROUTE } from "./turnplate";
import { PRIZE_KINDS } from "./turnplate-rules";

type Data = { page: RewardPage; wheels: { id: number; name: string; site: string }[]; filters: Record<string, string | undefined>; filtered: boolean; atStart: boolean };

/** /market-tool/reward-records: who won what on which wheel, newest first, by keyset pages. */
export function RewardRecords() {
  const loaded = useLoaderData() as Data | { unavailable: true };
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  if ("unavailable" in loaded) return <UnavailableListPage route={REWARDS_ROUTE} />;
  const { page, wheels, filters, filtered } = loaded;
  const columns: [string, (r: RewardRow) => ReactNode][] = [
    [t("reward.drawnAt"), (r) => formatUsWest(r.drawn_at)],
    [t("reward.turnplate"), (r) => `${r.turnplate_name} (#${r.turnplate_id})`],
    [t("common.site"), (r) => siteName(t, r.site)],
    [t("reward.customer"), (r) => `${r.customer_email} (#${r.customer_id})`],
    [t("reward.prize"), (r) => `${r.prize_slot}. ${r.prize_name}`],
    [t("reward.kind"), (r) => t(`turnplate.kind.${r.prize_kind}`)],
    [t("reward.value"), (r) => r.prize_value || "—"],
  ];
  const size = page.page_size;
  return (
    <PageShell title={routeByName(REWARDS_ROUTE)!.title[locale]}>
      <FilterBar>
        <FilterSelect name="turnplate_id" label={t("reward.turnplate")} defaultValue={filters.turnplate_id} options={wheels.map((w) => ({ value: String(w.id), label: `${w.name} (${w.site})` }))} />
        <FilterSelect name="site" label={t("common.site")} defaultValue={filters.site} options={ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }))} />
        <FilterText name="customer" label={t("reward.customerFilter")} defaultValue={filters.customer} />
        <FilterSelect name="prize_kind" label={t("reward.kind")} defaultValue={filters.prize_kind} options={PRIZE_KINDS.map((k) => ({ value: k, label: t(`turnplate.kind.${k}`) }))} />
        <FilterText name="date_from" label={t("reward.dateFrom")} defaultValue={filters.date_from} type="date" />
        <FilterText name="date_to" label={t("reward.dateTo")} defaultValue={filters.date_to} type="date" />
        {filters.page_size ? <input type="hidden" name="page_size" value={filters.page_size} /> : null}
      </FilterBar>
      {page.list.length === 0 ? (
        <EmptyList filtered={filtered} clearHref={filters.page_size ? `${pathname}?page_size=${filters.page_size}` : pathname} none={t("reward.empty")} />
      ) : (
        <Card padding="0">
          <div className="console-sortnote">
            <span data-testid="sort-note">{t("sort.default", { order: t("sort.newestFirst") })}</span>
          </div>
          <div className="console-table-wrap">
            <table className="console-table" aria-label={t("reward.table")}>
              <thead>
                <tr>
                  {columns.map(([title]) => (
                    <th key={title} scope="col">{title}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {page.list.map((r) => (
                  <tr key={r.id} data-row-id={r.id}>
                    {columns.map(([title, cell]) => (
                      <td key={title} data-label={title}>{cell(r)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Box padding="300">
            <InlineStack align="space-between" blockAlign="center" gap="300">
              <nav className="console-actions" aria-label={t("common.pageSize")} data-testid="page-sizes">
                <span className="console-muted">{t("common.pageSize")}</span>
                {PAGE_SIZES.map((n) =>
                  n === size ? (
                    <span key={n} aria-current="true" className="console-strong">{n}</span>
                  ) : (
                    <a key={n} href={withParams(search, { page_size: n === PAGE_SIZES[0] ? null : n, after: null, before: null }, pathname)} {...ENHANCE}>{n}</a>
                  ),
                )}
              </nav>
              <nav className="console-actions" aria-label={t("reward.table")}>
                {page.prev ? (
                  <a href={withParams(search, { before: page.prev, after: null }, pathname)} rel="prev" {...ENHANCE}>‹ {t("common.previous")}</a>
                ) : null}
                {page.next ? (
                  <a href={withParams(search, { after: page.next, before: null }, pathname)} rel="next" {...ENHANCE}>{t("common.next")} ›</a>
                ) : null}
              </nav>
            </InlineStack>
          </Box>
        </Card>
      )}
      <Text as="p" tone="subdued">{t("common.timezone")}</Text>
    </PageShell>
  );
}
