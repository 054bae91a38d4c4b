import { logEndpoint } from "../../resources/logs";
import { resourceEndpoints } from "../../resources/resource";
import { addressEndpoints } from "./address";
import { cityResource, countryResource, districtResource, stateResource } from "./countries";
import { languageResource } from "./languages";
import { shippingResource } from "./shipping";

// System › countries, shipping, addresses, languages (issue 9): registered by one line in server/app.ts.
export const GEO_RESOURCES = [countryResource, stateResource, cityResource, districtResource, shippingResource, languageResource];

export const geoEndpoints = [
  ...GEO_RESOURCES.flatMap(resourceEndpoints),
  ...addressEndpoints,
  logEndpoint("/api/config/geo-logs", [
    ...GEO_RESOURCES,
    { entity: "address_format", route: "address" },
    { entity: "address_change", route: "address" },
  ]),
];
