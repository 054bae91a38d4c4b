export { DiscountList as default } from "~/features/market-tool/discount";
export { listLoader as loader, listAction as action } from "~/features/market-tool/discount.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
