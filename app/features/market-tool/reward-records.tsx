import { useLoaderData } from "@remix-run/react";
import { Banner } from "@shopify/polaris";
import type { ReactNode } from "react";
import { ALL_SITES } from "~/lib/constants";
import { tMessage, useT } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { FilterDateRange, FilterSelect, FilterText } from "~/ui/filters";
import { KeysetRecords } from "~/ui/KeysetRecords";
import { UnavailableListPage } from "~/ui/ListPage";
import type { RewardPage, RewardRow } from "./reward-records.server";
import { ShipmentForm, useSentBack, useShipmentCell } from "./reward-ship-form";
import { REWARDS_ROUTE } from "./turnplate";
import { PRIZE_KINDS, PRIZE_STATES } from "./turnplate-rules";

type Data = {
  page: RewardPage;
  wheels: { id: number; name: string; site: string }[];
  filters: Record<string, string | undefined>;
  filtered: boolean;
  atStart: boolean;
};

/** /market-tool/reward-records: who won what on which wheel, newest first, by keyset pages; product prizes marked shipped. */
export function RewardRecords() {
  const loaded = useLoaderData() as Data | { unavailable: true };
  const { t, locale } = useT();
  const shipment = useShipmentCell();
  const { failed, sent, errors } = useSentBack();
  const refusal = errors[""]?.[0];
  const notice = refusal ? (
    <Banner tone={failed?.conflict ? "warning" : "critical"}>
      <p role="alert">{tMessage(t, refusal)}</p>
      {failed?.conflict
        ? (["carrier", "tracking_no"] as const)
            .filter((k) => String(failed.conflict![`shipped_${k}`] ?? "") !== String(sent[k] ?? ""))
            .map((k) => (
              <p key={k}>
                {t("error.conflictField", {
                  field: t(k === "carrier" ? "reward.ship.carrier" : "reward.ship.tracking"),
                  theirs: String(failed.conflict![`shipped_${k}`]),
                })}
              </p>
            ))
        : null}
    </Banner>
  ) : null;
  if ("unavailable" in loaded) {
    // a save met the outage and the list could not be read again: the form stands alone with what was typed
    const kept = sent.intent === "ship" || sent.intent === "correct" ? sent.intent : null;
    return (
      <UnavailableListPage route={REWARDS_ROUTE}>
        {kept ? notice : null}
        {kept ? <ShipmentForm intent={kept} /> : null}
      </UnavailableListPage>
    );
  }
  const { page, wheels, filters, filtered } = loaded;
  const columns: [string, (r: RewardRow) => ReactNode][] = [
    [t("reward.drawnAt"), (r) => formatUsWest(r.drawn_at)],
    [t("reward.turnplate"), (r) => `${r.turnplate_name} (#${r.turnplate_id})`],
    [t("common.site"), (r) => siteName(t, r.site)],
    [t("reward.customer"), (r) => `${r.customer_email} (#${r.customer_id})`],
    [t("reward.prize"), (r) => `${r.prize_slot}. ${r.prize_name}`],
    [t("reward.kind"), (r) => t(`turnplate.kind.${r.prize_kind}`)],
    [t("reward.value"), (r) => r.prize_value || "—"],
    [t("reward.state"), (r) => t(`reward.state.${r.prize_state}`)],
    [t("reward.shipment"), shipment],
  ];
  return (
    <KeysetRecords<RewardRow>
      title={routeByName(REWARDS_ROUTE)!.title[locale]}
      label={t("reward.table")}
      pageSize={filters.page_size}
      filtered={filtered}
      empty={t("reward.empty")}
      notice={notice}
      page={page}
      columns={columns}
      filters={
        <>
          <FilterSelect
            name="turnplate_id"
            label={t("reward.turnplate")}
            defaultValue={filters.turnplate_id}
            options={wheels.map((w) => ({ value: String(w.id), label: `${w.name} (${siteName(t, w.site)})` }))}
          />
          <FilterSelect
            name="site"
            label={t("common.site")}
            defaultValue={filters.site}
            options={ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }))}
          />
          <FilterText name="customer" label={t("reward.customerFilter")} defaultValue={filters.customer} />
          <FilterSelect
            name="prize_kind"
            label={t("reward.kind")}
            defaultValue={filters.prize_kind}
            options={PRIZE_KINDS.map((k) => ({ value: k, label: t(`turnplate.kind.${k}`) }))}
          />
          <FilterSelect
            name="prize_state"
            label={t("reward.state")}
            defaultValue={filters.prize_state}
            options={PRIZE_STATES.map((s) => ({ value: s, label: t(`reward.state.${s}`) }))}
          />
          <FilterDateRange
            from={{ name: "date_from", label: t("reward.dateFrom"), value: filters.date_from }}
            to={{ name: "date_to", label: t("reward.dateTo"), value: filters.date_to }}
          />
        </>
      }
    />
  );
}
