export { CodFeeList as default } from "~/features/system/cod-fee";
export { listLoader as loader, listAction as action } from "~/features/system/cod-fee.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
