import {
  DRAWS_MAX,
  PRIZES_MAX,
  TURNPLATE_LIFECYCLE,
  TURNPLATE_NAME_MAX,
  TURNPLATE_REMARK_MAX,
} from "../../features/market-tool/turnplate-rules";
import { defineKind } from "./kind";
import { PRIZE_SLOTS } from "./turnplate-prizes";

/**
 * A wheel lottery (market-tool/turnplate-list, its form turnplate-edit): a site's wheel over US West
 * days, how often one customer may spin a day and in all, and its 2–12 prize slots (a child
 * collection) whose probabilities add up to exactly 100 %; draft → online ⇄ offline. That an online
 * wheel takes only stock changes, an ended one does not go online, a voucher slot names a voucher of
 * the site with stock enough and a product slot a product the site sells is the API's check
 * (server/modules/market/turnplate.ts).
 */
export const turnplateKind = defineKind({
  entity: "turnplate",
  noun: { en: "Wheel lottery", zh: "大转盘" },
  route: "turnplate-list",
  formRoute: "turnplate-edit",
  // the lottery screens, and the reward records that filter by lottery, read the lotteries
  keys: { read: ["turnplate-list", "turnplate-edit", "reward-records"] },
  table: "turnplates",
  lifecycle: TURNPLATE_LIFECYCLE,
  api: { list: "/api/market/turnplate/list", one: "/api/market/turnplate", log: "/api/market/turnplate/logs" },
  order: "id desc",
  text: {
    create: "turnplate.create",
    createTitle: "turnplate.createTitle",
    editTitle: "turnplate.editTitle",
    label: "turnplate.list",
    kind: "turnplate.list",
  },
  fields: {
    name: { kind: "text", label: "turnplate.name", max: TURNPLATE_NAME_MAX, list: { sort: true }, filter: "contains", row: 1 },
    site: { kind: "site", label: "common.site", column: "site_abbr", filter: "equals", default: "us", row: 1 },
    schedule: { kind: "schedule", days: true, label: "turnplate.period", list: { sort: true }, filter: "period" },
    daily_limit: {
      kind: "number",
      label: "turnplate.dailyLimit",
      int: true,
      min: 1,
      max: DRAWS_MAX,
      default: 1,
      help: "turnplate.limit.help",
      row: 3,
    },
    total_limit: { kind: "number", label: "turnplate.totalLimit", int: true, min: 1, max: DRAWS_MAX, default: 10, row: 3 },
    // the form's search of the site's products (issue 41 §5): a product slot's row chooses among the
    // products it lists. Not stored: the slots hold the products' ids
    products: {
      kind: "picker",
      label: "turnplate.products",
      source: "product",
      site: "site",
      multiple: true,
      min: 0,
      max: PRIZES_MAX,
      required: false,
      stored: false,
      help: "turnplate.products.help",
    },
    prizes: {
      kind: "collection",
      label: "turnplate.prizes",
      collection: PRIZE_SLOTS,
      help: "turnplate.prizes.help",
      count: "turnplate.prizesCount",
    },
    remark: { kind: "text", label: "turnplate.remark", max: TURNPLATE_REMARK_MAX, multiline: true, required: false },
  },
  refine: [
    {
      path: "total_limit",
      ok: (v) => v.total_limit >= v.daily_limit,
      en: "must be at least daily_limit",
      key: "turnplate.v.totalBelowDaily",
      after: ["daily_limit", "total_limit"],
    },
  ],
});
