// the form at /new and /<id>: the route tree's `forms` says which
export { ExchangeRateForm as default } from "~/features/system/exchange-rate-form";
export { formLoader as loader, formAction as action } from "~/features/system/exchange-rate.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
