// the form at /new and /<id>: the route tree's `forms` says which
export { CategoryForm as default } from "~/features/activity/offers/category";
export { formLoader as loader, formAction as action } from "~/features/activity/offers/category.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
