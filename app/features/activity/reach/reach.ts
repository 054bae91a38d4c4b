// The exclusive offer as the console shows it; shared by its list, form and detail screens.
import type { T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import type { LogView } from "~/ui/LogTable";
import { ONLINE_OFFLINE } from "../offers/special-offer-rules";
import type { ExclusiveProduct, ReachAudience } from "./reach-rules";

export const LIST_ROUTE = "reach-list";
export const EDIT_ROUTE = "reach-edit";
export const DETAIL_ROUTE = "reach-detail";

export interface ExclusiveOffer {
  id: number;
  name: string;
  site: string;
  currency: string;
  audience: ReachAudience;
  per_customer_limit: number;
  start_at: string;
  end_at: string;
  products: ExclusiveProduct[];
  products_count: number;
  status: "online" | "offline";
  version: number;
  updated_by: string;
  updated_at: string;
}

export const detailUrl = (id: number) => `/activity/${DETAIL_ROUTE}?id=${id}`;
export const editUrl = (id: number) => `/activity/${EDIT_ROUTE}/${id}`;

/** "Welcome prices for first orders (us)": the offer as headings, toasts and confirmations name it. */
export const reachName = (r: { name?: unknown; site?: unknown }) => `${String(r.name ?? "")} (${String(r.site ?? "")})`;

/** An exclusive price with its currency, as the API gives it (exact text): "USD 4.99". */
export const priceOf = (currency: string, amount: string) => `${currency} ${amount}`;

const str = (v: unknown) => String(v ?? "");

/** How an exclusive offer reads in its change log: the form's labels, the group by name, prices with the currency. */
export function reachLogView(t: T): LogView {
  return {
    kind: t("reach.list"),
    name: reachName,
    fields: {
      name: { label: t("reach.name") },
      site: { label: t("common.site"), format: (v) => siteName(t, str(v)) },
      currency: { label: t("reach.currency") },
      audience: { label: t("reach.audience"), format: (v) => t(`reach.audience.${str(v)}`) },
      per_customer_limit: { label: t("reach.limit") },
      start_at: { label: t("reach.start"), format: (v) => formatUsWest(str(v)) },
      end_at: { label: t("reach.end"), format: (v) => formatUsWest(str(v)) },
      status: { label: t("common.status"), format: (v) => t(ONLINE_OFFLINE.states[v === "online" ? "online" : "offline"].label) },
      products_count: { label: t("reach.productsCount") },
      products: {
        label: t("reach.products"),
        format: (v, row) =>
          Array.isArray(v)
            ? (v as ExclusiveProduct[]).map((p) => `${p.product_code} ${priceOf(str(row.currency), p.price)}`).join(" · ")
            : "—",
      },
    },
  };
}
