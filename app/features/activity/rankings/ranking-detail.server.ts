import { listedDetailRoutes } from "../listed/detail.server";
import { DETAIL_ROUTE, rankingName, type Ranking } from "./ranking";

/** ?id=<ranking>: the ranking with its products and its log; online / offline posted from the page. */
export const { detailLoader, detailAction } = listedDetailRoutes<Ranking>({
  route: DETAIL_ROUTE,
  one: "ranking",
  logPath: "ranking/logs",
  entity: "ranking",
  name: rankingName as never,
});
