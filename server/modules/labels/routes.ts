import { logEndpoint } from "../../resources/logs";
import { resourceEndpoints } from "../../resources/resource";
import { labelImportEndpoints } from "./label-import";
import { labelProductEndpoints } from "./label-products";
import { LABEL_ROUTE, labelResource } from "./labels";

// Labels (spec section 7 "Labels and events"): the label records, what they hold, their logs.
export const labelEndpoints = [
  ...resourceEndpoints(labelResource),
  ...labelProductEndpoints,
  ...labelImportEndpoints,
  logEndpoint("/api/event/getLabelLog", [{ entity: "label", route: LABEL_ROUTE }]),
];
