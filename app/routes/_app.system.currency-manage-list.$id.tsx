// the form at /new and /<id>: the route tree's `forms` says which
export { CurrencyForm as default } from "~/features/system/currency-form";
export { formLoader as loader, formAction as action } from "~/features/system/currency.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
