import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Card } from "~/ui/Card";
import { Text } from "@shopify/polaris";
import { ALL_SITES } from "~/lib/constants";
import { EVENT_CROWDS, LAUNCH_CHANNELS, PROMOTION_STRATEGIES } from "~/domain/event-targeting";
import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { allowedTransitions } from "~/lib/lifecycle";
import { routeByName } from "~/lib/route-tree";
import { withParams } from "~/lib/url";
import { FilterBar } from "~/ui/FilterBar";
import { FilterSelect, FilterText, PageSizeSelect } from "~/ui/filters";
import { UnavailableListPage } from "~/ui/ListPage";
import { PageShell } from "~/ui/PageShell";
import { EVENT_STATUS, KINDS, type EventKind } from "./kinds";
import { ConfirmPanel, Empty, EventStatusBadge, EventTimes, IntentButton, OfflineFinal, Pager, useEventQuestion } from "./parts";
import type { EditData } from "./edit";
import type { EventRow, Paged } from "./types";
import { ActionText } from "~/ui/action-text";

interface ListData {
  kind: EventKind;
  page: Paged<EventRow>;
  filters: Record<string, string | undefined>;
  filtered: boolean;
  /** the daily-specials categories (activity-category) an event may be listed under, of every site */
  categories: EditData["options"]["event_category"];
  sort: string;
  keys: string[];
  confirm: { intent: string; id: number; name: string; site: string; products: number } | null;
}

/** The list of daily specials or flash sales: filters in the URL, status actions per row. */
export function EventList() {
  const loaded = useLoaderData() as ListData | { unavailable: true; kind?: EventKind };
  const { t, locale } = useT();
  const question = useEventQuestion();
  const { search, pathname } = useLocation();
  if ("unavailable" in loaded)
    return <UnavailableListPage route={pathname.endsWith("flash-sale") ? KINDS.flash_sale.list : KINDS.daily_special.list} />;
  const k = KINDS[loaded.kind];
  const can = loaded.keys.includes(k.key);
  const route = routeByName(k.list)!;
  const action = pathname + search;
  const { page, filters } = loaded;
  const sortLink = (key: string, label: string) => {
    const next = loaded.sort === key ? `-${key}` : key;
    const dir = loaded.sort === key ? "ascending" : loaded.sort === `-${key}` ? "descending" : undefined;
    return (
      <th scope="col" aria-sort={dir}>
        <Link to={withParams(search, { sort: next, page: null }, pathname)}>{label}</Link>
      </th>
    );
  };
  return (
    <PageShell
      title={route.title[locale]}
      primaryAction={can ? { content: t(k.text.create), url: `/activity/${k.edit}?type=create` } : undefined}
      secondaryAction={k.revisions ? { content: t("event.rev.all"), url: `/activity/${k.revisions}` } : undefined}
    >
      {loaded.confirm ? (
        <ConfirmPanel intent={loaded.confirm.intent} id={loaded.confirm.id} action={action} question={question(loaded.confirm)}>
          {loaded.confirm.intent === "offline" ? <OfflineFinal kind={loaded.kind} /> : null}
        </ConfirmPanel>
      ) : null}
      <FilterBar>
        <FilterText name="name" label={t("event.name")} defaultValue={filters.name} />
        <FilterSelect
          name="site"
          label={t("common.site")}
          defaultValue={filters.site}
          options={ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }))}
        />
        <FilterSelect
          name="status"
          label={t("common.status")}
          defaultValue={filters.status}
          options={Object.entries(EVENT_STATUS.states).map(([v, s]) => ({ value: v, label: t(s.label) }))}
        />
        <FilterSelect
          name="event_category"
          label={t("event.category")}
          defaultValue={filters.event_category}
          options={loaded.categories.map((c) => ({ value: String(c.value), label: `${siteName(t, c.site)} · ${c.label}` }))}
        />
        <FilterSelect
          name="apply_crowds"
          label={t("event.crowd")}
          defaultValue={filters.apply_crowds}
          options={EVENT_CROWDS.map((v) => ({ value: v, label: t(`event.crowd.${v}`) }))}
        />
        <FilterSelect
          name="launch_channel"
          label={t("event.channel")}
          defaultValue={filters.launch_channel}
          options={LAUNCH_CHANNELS.map((v) => ({ value: v, label: t(`event.channel.${v}`) }))}
        />
        <FilterSelect
          name="promotion_strategy"
          label={t("event.strategy")}
          defaultValue={filters.promotion_strategy}
          options={PROMOTION_STRATEGIES.map((v) => ({ value: v, label: t(`event.strategy.${v}`) }))}
        />
        <PageSizeSelect value={page.page_size} />
      </FilterBar>
      {page.list.length === 0 ? (
        <Empty filtered={loaded.filtered} empty={k.text.empty} hint={can ? "event.emptyHint" : undefined} />
      ) : (
        <Card padding="0">
          <div className="console-table-wrap">
            <table className="console-table" aria-label={t(k.text.list)}>
              <thead>
                <tr>
                  {sortLink("id", t("event.id"))}
                  {sortLink("name", t("event.name"))}
                  <th scope="col">{t("common.site")}</th>
                  {sortLink("start_at", t("event.period"))}
                  <th scope="col">{t("common.status")}</th>
                  <th scope="col" className="end">
                    {t("event.products")}
                  </th>
                  <th scope="col">{t("common.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((e) => (
                  <tr key={e.id} data-testid={`event-${e.id}`}>
                    <td data-label={t("event.id")}>{e.id}</td>
                    <td data-label={t("event.name")}>
                      <Link to={`/activity/${k.detail}?id=${e.id}`}>{e.name}</Link>
                      {e.pending_revision ? (
                        <span className="console-sub">
                          <Link to={`/activity/${k.detail}?type=revision&id=${e.pending_revision}`}>
                            {t("event.pendingRevision", { id: e.pending_revision })}
                          </Link>
                        </span>
                      ) : null}
                    </td>
                    <td data-label={t("common.site")}>
                      {siteName(t, e.site)} · {e.currency}
                    </td>
                    <td data-label={t("event.period")}>
                      <EventTimes start={e.start_at} end={e.end_at} status={e.status} />
                    </td>
                    <td data-label={t("common.status")}>
                      <EventStatusBadge status={e.status} />
                    </td>
                    <td data-label={t("event.products")} className="end">
                      {e.product_count}
                    </td>
                    <td data-label={t("common.actions")}>
                      <span className="console-actions">
                        <Link to={`/activity/${k.detail}?id=${e.id}`}>
                          <ActionText text={t("event.detail")} row={e.name} />
                        </Link>
                        {can && e.status === "draft" ? (
                          <Link to={`/activity/${k.edit}?type=edit&id=${e.id}`}>
                            <ActionText text={t("event.edit")} row={e.name} />
                          </Link>
                        ) : null}
                        {can && e.status === "published" ? (
                          <Link to={`/activity/${k.edit}?type=revision&id=${e.id}`}>
                            <ActionText text={t("event.revise")} row={e.name} />
                          </Link>
                        ) : null}
                        {can
                          ? allowedTransitions(EVENT_STATUS, e as unknown as Record<string, unknown>).map((name) =>
                              name === "offline" ? (
                                <Link
                                  key={name}
                                  to={withParams(search, { confirm: "offline", confirm_id: e.id }, pathname)}
                                  className="console-critical"
                                >
                                  {t("event.offline")}
                                </Link>
                              ) : (
                                <IntentButton
                                  key={name}
                                  intent={name}
                                  id={e.id}
                                  action={action}
                                  label={t(EVENT_STATUS.transitions[name].label)}
                                />
                              ),
                            )
                          : null}
                        {can ? <IntentButton intent="copy" id={e.id} action={action} label={t("event.copy")} /> : null}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page.page} pageSize={page.page_size} total={page.total} label={t(k.text.list)} />
        </Card>
      )}
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}
