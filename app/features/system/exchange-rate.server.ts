import type { LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireRoute } from "~/lib/auth.server";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { siteName } from "~/lib/sites";
import { loadConfirmation } from "~/lib/confirm.server";
import { getT } from "~/lib/i18n.server";
import { isDate, oneOf, readListQuery } from "~/lib/list-query";
import { validityPeriod } from "~/lib/time.server";
import type { PageData } from "~/ui/ListTable";
import { EXCHANGE_RATE } from "./keys";
import { exchangeRateName } from "./names";
import { exchangeRateSchema } from "./schemas";
import { recordRoutes } from "./record-routes.server";
import { loadLogs } from "./shared.server";

export interface ExchangeRate {
  id: number;
  site: string;
  currency: string;
  rate: string;
  float_percent: number;
  start_at: string;
  end_at: string;
  enabled: boolean;
  remark: string;
  version: number;
  updated_by: string;
  updated_at: string;
}

export const exchangeRateListLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, EXCHANGE_RATE.route);
  const url = new URL(request.url);
  const q = readListQuery(url, {
    site: oneOf(ALL_SITES),
    currency: oneOf(CURRENCY_CODES),
    enabled: oneOf(["true", "false"]),
    active_on: isDate,
  }, { sort: ["site", "currency", "rate", "start_at", "updated_at"] });
  const { active_on, ...filters } = q.filters;
  // "active on" a US West calendar day: in force at any moment of that day is approximated by noon
  const activeAt = active_on ? new Date(Date.parse(validityPeriod(active_on, active_on).start_at) + 12 * 3600_000).toISOString() : undefined;
  const { t } = await getT(request);
  const [list, logs, confirm] = await Promise.all([
    ctx.api.get<PageData<ExchangeRate>>("config/exchange-rates", { ...filters, active_at: activeAt, ...q.paging }),
    loadLogs(ctx, url, "exchange_rate"),
    loadConfirmation<ExchangeRate>(ctx, url, {
      one: "config/exchange-rate",
      name: exchangeRateName,
      kind: (r) => ({
        list: "config/exchange-rates",
        filters: { site: r.site, currency: r.currency },
        label: t("rate.kind", { site: siteName(t, r.site), currency: r.currency }),
      }),
    }),
  ]);
  return { list, filters: q.filters, filtered: q.filtered, logs, confirm, keys: ctx.keys };
});

const routes = recordRoutes<ExchangeRate, typeof exchangeRateSchema>({
  route: EXCHANGE_RATE.route,
  api: {
    one: "config/exchange-rate",
    create: "config/exchange-rate/create",
    update: "config/exchange-rate/update",
    status: "config/exchange-rate/change-status",
  },
  schema: exchangeRateSchema,
  name: exchangeRateName,
  toBody: (v) => ({
    site: v.site,
    currency: v.currency,
    rate: v.rate,
    float_percent: v.float_percent,
    ...validityPeriod(v.start_date, v.end_date),
    remark: v.remark,
  }),
  fieldMap: { start_at: "start_date", end_at: "end_date" },
});
export const exchangeRateListAction = routes.listAction;
export const exchangeRateFormLoader = routes.formLoader;
export const exchangeRateFormAction = routes.formAction;
