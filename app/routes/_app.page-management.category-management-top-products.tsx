export { TopProductsList as default } from "~/features/page-management/top-products-list";
export { topListLoader as loader } from "~/features/page-management/top-products.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
