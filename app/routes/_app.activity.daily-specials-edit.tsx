export { EventEdit as default } from "~/features/activity/events/edit";
export { dailySpecialEditLoader as loader, dailySpecialEditAction as action } from "~/features/activity/events/routes.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
