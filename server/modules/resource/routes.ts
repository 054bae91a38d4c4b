import { orderBannerKind, productDetailBannerKind, signBannerKind, walletBannerKind } from "../../../app/domain/kinds/banners";
import { indexPopupKind, signPopupKind, signRecommendKind } from "../../../app/domain/kinds/popups";
import type { KindDef } from "../../../app/domain/kinds/kind";
import { kindEndpoints } from "../../resources/kind";
import { calendarEndpoints } from "./calendar";
import { floatingEndpoints } from "./floating";
import { hotWordEndpoints } from "./hot-words";
import { openingAdEndpoints } from "./opening";

// each held to its declared slot rule by kindEndpoints itself (server/resources/slots.ts)
const configEndpoints = (kind: KindDef) => kindEndpoints(kind);

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
  // the campaign calendar across the scheduled kinds (issue 38 "Beyond")
  ...calendarEndpoints,
  // the floating bars (issue 38, helper floating): registration bars, and the home and commercial bars by place
  ...floatingEndpoints,
];
