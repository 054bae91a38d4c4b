import { listedDetailRoutes } from "../listed/detail.server";
import { DETAIL_ROUTE, reachName, type ExclusiveOffer } from "./reach";

/** ?id=<offer>: the exclusive offer with its products and its log; online / offline posted from the page. */
export const { detailLoader, detailAction } = listedDetailRoutes<ExclusiveOffer>({
  route: DETAIL_ROUTE,
  one: "exclusive_offer",
  logPath: "exclusive_offer/logs",
  entity: "exclusive_offer",
  name: reachName as never,
});
