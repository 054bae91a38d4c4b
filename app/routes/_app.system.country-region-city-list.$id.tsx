// the form at /new and /<id>: the route tree's `forms` says which
export { CityForm as default } from "~/features/system/geo/countries";
export { cityFormLoader as loader, cityFormAction as action } from "~/features/system/geo/countries.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
