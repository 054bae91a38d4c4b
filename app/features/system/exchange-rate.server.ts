import { validityPeriod } from "~/lib/time.server";
import { resourceRoutes } from "../resource/routes.server";
import { exchangeRateScreen } from "./exchange-rate";
import { exchangeRateSchema } from "./schemas";

export const { listLoader, listAction, formLoader, formAction } = resourceRoutes(exchangeRateScreen, {
  api: { list: "config/exchange-rates", one: "config/exchange-rate" },
  schema: exchangeRateSchema,
  toBody: ({ start_date, end_date, confirm_deviation, ...v }) => ({
    ...v,
    ...validityPeriod(start_date, end_date),
    confirm_deviation: confirm_deviation === "yes" || undefined,
  }),
  fieldMap: { start_at: "start_date", end_at: "end_date" },
  logs: "exchange_rate",
  // the form offers each site's currencies and quotes the rate against the base currency
  extra: async (ctx, page) => {
    if (page === "list") return {};
    const [options, setting] = await Promise.all([ctx.api.get("config/filters"), ctx.api.get("config/rate-setting")]);
    return { options, setting };
  },
  // "active on" a US West calendar day: in force at any moment of that day is approximated by noon
  apiQuery: ({ active_on, ...filters }) => ({
    ...filters,
    active_at: active_on ? new Date(Date.parse(validityPeriod(active_on, active_on).start_at) + 12 * 3600_000).toISOString() : undefined,
  }),
});
