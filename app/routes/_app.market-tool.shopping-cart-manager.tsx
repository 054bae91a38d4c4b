export { CartList as default } from "~/features/market-tool/newcomer-cart-screen";
export { cartListLoader as loader, cartListAction as action } from "~/features/market-tool/market-task.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
