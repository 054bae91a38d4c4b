// ?id=<id>: the ranking, its products by position and its change log
export { RankingDetail as default } from "~/features/activity/rankings/ranking-detail";
export { detailLoader as loader, detailAction as action } from "~/features/activity/rankings/ranking-detail.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
