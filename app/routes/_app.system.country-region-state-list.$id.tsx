// the form at /new and /<id>: the route tree's `forms` says which
export { StateForm as default } from "~/features/system/geo/countries";
export { stateFormLoader as loader, stateFormAction as action } from "~/features/system/geo/countries.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
