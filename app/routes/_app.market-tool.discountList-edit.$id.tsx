// the form at /new and /<id> (?type=create|edit); ?type=detail|checked opens the discount's codes
export { DiscountForm as default } from "~/features/market-tool/discount";
export { formLoader as loader, formAction as action } from "~/features/market-tool/discount.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
