export { PickProduct as default } from "~/features/goods/pick-product";
export { pickProductLoader as loader, pickProductAction as action } from "~/features/goods/pick-product.server";
