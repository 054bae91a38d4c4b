import { CURRENCY_CODES } from "../../lib/constants";
import { ENABLE_DISABLE } from "../../lib/lifecycle";
import { defineKind } from "./kind";

/** A site's rate for one currency over a validity period: 1 <quote_currency> = <rate> <currency>. */
export const exchangeRateKind = defineKind({
  entity: "exchange_rate",
  noun: { en: "Exchange rate", zh: "汇率" },
  route: "exchange-rate-list",
  table: "exchange_rates",
  lifecycle: ENABLE_DISABLE,
  api: { list: "/api/config/exchange-rates", one: "/api/config/exchange-rate", log: "/api/config/logs" },
  order: "id desc",
  // qualified: the select renames the column (rate::text as rate), and rates sort as numbers
  sort: { rate: "exchange_rates.rate" },
  text: {
    create: "rate.list.create",
    createTitle: "rate.list.createTitle",
    editTitle: "rate.list.editTitle",
    label: "rate.rate",
    kind: "rate.kindPlural",
  },
  fields: {
    site: { kind: "site", label: "common.site", column: "site_abbr", list: { sort: true }, filter: "equals" },
    currency: {
      kind: "select",
      label: "common.currency",
      column: "currency_code",
      values: CURRENCY_CODES,
      apiMessage: "must be a supported ISO 4217 currency code",
      list: { sort: true },
      filter: "equals",
    },
    // exact: a rate is shown and compared as typed ("1.371200"), never through a float
    rate: { kind: "number", label: "rate.rate", min: 0.000001, max: 1_000_000_000, places: 6, exact: true, list: { sort: true } },
    float_percent: { kind: "number", label: "rate.floatPercent", min: -50, max: 50, places: 3, default: 0 },
    validity: { kind: "schedule", label: "rate.validity", list: { sort: true }, filter: "period" },
    remark: { kind: "text", label: "common.remark", max: 500, multiline: true, required: false },
    // the base currency of the day a new rate was made (server/modules/config/exchange-rate.ts)
    quote_currency: { kind: "text", label: "rate.quoteCurrency", derived: true, max: 3 },
    // ticked after the API warned that the rate is far from the latest benchmark; saves it anyway
    confirm_deviation: { kind: "checkbox", label: "rate.confirmDeviation", stored: false },
  },
});
