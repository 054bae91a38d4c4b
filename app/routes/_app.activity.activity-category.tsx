export { CategoryList as default } from "~/features/activity/offers/category";
export { listLoader as loader, listAction as action } from "~/features/activity/offers/category.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
