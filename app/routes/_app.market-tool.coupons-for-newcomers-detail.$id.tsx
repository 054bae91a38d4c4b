// the form at /new and /<id> (the route tree's `forms`); ?type=create on the route's own path leads here
export { NewcomerForm as default } from "~/features/market-tool/newcomer-cart-screen";
export { newcomerFormLoader as loader, newcomerFormAction as action } from "~/features/market-tool/market-task.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
