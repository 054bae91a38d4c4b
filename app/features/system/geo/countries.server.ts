import { resourceRoutes } from "../../resource/routes.server";
import { cityScreen, countryScreen, districtScreen, stateScreen } from "./countries";
import { childSchema, countrySchema, stateSchema } from "./schemas";
import { loadTrail } from "./trail.server";

const LOGS = "config/geo-logs";

const countryRoutes = resourceRoutes(countryScreen, {
  api: { list: "config/countries", one: "config/country" },
  schema: countrySchema,
  logs: "country",
  logPath: LOGS,
  // the code is chosen on create only; an update carries the names and sort
  toBody: ({ code, ...rest }) => (code ? { code, ...rest } : rest),
});

const stateRoutes = resourceRoutes(stateScreen, {
  api: { list: "config/states", one: "config/state" },
  schema: stateSchema,
  logs: "state",
  logPath: LOGS,
  toBody: ({ country_code, code, ...rest }) => ({ ...rest, ...(code ? { code } : {}), ...(country_code ? { country_code } : {}) }),
  extra: (ctx, _page, request) => loadTrail(ctx, request, "state"),
});

const child = (v: { parent_id?: number; code: string; name: string; sort: number }) => {
  const { parent_id, code, ...rest } = v;
  return { ...rest, ...(code ? { code } : {}), ...(parent_id ? { parent_id } : {}) };
};

const cityRoutes = resourceRoutes(cityScreen, {
  api: { list: "config/cities", one: "config/city" },
  schema: childSchema,
  logs: "city",
  logPath: LOGS,
  toBody: child,
  extra: (ctx, _page, request) => loadTrail(ctx, request, "city"),
});

const districtRoutes = resourceRoutes(districtScreen, {
  api: { list: "config/districts", one: "config/district" },
  schema: childSchema,
  logs: "district",
  logPath: LOGS,
  toBody: child,
  extra: (ctx, _page, request) => loadTrail(ctx, request, "district"),
});

// named per screen, so route modules re-export them as `loader` and `action`
export const {
  listLoader: countryListLoader,
  listAction: countryListAction,
  formLoader: countryFormLoader,
  formAction: countryFormAction,
} = countryRoutes;
export const {
  listLoader: stateListLoader,
  listAction: stateListAction,
  formLoader: stateFormLoader,
  formAction: stateFormAction,
} = stateRoutes;
export const {
  listLoader: cityListLoader,
  listAction: cityListAction,
  formLoader: cityFormLoader,
  formAction: cityFormAction,
} = cityRoutes;
export const {
  listLoader: districtListLoader,
  listAction: districtListAction,
  formLoader: districtFormLoader,
  formAction: districtFormAction,
} = districtRoutes;
