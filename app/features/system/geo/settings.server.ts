import { resourceRoutes } from "../../resource/routes.server";
import { languageScreen } from "./languages";
import { languageSchema, shippingSchema } from "./schemas";
import { shippingScreen } from "./shipping";

// The shipping (country mode) and site-language screens: declared resources over the geo API.
const shippingRoutes = resourceRoutes(shippingScreen, {
  api: { list: "config/country-shippings", one: "config/country-shipping" },
  schema: shippingSchema,
  logs: "country_shipping",
  logPath: "config/geo-logs",
});

const languageRoutes = resourceRoutes(languageScreen, {
  api: { list: "config/site-languages", one: "config/site-language" },
  schema: languageSchema,
  logs: "site_language",
  logPath: "config/geo-logs",
  toBody: (v) => ({ ...v, is_default: v.is_default === "true" }),
});

export const {
  listLoader: shippingListLoader,
  listAction: shippingListAction,
  formLoader: shippingFormLoader,
  formAction: shippingFormAction,
} = shippingRoutes;
export const {
  listLoader: languageListLoader,
  listAction: languageListAction,
  formLoader: languageFormLoader,
  formAction: languageFormAction,
} = languageRoutes;
