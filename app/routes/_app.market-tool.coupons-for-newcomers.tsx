export { NewcomerList as default } from "~/features/market-tool/newcomer-cart-screen";
export { newcomerListLoader as loader, newcomerListAction as action } from "~/features/market-tool/market-task.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
