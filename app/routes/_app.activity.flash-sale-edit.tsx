export { EventEdit as default } from "~/features/activity/events/edit";
export { flashSaleEditLoader as loader, flashSaleEditAction as action } from "~/features/activity/events/routes.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
