import { orderBannerKind, productDetailBannerKind, signBannerKind, walletBannerKind } from "../../../app/domain/kinds/banners";
import { indexPopupKind, signPopupKind, signRecommendKind } from "../../../app/domain/kinds/popups";
import type { ConfigKind } from "../../../app/domain/kinds/resource-config";
import { kindEndpoints } from "../../resources/kind";
import { floatingEndpoints } from "./floating";
import { hotWordEndpoints } from "./hot-words";
import { openingAdEndpoints } from "./opening";
import { slotChecks } from "./slots";

const configEndpoints = (kind: ConfigKind) => kindEndpoints(kind, slotChecks(kind));

/** The Resource area's endpoints (spec section 7, resource/{type}/…): each kind from its one definition. */
export const resourceAreaEndpoints = [
  ...configEndpoints(signBannerKind),
  // storefront configs with enable/terminate (issue 38, helper resource-a)
  ...configEndpoints(walletBannerKind),
  ...configEndpoints(orderBannerKind),
  ...configEndpoints(productDetailBannerKind),
  ...configEndpoints(signPopupKind),
  ...configEndpoints(signRecommendKind),
  ...configEndpoints(indexPopupKind),
  // opening-screen ads and hot words (issue 38, helper resource-b)
  ...openingAdEndpoints,
  ...hotWordEndpoints,
  // the floating bars (issue 38, helper floating): registration bars, and the home and commercial bars by place
  ...floatingEndpoints,
];
