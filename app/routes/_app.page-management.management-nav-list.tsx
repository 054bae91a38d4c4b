export { NavList as default } from "~/features/page-management/nav-list";
export { navListLoader as loader, navListAction as action } from "~/features/page-management/nav.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
