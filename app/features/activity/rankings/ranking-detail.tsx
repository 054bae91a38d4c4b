import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { ListedDetail, type ListedView } from "../listed/detail";
import { DETAIL_ROUTE, editUrl, LIST_ROUTE, rankingLogView, rankingName, type Ranking } from "./ranking";
import type { RankedProduct } from "./ranking-rules";

const view: ListedView<Ranking, RankedProduct> = {
  route: DETAIL_ROUTE,
  listRoute: LIST_ROUTE,
  editUrl,
  name: rankingName,
  subtitle: (r, t) => `#${r.id} · ${t(`rank.metric.${r.metric}`)}`,
  facts: (r, t) => [
    [t("common.site"), siteName(t, r.site)],
    [t("rank.metric"), t(`rank.metric.${r.metric}`)],
    [t("rank.start"), formatUsWest(r.start_at)],
    [t("rank.end"), formatUsWest(r.end_at)],
    [t("rank.productsCount"), r.products_count],
    [t("common.updatedAt"), `${formatUsWest(r.updated_at)} · ${r.updated_by}`],
  ],
  columns: (_r, t) => [
    { title: t("rank.position"), align: "end", render: (p) => <strong>{p.position}</strong> },
    { title: t("rank.productCode"), render: (p) => p.product_code },
    { title: t("rank.productName"), render: (p) => p.product_name },
  ],
  logView: rankingLogView,
  text: {
    noneChosen: "rank.noneChosen",
    backToList: "rank.backToList",
    onlineReadOnly: "rank.onlineReadOnly",
    products: "rank.products",
    order: "rank.byPosition",
    logTitle: "rank.logTitle",
  },
  testid: "ranking",
};

/** /activity/ranking-list-detail?id=<id>: the ranking's facts, its products by position, online / offline, its change log. */
export const RankingDetail = () => <ListedDetail view={view} />;
