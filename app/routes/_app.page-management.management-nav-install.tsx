export { NavInstall as default } from "~/features/page-management/nav-install";
export { navInstallLoader as loader, navInstallAction as action } from "~/features/page-management/nav.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
