export { EventDetailPage as default } from "~/features/activity/events/detail";
export { dailySpecialDetailLoader as loader, dailySpecialDetailAction as action } from "~/features/activity/events/routes.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
