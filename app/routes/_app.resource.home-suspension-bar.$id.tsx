// the form at /new and /<id>: the route tree's `forms` says which
export { HomeBarForm as default } from "~/features/resource-config/floating-bars-form";
export { homeBarFormLoader as loader, homeBarFormAction as action } from "~/features/resource-config/floating-bars.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
