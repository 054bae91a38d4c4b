// the form at /new and /<id>: the route tree's `forms` says which
export { DistrictForm as default } from "~/features/system/geo/countries";
export { districtFormLoader as loader, districtFormAction as action } from "~/features/system/geo/countries.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
