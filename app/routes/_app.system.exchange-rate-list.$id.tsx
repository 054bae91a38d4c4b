import { exchangeRateFormAction, exchangeRateFormLoader } from "~/features/system/exchange-rate.server";
import { ExchangeRateForm } from "~/features/system/ExchangeRateForm";
export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";
export { keepScreenAfterOutage as shouldRevalidate } from "~/lib/revalidate";

export const loader = exchangeRateFormLoader;
export const action = exchangeRateFormAction;
export default ExchangeRateForm;
