export { CategoryList as default } from "~/features/page-management/category-list";
export { categoryListLoader as loader, categoryListAction as action } from "~/features/page-management/category-list.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
