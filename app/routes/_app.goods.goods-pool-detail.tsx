export { PoolDetail as default } from "~/features/goods/pool-detail";
export { poolDetailLoader as loader, poolDetailAction as action } from "~/features/goods/pool-detail.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
