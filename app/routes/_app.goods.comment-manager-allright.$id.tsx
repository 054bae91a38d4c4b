// the reply form at /<id>: the route tree's `forms` says so
export { ReviewForm as default } from "~/features/goods/reviews/review";
export { formLoader as loader, formAction as action } from "~/features/goods/reviews/review.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
