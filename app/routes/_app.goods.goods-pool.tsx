export { PoolList as default } from "~/features/goods/pool-list";
export { poolListLoader as loader, poolListAction as action } from "~/features/goods/pool-list.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
