// Who may call the goods endpoints: route names open reads, the routes' all-right-btns keys
// (spec section 6: goods-list-all-right-btns, goods-pool-all-right-btns) open changes.
export const GOODS_LIST = "goods-list";
export const GOODS_EDIT = "goods-edit";
export const GOODS_POOL = "goods-pool";
export const GOODS_POOL_DETAIL = "goods-pool-detail";
export const GOODS_KEY = "goods-list-all-right-btns";
export const EDIT_KEY = "goods-edit-all-right-btns";
export const POOL_KEY = "goods-pool-all-right-btns";
export const POOL_DETAIL_KEY = "goods-pool-detail-all-right-btns";
export const PICK_PRODUCT = "pick-product";
export const PICK_KEY = "pick-product-all-right-btns";

/** Product searches serve the product list and every screen that picks products. */
export const PRODUCT_READ = { any: [GOODS_LIST, GOODS_POOL, GOODS_POOL_DETAIL, PICK_PRODUCT] } as const;
export const PRODUCT_DETAIL_READ = { any: [GOODS_LIST, GOODS_EDIT] } as const;
export const PRODUCT_WRITE = { any: [GOODS_KEY] } as const;
/** batch save: the list's batch actions and the details page's save */
export const PRODUCT_SAVE = { any: [GOODS_KEY, EDIT_KEY] } as const;
export const POOL_READ = { any: [GOODS_POOL, GOODS_POOL_DETAIL] } as const;
/** creating a pool (the pool list), picking into one (the pool's page) */
export const POOL_WRITE = { any: [POOL_KEY, POOL_DETAIL_KEY] } as const;
/** the picker's search (a pool's page, pick-product) and the pick itself */
export const PICK_READ = { any: [GOODS_POOL, GOODS_POOL_DETAIL, PICK_PRODUCT] } as const;
export const PICK_WRITE = { any: [POOL_KEY, POOL_DETAIL_KEY, PICK_KEY] } as const;
/**
 * The product and pool pickers of other screens (issue 41 §6): whoever searches products for the goods
 * screens, and whoever changes what names products or pools — exclusive offers, rankings and wheel
 * prizes (their lists' keys, which gate every change there).
 */
export const PICKER_READ = {
  any: [...PRODUCT_READ.any, "reach-list-all-right-btns", "ranking-list-all-right-btns", "turnplate-list-all-right-btns"],
} as const;
