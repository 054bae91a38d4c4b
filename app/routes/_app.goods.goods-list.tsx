export { GoodsList as default } from "~/features/goods/goods-list";
export { goodsListLoader as loader, goodsListAction as action } from "~/features/goods/goods-list.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
