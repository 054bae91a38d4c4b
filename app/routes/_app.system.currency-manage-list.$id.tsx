import { CurrencyForm } from "~/features/system/CurrencyForm";
import { currencyFormAction, currencyFormLoader } from "~/features/system/currency.server";
export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";
export { keepScreenAfterOutage as shouldRevalidate } from "~/lib/revalidate";

export const loader = currencyFormLoader;
export const action = currencyFormAction;
export default CurrencyForm;
