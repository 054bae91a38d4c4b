export { EventDetailPage as default } from "~/features/activity/events/detail";
export { flashSaleDetailLoader as loader, flashSaleDetailAction as action } from "~/features/activity/events/routes.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
