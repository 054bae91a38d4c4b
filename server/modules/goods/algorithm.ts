import * as z from "zod";
import {
  ALGORITHM_AGE_GROUPS,
  ALGORITHM_SLOTS,
  ALGORITHM_STRATEGIES,
  ALGORITHM_WEIGHTS,
  MIN_STOCK_MAX,
  NEW_DAYS_MAX,
  NEW_DAYS_MIN,
  WEIGHT_TOTAL,
} from "../../../app/features/goods/algorithm/algorithm-rules";
import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import { ApiError } from "../../http/errors";
import { idField, versionField } from "../../http/list";
import { equals, flag } from "../../resources/filters";
import { recordApi, type ResourceDef } from "../../resources/resource";
import { site, wholeBetween } from "../offers/schemas";
import { siteSentence } from "../../http/site-names";

// Recommendation-algorithm settings (algorithm-config): one record per site and page slot, its
// strategy and the weights of the score. Spec section 2 names the screen only.

export const ALGORITHM_ROUTE = "algorithm-config";

const slot = z.enum(ALGORITHM_SLOTS, { error: `must be one of ${ALGORITHM_SLOTS.join(", ")}` });
const strategy = z.enum(ALGORITHM_STRATEGIES, { error: `must be one of ${ALGORITHM_STRATEGIES.join(", ")}` });
const fields = {
  site,
  slot,
  strategy,
  weight_sales: wholeBetween(0, WEIGHT_TOTAL),
  weight_margin: wholeBetween(0, WEIGHT_TOTAL),
  weight_newness: wholeBetween(0, WEIGHT_TOTAL),
  weight_stock: wholeBetween(0, WEIGHT_TOTAL),
  min_stock: wholeBetween(0, MIN_STOCK_MAX),
  new_days: wholeBetween(NEW_DAYS_MIN, NEW_DAYS_MAX),
  age_group: z.enum(ALGORITHM_AGE_GROUPS, { error: `must be one of ${ALGORITHM_AGE_GROUPS.join(", ")}` }),
};
type Weights = Record<(typeof ALGORITHM_WEIGHTS)[number], number>;
/** The weights are whole percents of one score: they add up to 100 (named on the last one). */
export const weightsAddUp = (v: Weights) => ALGORITHM_WEIGHTS.reduce((sum, k) => sum + v[k], 0) === WEIGHT_TOTAL;
const total = { message: `the four weights must add up to ${WEIGHT_TOTAL}`, path: ["weight_stock"] };

export const ALGORITHM_SELECT =
  "id, site_abbr as site, slot, strategy, weight_sales, weight_margin, weight_newness, weight_stock, min_stock, new_days, age_group, enabled, version, updated_by, created_at, updated_at";

export const algorithmResource: ResourceDef = {
  entity: "algorithm_config",
  noun: { en: "Algorithm setting", zh: "算法配置" },
  route: ALGORITHM_ROUTE,
  table: "algorithm_configs",
  select: ALGORITHM_SELECT,
  columns: { site: "site_abbr" },
  list: {
    path: "/api/product/algorithm_config/paginate",
    filters: {
      site: equals("site_abbr", site),
      slot: equals("slot", slot),
      strategy: equals("strategy", strategy),
      enabled: flag("enabled"),
    },
    order: "site_abbr, slot, id",
    sort: { updated_at: "updated_at" },
  },
  ...recordApi("/api/product/algorithm_config", {
    create: z.strictObject(fields).refine(weightsAddUp, total),
    update: z.strictObject({ id: idField, version: versionField, ...fields }).refine(weightsAddUp, total),
    lifecycle: ENABLE_DISABLE,
  }),
  async check(q, v, id) {
    const dup = await q.query("select id from algorithm_configs where site_abbr = $1 and slot = $2 and id <> $3", [
      v.site,
      v.slot,
      id ?? 0,
    ]);
    if (dup.length) {
      const s = siteSentence(v.site);
      const en = `${s.en0} already has settings for the slot ${v.slot}`;
      throw new ApiError(409, en, { errors: { slot: [en] } }, `${s.zh}已有位置 ${v.slot} 的配置`);
    }
  },
};
