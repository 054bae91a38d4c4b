// the form at /new and /<id>: the route tree's `forms` says which
export { RegisterBarForm as default } from "~/features/resource-config/floating-bars-form";
export { registerBarFormLoader as loader, registerBarFormAction as action } from "~/features/resource-config/floating-bars.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
