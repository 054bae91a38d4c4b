export { SignBannerList as default } from "~/features/resource-config/sign-banner";
export { listLoader as loader, listAction as action } from "~/features/resource-config/sign-banner.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
