import { resourceRoutes } from "../resource/routes.server";
import { currencyScreen } from "./currency";
import { currencySchema } from "./schemas";
import { SEPARATOR_TO_API } from "./separators";

export const { listLoader, listAction, formLoader, formAction } = resourceRoutes(currencyScreen, {
  api: { list: "config/currencies", one: "config/currency" },
  schema: currencySchema,
  toBody: (v) => ({ ...v, thousands_separator: SEPARATOR_TO_API[v.thousands_separator] }),
  logs: "currency",
});
