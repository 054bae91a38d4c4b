import { Link, useLoaderData } from "@remix-run/react";
import { Card } from "~/ui/Card";
import { Text } from "@shopify/polaris";

import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { routeByName } from "~/lib/route-tree";
import { formatUsWest } from "~/lib/time";
import { FilterBar } from "~/ui/FilterBar";
import { FilterSelect, FilterText } from "~/ui/filters";
import { UnavailableListPage } from "~/ui/ListPage";
import { PageShell } from "~/ui/PageShell";
import { KINDS, REVISION_STATUS, type EventKind } from "./kinds";
import { Empty, Pager, RevisionBadge } from "./parts";
import type { Paged, RevisionRow } from "./types";

interface Data {
  kind: EventKind;
  page: Paged<RevisionRow>;
  filters: Record<string, string | undefined>;
  filtered: boolean;
}

/** Every revision of the kind's events, newest first: the approvers' queue with status=pending. */
export function RevisionList() {
  const loaded = useLoaderData() as Data | { unavailable: true };
  const { t, locale } = useT();
  if ("unavailable" in loaded) return <UnavailableListPage route={KINDS.daily_special.revisions!} />;
  const k = KINDS[loaded.kind];
  const route = routeByName(k.revisions!)!;
  const { page, filters } = loaded;
  return (
    <PageShell title={route.title[locale]} secondaryAction={{ content: t(k.text.list), url: `/activity/${k.list}` }}>
      <FilterBar>
        <FilterSelect
          name="status"
          label={t("common.status")}
          defaultValue={filters.status}
          options={Object.entries(REVISION_STATUS.states).map(([v, s]) => ({ value: v, label: t(s.label) }))}
        />
        <FilterText name="event_id" label={`${t("event.rev.event")} ID`} defaultValue={filters.event_id} />
      </FilterBar>
      {page.list.length === 0 ? (
        <Empty filtered={loaded.filtered} empty="event.revisionsEmpty" hint="event.rev.formHelp" />
      ) : (
        <Card padding="0">
          <div className="console-table-wrap">
            <table className="console-table" aria-label={route.title[locale]}>
              <thead>
                <tr>
                  <th scope="col">{t("event.rev.id")}</th>
                  <th scope="col">{t("event.rev.event")}</th>
                  <th scope="col">{t("common.status")}</th>
                  <th scope="col" className="end">
                    {t("event.rev.skuCount")}
                  </th>
                  <th scope="col">{t("event.rev.author")}</th>
                  <th scope="col">{t("event.rev.reviewer")}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((r) => (
                  <tr key={r.id} data-testid={`revision-${r.id}`}>
                    <td data-label={t("event.rev.id")}>
                      <Link to={`/activity/${k.detail}?type=revision&id=${r.id}`}>#{r.id}</Link>
                    </td>
                    <td data-label={t("event.rev.event")}>
                      <Link to={`/activity/${k.detail}?id=${r.event_id}`}>{r.event_name}</Link>
                      <span className="console-sub"> · {siteName(t, r.site ?? "")}</span>
                    </td>
                    <td data-label={t("common.status")}>
                      <RevisionBadge status={r.status} />
                    </td>
                    <td data-label={t("event.rev.skuCount")} className="end">
                      {r.sku_count}
                    </td>
                    <td data-label={t("event.rev.author")}>
                      {r.created_by} · {formatUsWest(r.created_at)}
                    </td>
                    <td data-label={t("event.rev.reviewer")}>
                      {r.reviewed_by ? `${r.reviewed_by} · ${formatUsWest(r.reviewed_at)}` : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page.page} pageSize={page.page_size} total={page.total} label={route.title[locale]} />
        </Card>
      )}
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}
