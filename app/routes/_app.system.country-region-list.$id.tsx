// the form at /new and /<id>: the route tree's `forms` says which
export { CountryForm as default } from "~/features/system/geo/countries";
export { countryFormLoader as loader, countryFormAction as action } from "~/features/system/geo/countries.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
