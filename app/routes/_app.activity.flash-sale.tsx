export { EventList as default } from "~/features/activity/events/list";
export { flashSaleListLoader as loader, flashSaleListAction as action } from "~/features/activity/events/routes.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
