export { ProductEdit as default } from "~/features/goods/product-edit";
export { productEditLoader as loader, productEditAction as action } from "~/features/goods/product-edit.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
