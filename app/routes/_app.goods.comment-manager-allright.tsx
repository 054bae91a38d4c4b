export { ReviewList as default } from "~/features/goods/reviews/review";
export { listLoader as loader, listAction as action } from "~/features/goods/reviews/review.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
