export { CategoryDetail as default } from "~/features/page-management/category-detail";
export { categoryDetailLoader as loader, categoryDetailAction as action } from "~/features/page-management/category-detail.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
