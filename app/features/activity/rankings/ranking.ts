// The product ranking as the console shows it; shared by its list, form and detail screens.
import type { T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import type { LogView } from "~/ui/LogTable";
import { ONLINE_OFFLINE } from "../offers/special-offer-rules";
import type { RankedProduct, RankingMetric } from "./ranking-rules";

export const LIST_ROUTE = "ranking-list";
export const EDIT_ROUTE = "ranking-list-edit";
export const DETAIL_ROUTE = "ranking-list-detail";

export interface Ranking {
  id: number;
  name: string;
  site: string;
  metric: RankingMetric;
  start_at: string;
  end_at: string;
  products: RankedProduct[];
  products_count: number;
  status: "online" | "offline";
  version: number;
  updated_by: string;
  updated_at: string;
}

export const detailUrl = (id: number) => `/activity/${DETAIL_ROUTE}?id=${id}`;
export const editUrl = (id: number) => `/activity/${EDIT_ROUTE}/${id}`;

/** "Best sellers this month (us)": the ranking as headings, toasts and confirmations name it. */
export const rankingName = (r: { name?: unknown; site?: unknown }) => `${String(r.name ?? "")} (${String(r.site ?? "")})`;

const str = (v: unknown) => String(v ?? "");

/** How a ranking reads in its change log: the form's labels, the type by name, the products in order. */
export function rankingLogView(t: T): LogView {
  return {
    kind: t("rank.list"),
    name: rankingName,
    fields: {
      name: { label: t("rank.name") },
      site: { label: t("common.site"), format: (v) => siteName(t, str(v)) },
      metric: { label: t("rank.metric"), format: (v) => t(`rank.metric.${str(v)}`) },
      start_at: { label: t("rank.start"), format: (v) => formatUsWest(str(v)) },
      end_at: { label: t("rank.end"), format: (v) => formatUsWest(str(v)) },
      status: { label: t("common.status"), format: (v) => t(ONLINE_OFFLINE.states[v === "online" ? "online" : "offline"].label) },
      products_count: { label: t("rank.productsCount") },
      products: {
        label: t("rank.products"),
        format: (v) => (Array.isArray(v) ? (v as RankedProduct[]).map((p) => `${p.position}. ${p.product_code}`).join(" · ") : "—"),
      },
    },
  };
}
