import { logEndpoint } from "../../resources/logs";
import { GOODS_LIST, GOODS_POOL } from "./access";
import { poolEndpoints } from "./pools";
import { productEndpoints } from "./products";

// The Goods endpoints of spec section 7 "Product" and product_pool/*, plus their change log.
export const goodsEndpoints = [
  ...productEndpoints,
  ...poolEndpoints,
  logEndpoint("/api/product/logs", [
    { entity: "product", route: GOODS_LIST },
    { entity: "product_pool", route: GOODS_POOL },
  ]),
];
