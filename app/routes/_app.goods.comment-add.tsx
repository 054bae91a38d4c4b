export { ReviewAdd as default } from "~/features/goods/reviews/review-add";
export { reviewAddLoader as loader, reviewAddAction as action } from "~/features/goods/reviews/review-add.server";
export { ErrorBoundary } from "~/features/resource/route";
