export { RegisterBarList as default } from "~/features/resource-config/floating-bars";
export { registerBarListLoader as loader, registerBarListAction as action } from "~/features/resource-config/floating-bars.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
