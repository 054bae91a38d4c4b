import { resourceEndpoints } from "../../resources/resource";
import { logEndpoint } from "../../resources/logs";
import { balanceEndpointList } from "./balances";
import { codeBatchEndpoints } from "./code-batches";
import { discountResource } from "./discount";
import { discountPickerEndpoint } from "./reward-targets";
import { taskEndpoints } from "./market-task";
import { newcomerCartEndpoints } from "./newcomer-cart";
import { integralRuleEndpoints } from "./integral-rules";
import { turnplateEndpoints } from "./turnplate";
import { turnplateDrawEndpoint } from "./turnplate-draw";
import { rewardShipEndpoint } from "./turnplate-ship";
import { rewardShipmentEndpoint } from "./turnplate-shipment";
import { voucherListEndpoints, voucherResource } from "./voucher";
import { voucherSendEndpoints } from "./voucher-send";
import { voucherUploadEndpoint } from "./voucher-upload";
import { siteCurrenciesEndpoint } from "./site-currency";

// Market tool › promotions (spec section 2 "Market tool", section 7 "Market tasks").
export const MARKET_RESOURCES = [discountResource, voucherResource];

export const marketEndpoints = [
  ...MARKET_RESOURCES.flatMap(resourceEndpoints),
  ...codeBatchEndpoints,
  discountPickerEndpoint,
  ...turnplateEndpoints,
  turnplateDrawEndpoint,
  rewardShipEndpoint,
  rewardShipmentEndpoint,
  ...voucherListEndpoints,
  ...voucherSendEndpoints,
  voucherUploadEndpoint,
  ...taskEndpoints,
  ...newcomerCartEndpoints,
  ...balanceEndpointList,
  ...integralRuleEndpoints,
  siteCurrenciesEndpoint,
  // the change log of the promotions' records, each kind readable by those who open its route
  logEndpoint("/api/market/logs", [
    { entity: "discount", route: "discountList" },
    { entity: "discount_code_batch", route: "bath-code-create" },
    { entity: "voucher", route: "voucher-list" },
  ]),
];
