export { OpeningAdList as default } from "~/features/resource-config/opening-ad";
export { listLoader as loader, listAction as action } from "~/features/resource-config/opening-ad.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
