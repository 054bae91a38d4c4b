import { logEndpoint } from "../../resources/logs";
import { GOODS_LIST, GOODS_POOL } from "./access";
import { poolEndpoints } from "./pools";
import { poolPickerEndpoint, productPickerEndpoint } from "./pickers";
import { productEndpoints } from "./products";
import { productEventEndpoints } from "./product-events";
import { ALGORITHM_ROUTE, algorithmResource } from "./algorithm";
import { exportSkuEndpoint } from "./export-sku";
import { exportSearchProductsEndpoint } from "./export-products";
import { REVIEW_ROUTE, reviewAddEndpoint, reviewResource } from "./reviews";
import { resourceEndpoints } from "../../resources/resource";

// The Goods endpoints of spec section 7 "Product" and product_pool/*, plus their change log.
export const goodsEndpoints = [
  ...productEndpoints,
  ...productEventEndpoints,
  ...poolEndpoints,
  productPickerEndpoint,
  poolPickerEndpoint,
  ...resourceEndpoints(reviewResource),
  reviewAddEndpoint,
  ...resourceEndpoints(algorithmResource),
  exportSkuEndpoint,
  exportSearchProductsEndpoint,
  logEndpoint("/api/product/logs", [
    { entity: "product", route: GOODS_LIST },
    { entity: "product_pool", route: GOODS_POOL },
    { entity: "product_review", route: REVIEW_ROUTE },
    { entity: "algorithm_config", route: ALGORITHM_ROUTE },
  ]),
];
