// the request form at /new (a new format) and /<format id> (a change): the route tree's `forms` says which
export { AddressRequestForm as default } from "~/features/system/geo/address-form";
export { requestLoader as loader, requestAction as action } from "~/features/system/geo/address.server";
export { ErrorBoundary } from "~/features/resource/route";
