import type { LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireRoute } from "~/lib/auth.server";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { siteName } from "~/lib/sites";
import { getT } from "~/lib/i18n.server";
import { loadConfirmation } from "~/lib/confirm.server";
import { oneOf, readListQuery, shortText } from "~/lib/list-query";
import type { PageData } from "~/ui/ListTable";
import { CURRENCY } from "./keys";
import { currencyName } from "./names";
import { currencySchema } from "./schemas";
import { SEPARATOR_TO_API } from "./separators";
import { recordRoutes } from "./record-routes.server";
import { loadLogs } from "./shared.server";

export interface Currency {
  id: number;
  country_code: string;
  country_name: string;
  site: string;
  currency_code: string;
  symbol: string;
  symbol_position: "before" | "after";
  decimals: number;
  thousands_separator: string;
  decimal_separator: string;
  enabled: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

export const currencyListLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, CURRENCY.route);
  const url = new URL(request.url);
  const q = readListQuery(url, {
    site: oneOf(ALL_SITES),
    currency: oneOf(CURRENCY_CODES),
    country: shortText,
    enabled: oneOf(["true", "false"]),
  }, { sort: ["country_name", "site", "currency_code", "updated_at"] });
  const { t } = await getT(request);
  const [list, logs, confirm] = await Promise.all([
    ctx.api.get<PageData<Currency>>("config/currencies", { ...q.filters, ...q.paging }),
    loadLogs(ctx, url, "currency"),
    loadConfirmation<Currency>(ctx, url, {
      one: "config/currency",
      name: currencyName,
      kind: (c) => ({ list: "config/currencies", filters: { site: c.site }, label: t("cur.kind", { site: siteName(t, c.site) }) }),
    }),
  ]);
  return { list, filters: q.filters, filtered: q.filtered, logs, confirm, keys: ctx.keys };
});

const routes = recordRoutes<Currency, typeof currencySchema>({
  route: CURRENCY.route,
  api: { one: "config/currency", create: "config/currency/create", update: "config/currency/update", status: "config/currency/change-status" },
  schema: currencySchema,
  name: currencyName,
  toBody: (v) => ({
    country_code: v.country_code,
    country_name: v.country_name,
    site: v.site,
    currency_code: v.currency_code,
    symbol: v.symbol,
    symbol_position: v.symbol_position,
    decimals: v.decimals,
    thousands_separator: SEPARATOR_TO_API[v.thousands_separator],
    decimal_separator: v.decimal_separator,
  }),
});
export const currencyListAction = routes.listAction;
export const currencyFormLoader = routes.formLoader;
export const currencyFormAction = routes.formAction;
