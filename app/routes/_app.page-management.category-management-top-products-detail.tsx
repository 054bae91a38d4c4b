export { TopProductsDetail as default } from "~/features/page-management/top-products-detail";
export { topDetailLoader as loader, topDetailAction as action } from "~/features/page-management/top-products.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
