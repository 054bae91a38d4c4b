export { DistrictList as default } from "~/features/system/geo/countries";
export { districtListLoader as loader, districtListAction as action } from "~/features/system/geo/countries.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
