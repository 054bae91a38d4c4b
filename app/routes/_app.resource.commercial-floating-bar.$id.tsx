// the form at /new and /<id>: the route tree's `forms` says which
export { CommercialBarForm as default } from "~/features/resource-config/floating-bars-form";
export { commercialBarFormLoader as loader, commercialBarFormAction as action } from "~/features/resource-config/floating-bars.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
