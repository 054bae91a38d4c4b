import { ONLINE_OFFLINE } from "../../features/activity/offers/special-offer-rules";
import { REACH_AUDIENCES, REACH_LIMIT_MAX, REACH_LINES, REACH_NAME_MAX } from "../../features/activity/reach/reach-rules";
import { CURRENCY_CODES } from "../../lib/constants";
import { defineKind } from "./kind";

/**
 * An exclusive offer (activity/reach-list): prices for one customer group on one site, in one of
 * the site's currencies, over US West days, with a per-customer limit and up to 200 products at
 * their prices; online / offline. That the site sells in the currency, an online offer is not
 * edited, an ended one does not go online and no product is priced twice for a group and site at
 * once is the API's check (server/modules/offers/exclusive-offer.ts).
 */
export const reachKind = defineKind({
  entity: "exclusive_offer",
  noun: { en: "Exclusive offer", zh: "专享活动" },
  route: "reach-list",
  formRoute: "reach-edit",
  // every exclusive-offer screen reads offers
  keys: { read: ["reach-list", "reach-edit", "reach-detail"] },
  table: "exclusive_offers",
  lifecycle: ONLINE_OFFLINE,
  api: { list: "/api/exclusive_offer/list", one: "/api/exclusive_offer", log: "/api/exclusive_offer/logs" },
  order: "id desc",
  text: { create: "reach.create", createTitle: "reach.createTitle", editTitle: "reach.editTitle", label: "reach.list", kind: "reach.list" },
  fields: {
    name: { kind: "text", label: "reach.name", max: REACH_NAME_MAX, list: { sort: true }, filter: "contains", row: 1 },
    site: { kind: "site", label: "common.site", column: "site_abbr", filter: "equals", default: "us", row: 1 },
    currency: { kind: "select", label: "reach.currency", column: "currency_code", values: CURRENCY_CODES, default: "USD", row: 2 },
    audience: {
      kind: "select",
      label: "reach.audience",
      values: REACH_AUDIENCES,
      option: (v) => `reach.audience.${v}`,
      filter: "equals",
      default: "new_customers",
      row: 2,
    },
    per_customer_limit: {
      kind: "number",
      label: "reach.limit",
      int: true,
      min: 1,
      max: REACH_LIMIT_MAX,
      default: 1,
      help: "reach.limit.help",
    },
    schedule: { kind: "schedule", days: true, label: "reach.period", list: { sort: true }, filter: "period" },
    products: {
      kind: "productLines",
      label: "reach.products",
      lines: REACH_LINES,
      help: "reach.products.help",
      count: "reach.productsCount",
    },
  },
});
