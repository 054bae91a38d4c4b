import { Link, useFormAction, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Banner, InlineStack, Text } from "@shopify/polaris";
import { Card } from "~/ui/Card";
import type { ReactNode } from "react";
import type { UiLocale } from "~/lib/constants";
import { useT, type T } from "~/lib/i18n";
import { usePageTitle } from "~/lib/page-title";
import { allowedTransitions } from "~/lib/lifecycle";
import { routeByName } from "~/lib/route-tree";
import { confirmUrl, needsConfirmation, type Confirmation } from "~/lib/transitions";
import { useKeys } from "~/ui/Can";
import { ConfirmTransition } from "~/ui/ConfirmTransition";
import { ListTable, type Column, type PageData } from "~/ui/ListTable";
import { LogTable, type LogRow, type LogView } from "~/ui/LogTable";
import { PageShell } from "~/ui/PageShell";
import { TransitionButton } from "~/ui/TransitionButton";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { PeriodBadge, StateBadge } from "../../resource/columns";
import { ONLINE_OFFLINE } from "../offers/special-offer-rules";

// The detail page of an activity record that lists its products in order and goes online / offline
// (rankings, exclusive offers): its facts, its products by position, the transitions, its change log.

export interface ListedRecord<P> {
  id: number;
  status: "online" | "offline";
  start_at: string;
  end_at: string;
  products: P[];
}

export interface ListedView<R, P> {
  route: string;
  listRoute: string;
  editUrl: (id: number) => string;
  name: (r: R, c: { t: T }) => string;
  subtitle: (r: R, t: T) => string;
  facts: (r: R, t: T) => [string, ReactNode][];
  columns: (r: R, t: T) => Column<P & { id: number }>[];
  logView: (t: T, locale: UiLocale) => LogView;
  /** catalog keys: none chosen, back to the list, online is read-only, the products' order, the log's title ({{name}}) */
  text: { noneChosen: string; backToList: string; onlineReadOnly: string; products: string; order: string; logTitle: string };
  /** data-testid prefix: `<testid>-summary`, `<testid>-edit` */
  testid: string;
}

export function ListedDetail<R extends ListedRecord<P>, P extends { position: number }>({ view }: { view: ListedView<R, P> }) {
  const loaded = useLoaderData() as { record: R | null; logs: PageData<LogRow>; confirm: Confirmation | null } | { unavailable: true };
  const { t, locale } = useT();
  const { search, pathname } = useLocation();
  const action = useFormAction();
  const pending = useNavigation().formData;
  const keys = useKeys();
  const route = routeByName(view.route)!;
  const title = usePageTitle(view.route);
  const list = routeByName(view.listRoute)!;
  if ("unavailable" in loaded) {
    return (
      <PageShell title={route.title[locale]}>
        <UnavailableNotice />
      </PageShell>
    );
  }
  if (!loaded.record) {
    return (
      <PageShell title={route.title[locale]}>
        <Card>
          <Text as="p">{t(view.text.noneChosen)}</Text>
          <Link to={list.fullPath}>{list.title[locale]}</Link>
        </Card>
      </PageShell>
    );
  }
  const r = loaded.record;
  const manager = keys.includes(route.intents.online);
  const products: PageData<P & { id: number }> = {
    list: r.products.map((p) => ({ ...p, id: p.position })),
    total: r.products.length,
    page: 1,
    page_size: Math.max(r.products.length, 1),
  };
  return (
    <PageShell title={title} subtitle={`${view.name(r, { t })} · ${view.subtitle(r, t)}`}>
      {loaded.confirm ? <ConfirmTransition key={`${loaded.confirm.intent}-${loaded.confirm.id}`} confirm={loaded.confirm} /> : null}
      <InlineStack gap="300" blockAlign="center">
        <StateBadge lifecycle={ONLINE_OFFLINE} row={r as never} />
        <PeriodBadge lifecycle={ONLINE_OFFLINE} row={r as never} start={r.start_at} end={r.end_at} />
        <span className="console-actions">
          <Link to={list.fullPath}>{t(view.text.backToList)}</Link>
          {manager && r.status === "offline" ? (
            <Link to={view.editUrl(r.id)} data-testid={`${view.testid}-edit`}>
              {t("common.edit")}
            </Link>
          ) : null}
          {manager
            ? allowedTransitions(ONLINE_OFFLINE, r as never).map((intent) => (
                <TransitionButton
                  key={intent}
                  action={action}
                  intent={intent}
                  id={r.id}
                  busy={pending?.get("intent") === intent}
                  confirmHref={needsConfirmation(intent) ? confirmUrl(search, pathname, intent, r.id) : undefined}
                  label={t(ONLINE_OFFLINE.transitions[intent].label)}
                  tone={ONLINE_OFFLINE.transitions[intent].tone}
                />
              ))
            : null}
        </span>
      </InlineStack>
      {manager && r.status === "online" ? <Banner tone="info">{t(view.text.onlineReadOnly)}</Banner> : null}
      <Card>
        <dl data-testid={`${view.testid}-summary`}>
          {view.facts(r, t).map(([k, v]) => (
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
      <Text as="h2" variant="headingMd">
        {t(view.text.products)}
      </Text>
      <ListTable<P & { id: number }>
        label={t(view.text.products)}
        data={products}
        filtered={false}
        pageSizes={false}
        defaultOrder={t(view.text.order)}
        columns={view.columns(r, t)}
      />
      <LogTable data={loaded.logs} view={view.logView(t, locale)} title={t(view.text.logTitle, { name: view.name(r, { t }) })} />
    </PageShell>
  );
}
