import { CURRENCY_CODES } from "../../lib/constants";
import { ENABLE_DISABLE } from "../../lib/lifecycle";
import { defineKind } from "./kind";

const MAX = 1_000_000;

/** Cash-on-delivery terms for one destination country (issue 9): one record per country. */
export const codFeeKind = defineKind({
  entity: "cod_fee",
  noun: { en: "COD fee", zh: "货到付款费用" },
  route: "cod-country-fee-list",
  table: "cod_fees",
  lifecycle: ENABLE_DISABLE,
  api: { list: "/api/config/cod-fees", one: "/api/config/cod-fee", log: "/api/config/logs" },
  order: "id desc",
  text: { create: "cod.create", createTitle: "cod.createTitle", editTitle: "cod.editTitle", label: "cod.label", kind: "cod.label" },
  fields: {
    // an ISO 3166-1 country from the shared picker (issue 15: no free-text countries)
    country_code: {
      kind: "country",
      label: "cod.countryCode",
      help: "cod.countryCode.help",
      list: { sort: true },
      filter: "equals",
      filterAs: "country",
      row: 1,
    },
    currency_code: {
      kind: "select",
      label: "cur.currencyCode",
      values: CURRENCY_CODES,
      apiMessage: "must be a supported ISO 4217 currency code",
      filter: "equals",
      filterAs: "currency",
      row: 1,
    },
    fee_type: {
      kind: "select",
      label: "cod.feeType",
      values: ["constant", "percentage"],
      option: (v) => `cod.feeType.${v}`,
      apiMessage: "must be constant or percentage",
      default: "constant",
      filter: "equals",
      row: 2,
    },
    fee_value: { kind: "money", label: "cod.feeValue", max: MAX, formMessage: "cod.v.amount", help: "cod.feeValue.help", row: 2 },
    custom_duty: { kind: "money", label: "cod.customDuty", max: MAX, formMessage: "cod.v.amount", default: 0, row: 2 },
    tax_exemption: {
      kind: "money",
      label: "cod.taxExemption",
      max: MAX,
      formMessage: "cod.v.amount",
      default: 0,
      help: "cod.taxExemption.help",
      row: 3,
    },
    order_total_limit: {
      kind: "money",
      label: "cod.orderTotalLimit",
      min: 0.01,
      max: MAX,
      formMessage: "cod.v.limit",
      help: "cod.orderTotalLimit.help",
      row: 3,
    },
    daily_order_limit: {
      kind: "number",
      label: "cod.dailyOrderLimit",
      int: true,
      min: 1,
      max: 1000,
      formMessage: "cod.v.daily",
      default: 1,
      help: "cod.dailyOrderLimit.help",
      row: 3,
    },
  },
  refine: [
    {
      // a percentage fee is a share of the order's product total, so it cannot pass 100
      path: "fee_value",
      ok: (v) => v.fee_type !== "percentage" || Number(v.fee_value) <= 100,
      en: "a percentage fee must be between 0 and 100",
      key: "cod.v.percent",
      after: ["fee_type", "fee_value"],
    },
  ],
});
