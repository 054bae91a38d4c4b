export { CountryList as default } from "~/features/system/geo/countries";
export { countryListLoader as loader, countryListAction as action } from "~/features/system/geo/countries.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
