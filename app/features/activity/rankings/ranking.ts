// The product ranking as the console shows it beyond its kind (app/domain/kinds/ranking.ts); shared by its list, form and detail screens.
import type { RowOf } from "~/domain/kinds/kind";
import { rankingKind } from "~/domain/kinds/ranking";
import { kindLogView } from "../../resource/kind-screen";
import { siteRecordName } from "~/lib/sites";

export const LIST_ROUTE = rankingKind.route;
export const EDIT_ROUTE = String(rankingKind.formRoute);
export const DETAIL_ROUTE = "ranking-list-detail";

export type Ranking = RowOf<typeof rankingKind> & { products_count: number; status: "online" | "offline" };

export const detailUrl = (id: number) => `/activity/${DETAIL_ROUTE}?id=${id}`;
export const editUrl = (id: number) => `/activity/${EDIT_ROUTE}/${id}`;

/** "Best sellers this month (United States)": the ranking as headings, toasts and confirmations name it. */
export const rankingName = siteRecordName;

/** How a ranking reads in its change log: the kind's labels, the products in order. */
export const rankingLogView = kindLogView(rankingKind, rankingName);
