// What every resource route module exports besides its screen, loader and action.
export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";
export { keepScreenAfterOutage as shouldRevalidate } from "~/lib/revalidate";
