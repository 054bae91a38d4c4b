export { ExchangeRateList as default } from "~/features/system/exchange-rate";
export { listLoader as loader, listAction as action } from "~/features/system/exchange-rate.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
