export { HomeBarList as default } from "~/features/resource-config/floating-bars";
export { homeBarListLoader as loader, homeBarListAction as action } from "~/features/resource-config/floating-bars.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
