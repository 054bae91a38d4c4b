export { RankingList as default } from "~/features/activity/rankings/ranking-screen";
export { listLoader as loader, listAction as action } from "~/features/activity/rankings/ranking.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
