export { CurrencyList as default } from "~/features/system/currency";
export { listLoader as loader, listAction as action } from "~/features/system/currency.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
// draws no Polaris component: no Polaris provider or code in its first load (ui/PolarisScope.tsx)
export { NO_POLARIS as handle } from "~/ui/PolarisScope";
