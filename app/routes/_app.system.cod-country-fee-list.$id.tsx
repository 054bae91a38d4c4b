// the form at /new and /<id>: the route tree's `forms` says which
export { CodFeeForm as default } from "~/features/system/cod-fee";
export { formLoader as loader, formAction as action } from "~/features/system/cod-fee.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
