// an index route: a module named like the path itself would be the layout of /<id> and hide its form
// the request form's own path, opened without saying which format (a bare tab, a trimmed link)
export { AddressRequestStart as default } from "~/features/system/geo/address-start";
export { requestStartLoader as loader } from "~/features/system/geo/address.server";
export { ErrorBoundary } from "~/features/resource/route";
