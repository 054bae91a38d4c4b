export { ShippingList as default } from "~/features/system/geo/shipping";
export { shippingListLoader as loader, shippingListAction as action } from "~/features/system/geo/settings.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
