export { PageSearchPage as default } from "~/features/page-search/page-search";
export { pageSearchLoader as loader } from "~/features/page-search/page-search.server";
export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";
