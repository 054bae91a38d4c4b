export { StaticsPage as default } from "~/features/activity/offers/statics";
export { staticsLoader as loader } from "~/features/activity/offers/statics.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
