export { TopProductsConf as default } from "~/features/page-management/top-products-conf";
export { topConfLoader as loader, topConfAction as action } from "~/features/page-management/top-products.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
