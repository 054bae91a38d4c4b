import { exchangeRateKind } from "~/domain/kinds/exchange-rate";
import { validityPeriod } from "~/lib/time.server";
import { kindRoutes } from "../resource/kind-routes.server";
import { exchangeRateScreen } from "./exchange-rate";
import { systemApi } from "./api.server";

export const { listLoader, listAction, formLoader, formAction } = kindRoutes(exchangeRateKind, exchangeRateScreen, {
  // the form offers each site's currencies and quotes the rate against the base currency
  extra: async (ctx, page) => {
    if (page === "list") return {};
    const [options, setting] = await Promise.all([systemApi(ctx.api).filters(), systemApi(ctx.api).rateSetting()]);
    return { options, setting };
  },
  // "active on" a US West calendar day: in force at any moment of that day is approximated by noon
  apiQuery: ({ active_on, ...filters }) => ({
    ...filters,
    active_at: active_on ? new Date(Date.parse(validityPeriod(active_on, active_on).start_at) + 12 * 3600_000).toISOString() : undefined,
  }),
});
