// the form at /new and /<id> (?type=create|edit); ?type=detail|checked shows the discount read-only
export { DiscountPage as default } from "~/features/market-tool/discount-view";
export { formLoader as loader, formAction as action } from "~/features/market-tool/discount.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
