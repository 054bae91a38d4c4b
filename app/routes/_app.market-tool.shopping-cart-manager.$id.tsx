// the form at /new and /<id>: the route tree's `forms` says which
export { CartForm as default } from "~/features/market-tool/newcomer-cart-screen";
export { cartFormLoader as loader, cartFormAction as action } from "~/features/market-tool/market-task.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
