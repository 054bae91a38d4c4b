export { CheckinBlackList as default } from "~/features/system/checkin-black";
export { listLoader as loader, listAction as action } from "~/features/system/checkin-black.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
