import { calendarEndpoints } from "./calendar";
import { floatingEndpoints } from "./floating";
import { hotWordEndpoints } from "./hot-words";
import { openingAdEndpoints } from "./opening";

/**
 * The Resource area's endpoints with hand-written pieces (spec section 7, resource/{type}/…). Its
 * storefront configs (banners, popups, recommends) have none: server/modules/kinds serves them
 * from their definitions.
 */
export const resourceAreaEndpoints = [
  // opening-screen ads and hot words (issue 38, helper resource-b)
  ...openingAdEndpoints,
  ...hotWordEndpoints,
  // the campaign calendar across the scheduled kinds (issue 38 "Beyond")
  ...calendarEndpoints,
  // the floating bars (issue 38, helper floating): registration bars, and the home and commercial bars by place
  ...floatingEndpoints,
];
