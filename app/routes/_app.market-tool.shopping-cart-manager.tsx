// One setting per site, with no transitions: the list posts nothing (create and update are the
// form page's), so it has no action.
export { CartList as default } from "~/features/market-tool/newcomer-cart-screen";
export { cartListLoader as loader } from "~/features/market-tool/market-task.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
