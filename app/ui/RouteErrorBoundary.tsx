import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { LazyErrorPage as ErrorPage } from "./LazyErrorPage";

/** Page-level boundary: the error shows inside the shell, menu and tabs stay usable. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string })?.message : undefined;
  return <ErrorPage status={status} message={message} />;
}
