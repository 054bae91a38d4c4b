export { EventList as default } from "~/features/activity/events/list";
export { dailySpecialListLoader as loader, dailySpecialListAction as action } from "~/features/activity/events/routes.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
