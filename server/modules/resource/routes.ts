import { signBannerKind } from "../../../app/domain/kinds/sign-banner";
import { kindEndpoints } from "../../resources/kind";
import { hotWordEndpoints } from "./hot-words";
import { openingAdEndpoints } from "./opening";

/** The Resource area's endpoints (spec section 7, resource/{type}/…): each kind from its one definition. */
export const resourceAreaEndpoints = [
  ...kindEndpoints(signBannerKind),
  // opening-screen ads, hot words, floating bars, the campaign calendar (issue 38, helper resource-b)
  ...openingAdEndpoints,
  ...hotWordEndpoints,
];
