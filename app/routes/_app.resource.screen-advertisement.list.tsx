export { OpeningAdList as default } from "~/features/resource-config/opening-ad";
export { listLoader as loader, listAction as action } from "~/features/resource-config/opening-ad.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
// draws no Polaris component: no Polaris provider or code in its first load (ui/PolarisScope.tsx)
export { NO_POLARIS as handle } from "~/ui/PolarisScope";
