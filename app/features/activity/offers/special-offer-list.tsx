import { useFormAction, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Text } from "@shopify/polaris";
import { ALL_SITES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { allowedTransitions, PERIOD_STATES } from "~/lib/lifecycle";
import { routeByName } from "~/lib/route-tree";
import { formatUsWest } from "~/lib/time";
import { confirmUrl, needsConfirmation, type Confirmation } from "~/lib/transitions";
import { useKeys } from "~/ui/Can";
import { TwoLines, WhenWho } from "~/ui/cells";
import { ConfirmTransition } from "~/ui/ConfirmTransition";
import { ENHANCE } from "~/ui/enhance";
import { FilterBar } from "~/ui/FilterBar";
import { FilterSelect, FilterText } from "~/ui/filters";
import { ListTable, type PageData } from "~/ui/ListTable";
import { PageShell } from "~/ui/PageShell";
import { TransitionButton } from "~/ui/TransitionButton";
import { UnavailableNotice } from "~/ui/UnavailableNotice";
import { PeriodBadge, StateBadge } from "../../resource/columns";
import { CREATE_URL, detailUrl, editUrl, LIST_ROUTE, money, siteOption, type SpecialOffer } from "./special-offer";
import { ONLINE_OFFLINE } from "./special-offer-rules";

interface ListData {
  list: PageData<SpecialOffer>;
  filters: Record<string, string | undefined>;
  filtered: boolean;
  confirm: Confirmation | null;
  keys: string[];
}

/** Details for everyone; edit (offline offers) and online / offline for the special-offer manager. */
function useOfferActions() {
  const { t } = useT();
  const { search, pathname } = useLocation();
  const key = routeByName(LIST_ROUTE)!.intents.online;
  const manager = useKeys().includes(key);
  const action = useFormAction();
  const pending = useNavigation().formData;
  return (row: SpecialOffer) => (
    <span className="console-actions">
      <a href={detailUrl(row.id)} className="console-linkbutton" data-testid={`detail-${row.id}`} {...ENHANCE}>
        {t("offer.details")}
      </a>
      {manager && row.status === "offline" ? (
        <a href={editUrl(row.id)} className="console-linkbutton" data-testid={`edit-${row.id}`} {...ENHANCE}>
          {t("common.edit")}
        </a>
      ) : null}
      {manager
        ? allowedTransitions(ONLINE_OFFLINE, row as never).map((intent) => (
            <TransitionButton
              key={intent}
              action={action}
              intent={intent}
              id={row.id}
              busy={pending?.get("intent") === intent && pending.get("id") === String(row.id)}
              confirmHref={needsConfirmation(intent) ? confirmUrl(search, pathname, intent, row.id) : undefined}
              label={t(ONLINE_OFFLINE.transitions[intent].label)}
              tone={ONLINE_OFFLINE.transitions[intent].tone}
            />
          ))
        : null}
    </span>
  );
}

/** /activity/full-gift-redemption-list: the special offers, filtered by site, status, name and period. */
export function SpecialOfferList() {
  const loaded = useLoaderData() as ListData | { unavailable: true };
  const { t, locale } = useT();
  const actions = useOfferActions();
  const manager = useKeys().includes(routeByName(LIST_ROUTE)!.intents.online);
  const title = routeByName(LIST_ROUTE)!.title[locale];
  if ("unavailable" in loaded) {
    return (
      <PageShell title={title}>
        <UnavailableNotice />
      </PageShell>
    );
  }
  const { filters } = loaded;
  const site = siteOption(t);
  return (
    <PageShell title={title} primaryAction={manager ? { content: t("offer.create"), url: CREATE_URL } : undefined}>
      {loaded.confirm ? <ConfirmTransition key={`${loaded.confirm.intent}-${loaded.confirm.id}`} confirm={loaded.confirm} /> : null}
      <FilterBar>
        <FilterText name="name" label={t("offer.name")} defaultValue={filters.name} />
        <FilterSelect
          name="site"
          label={t("common.site")}
          defaultValue={filters.site}
          options={ALL_SITES.map((s) => ({ value: s, label: site(s) }))}
        />
        <FilterSelect
          name="status"
          label={t("common.status")}
          defaultValue={filters.status}
          options={Object.values(ONLINE_OFFLINE.states).map((s) => ({ value: String(s.value), label: t(s.label) }))}
        />
        <FilterSelect
          name="period"
          label={t("common.period")}
          defaultValue={filters.period}
          options={PERIOD_STATES.map((p) => ({ value: p, label: t(`period.${p}`) }))}
        />
      </FilterBar>
      <ListTable<SpecialOffer>
        label={t("offer.list")}
        data={loaded.list}
        filtered={loaded.filtered}
        defaultOrder={t("offer.newestFirst")}
        columns={[
          { title: t("offer.name"), render: (r) => <TwoLines strong first={r.name} second={`#${r.id}`} /> },
          { title: t("common.site"), render: (r) => site(r.site) },
          { title: t("offer.threshold"), align: "end", render: (r) => money(r.currency, r.threshold) },
          { title: t("offer.redeemLimit"), align: "end", render: (r) => r.redeem_limit },
          { title: t("offer.products"), align: "end", render: (r) => r.products_count },
          { title: t("offer.start"), sort: "start_at", render: (r) => formatUsWest(r.start_at) },
          { title: t("offer.end"), sort: "end_at", render: (r) => formatUsWest(r.end_at) },
          {
            title: t("common.status"),
            render: (r) => (
              <>
                <StateBadge lifecycle={ONLINE_OFFLINE} row={r as never} />{" "}
                <PeriodBadge lifecycle={ONLINE_OFFLINE} row={r as never} start={r.start_at} end={r.end_at} />
              </>
            ),
          },
          { title: t("common.updatedAt"), sort: "updated_at", render: (r) => <WhenWho at={r.updated_at} by={r.updated_by} /> },
          { title: t("common.actions"), render: actions },
        ]}
      />
      <Text as="p" tone="subdued">
        {t("common.timezone")}
      </Text>
    </PageShell>
  );
}
