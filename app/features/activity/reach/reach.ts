import { formatAmount } from "~/domain/money";
// The exclusive offer as the console shows it beyond its kind (app/domain/kinds/reach.ts); shared by its list, form and detail screens.
import type { RowOf } from "~/domain/kinds/kind";
import { reachKind } from "~/domain/kinds/reach";
import { kindLogView } from "../../resource/kind-screen";
import type { ExclusiveProduct } from "./reach-rules";
import { siteRecordName } from "~/lib/sites";

export const LIST_ROUTE = reachKind.route;
export const EDIT_ROUTE = String(reachKind.formRoute);
export const DETAIL_ROUTE = "reach-detail";

export type ExclusiveOffer = RowOf<typeof reachKind> & {
  products: ExclusiveProduct[];
  products_count: number;
  status: "online" | "offline";
};

export const detailUrl = (id: number) => `/activity/${DETAIL_ROUTE}?id=${id}`;
export const editUrl = (id: number) => `/activity/${EDIT_ROUTE}/${id}`;

/** "Welcome prices for first orders (United States)": the offer as headings, toasts and confirmations name it. */
export const reachName = siteRecordName;

/** An exclusive price with its currency, from the API's exact text: "USD 4.99", "JPY 499" (app/domain/money.ts). */
export const priceOf = (currency: string, amount: string) => formatAmount(currency, amount);

/** How an exclusive offer reads in its change log: the kind's labels, the products in order with their prices. */
export const reachLogView = kindLogView(reachKind, reachName);
