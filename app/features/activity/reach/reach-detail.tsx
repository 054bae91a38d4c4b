import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import { ListedDetail, type ListedView } from "../listed/detail";
import { DETAIL_ROUTE, editUrl, LIST_ROUTE, priceOf, reachLogView, reachName, type ExclusiveOffer } from "./reach";
import type { ExclusiveProduct } from "./reach-rules";

const view: ListedView<ExclusiveOffer, ExclusiveProduct> = {
  route: DETAIL_ROUTE,
  listRoute: LIST_ROUTE,
  editUrl,
  name: reachName,
  subtitle: (r, t) => `#${r.id} · ${t(`reach.audience.${r.audience}`)}`,
  facts: (r, t) => [
    [t("common.site"), siteName(t, r.site)],
    [t("reach.currency"), r.currency],
    [t("reach.audience"), t(`reach.audience.${r.audience}`)],
    [t("reach.limit"), r.per_customer_limit],
    [t("reach.start"), formatUsWest(r.start_at)],
    [t("reach.end"), formatUsWest(r.end_at)],
    [t("reach.productsCount"), r.products_count],
    [t("common.updatedAt"), `${formatUsWest(r.updated_at)} · ${r.updated_by}`],
  ],
  columns: (r, t) => [
    { title: "#", align: "end", render: (p) => p.position },
    { title: t("reach.productCode"), render: (p) => <strong>{p.product_code}</strong> },
    { title: t("reach.productName"), render: (p) => p.product_name },
    { title: t("reach.price"), align: "end", render: (p) => priceOf(r.currency, p.price) },
  ],
  logView: reachLogView,
  text: {
    noneChosen: "reach.noneChosen",
    backToList: "reach.backToList",
    onlineReadOnly: "reach.onlineReadOnly",
    products: "reach.products",
    order: "reach.order",
    logTitle: "reach.logTitle",
  },
  testid: "reach",
};

/** /activity/reach-detail?id=<id>: the offer's facts, its products at their exclusive prices, online / offline, its change log. */
export const ReachDetail = () => <ListedDetail view={view} />;
