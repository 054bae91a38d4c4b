import { resourceEndpoints } from "../../resources/resource";
import { logEndpoint } from "../../resources/logs";
import { activityCategoryResource } from "./activity-category";
import { pictureEndpoints } from "./pictures";
import { rankingEndpoints } from "./ranking";
import { exclusiveOfferEndpoints } from "./exclusive-offer";
import { specialOfferEndpoints } from "./special-offer";
import { specialOfferProductEndpoints } from "./special-offer-products";
import { statisticsEndpoints } from "./statistics";
import { figuresEndpoints } from "./figures";

// Activity › special offers, categories (issue 11). The special offer keeps its own log endpoint
// (the spec's log/{id}); the declared resources share one.
const ACTIVITY_RESOURCES = [activityCategoryResource];

export const offersEndpoints = [
  ...specialOfferEndpoints,
  ...specialOfferProductEndpoints,
  ...pictureEndpoints,
  ...ACTIVITY_RESOURCES.flatMap(resourceEndpoints),
  logEndpoint("/api/activity/logs", ACTIVITY_RESOURCES),
  ...statisticsEndpoints,
  ...figuresEndpoints,
  ...rankingEndpoints,
  ...exclusiveOfferEndpoints,
];
