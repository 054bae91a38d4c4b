export { CityList as default } from "~/features/system/geo/countries";
export { cityListLoader as loader, cityListAction as action } from "~/features/system/geo/countries.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
