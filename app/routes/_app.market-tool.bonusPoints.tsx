export { PointsPage as default } from "~/features/market-tool/balance-page";
export { pointsLoader as loader, pointsAction as action } from "~/features/market-tool/balance.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
