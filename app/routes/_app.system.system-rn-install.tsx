export { AppVersionList as default } from "~/features/system/app-version";
export { listLoader as loader, listAction as action } from "~/features/system/app-version.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
