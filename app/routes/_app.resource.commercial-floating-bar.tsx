export { CommercialBarList as default } from "~/features/resource-config/floating-bars";
export { commercialBarListLoader as loader, commercialBarListAction as action } from "~/features/resource-config/floating-bars.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
