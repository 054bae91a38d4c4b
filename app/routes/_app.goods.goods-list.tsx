export { GoodsList as default } from "~/features/goods/goods-list";
export { goodsListLoader as loader, goodsListAction as action } from "~/features/goods/goods-list.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
// draws no Polaris component: no Polaris provider or code in its first load (ui/PolarisScope.tsx)
export { NO_POLARIS as handle } from "~/ui/PolarisScope";
