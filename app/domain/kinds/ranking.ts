import { ONLINE_OFFLINE } from "../../features/activity/offers/special-offer-rules";
import { RANKING_LINES, RANKING_METRICS, RANKING_NAME_MAX } from "../../features/activity/rankings/ranking-rules";
import { defineKind } from "./kind";

/**
 * A product ranking (activity/ranking-list): per site, a type (best sellers, new arrivals, …), the
 * US West days it shows, and up to 50 products in order; online / offline. That an ended ranking
 * cannot go online, an online one cannot be edited and two online rankings of a site and type never
 * overlap is the API's check (server/modules/offers/ranking.ts).
 */
export const rankingKind = defineKind({
  entity: "ranking",
  noun: { en: "Ranking", zh: "排行榜" },
  route: "ranking-list",
  formRoute: "ranking-list-edit",
  // every ranking screen reads rankings and their log
  keys: { read: ["ranking-list", "ranking-list-edit", "ranking-list-detail"] },
  table: "rankings",
  lifecycle: ONLINE_OFFLINE,
  api: { list: "/api/ranking/list", one: "/api/ranking", log: "/api/ranking/logs" },
  order: "id desc",
  text: { create: "rank.create", createTitle: "rank.createTitle", editTitle: "rank.editTitle", label: "rank.list", kind: "rank.list" },
  fields: {
    name: { kind: "text", label: "rank.name", max: RANKING_NAME_MAX, list: { sort: true }, filter: "contains", row: 1 },
    site: { kind: "site", label: "common.site", column: "site_abbr", filter: "equals", default: "us", row: 1 },
    metric: {
      kind: "select",
      label: "rank.metric",
      values: RANKING_METRICS,
      option: (v) => `rank.metric.${v}`,
      filter: "equals",
      default: "best_sellers",
    },
    schedule: { kind: "schedule", days: true, label: "rank.period", list: { sort: true }, filter: "period" },
    products: {
      kind: "productLines",
      label: "rank.products",
      lines: RANKING_LINES,
      help: "rank.products.help",
      count: "rank.productsCount",
    },
  },
});
