export { AddressPage as default } from "~/features/system/geo/address";
export { addressLoader as loader, addressAction as action } from "~/features/system/geo/address.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
