export { StateList as default } from "~/features/system/geo/countries";
export { stateListLoader as loader, stateListAction as action } from "~/features/system/geo/countries.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
