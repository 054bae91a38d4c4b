// the form at /new and /<id>: the route tree's `forms` says which
export { ShippingForm as default } from "~/features/system/geo/shipping";
export { shippingFormLoader as loader, shippingFormAction as action } from "~/features/system/geo/settings.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
