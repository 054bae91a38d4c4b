export { CountryDetail as default } from "~/features/system/geo/detail";
export { detailLoader as loader } from "~/features/system/geo/detail.server";
export { ErrorBoundary } from "~/features/resource/route";
