import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import { during, equals, flag, period } from "../../resources/filters";
import { recordApi, type ResourceDef } from "../../resources/resource";
import * as s from "./schemas";

/** A site's rate for one currency over a validity period. */
export const exchangeRateResource: ResourceDef = {
  entity: "exchange_rate",
  noun: { en: "Exchange rate", zh: "汇率" },
  route: "exchange-rate-list",
  table: "exchange_rates",
  select: `id, site_abbr as site, currency_code as currency, rate::text as rate, float_percent::float8 as float_percent,
    start_at, end_at, enabled, remark, version, updated_by, created_at, updated_at`,
  columns: { site: "site_abbr", currency: "currency_code" },
  list: {
    path: "/api/config/exchange-rates",
    filters: {
      site: equals("site_abbr", s.siteAbbr),
      currency: equals("currency_code", s.currencyCode),
      enabled: flag("enabled"),
      active_at: during("start_at", "end_at", s.isoDateTime),
      period: period("start_at", "end_at"),
    },
    order: "id desc",
    sort: { start_at: "start_at", updated_at: "updated_at" },
  },
  ...recordApi("/api/config/exchange-rate", { create: s.exchangeRateCreateBody, update: s.exchangeRateUpdateBody, lifecycle: ENABLE_DISABLE }),
};
