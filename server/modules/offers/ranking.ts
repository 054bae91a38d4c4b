import * as z from "zod";
import { RANKING_METRICS, RANKING_NAME_MAX, RANKING_PRODUCTS_MAX } from "../../../app/features/activity/rankings/ranking-rules";
import { PRODUCT_LINE_CODE, PRODUCT_LINE_NAME_MAX } from "../../../app/features/activity/product-lines";
import { ONLINE_OFFLINE } from "../../../app/features/activity/offers/special-offer-rules";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { idField, isoDate, versionField, singleLine } from "../../http/list";
import { logEndpoint } from "../../resources/logs";
import { contains, equals, period } from "../../resources/filters";
import { recordApi, resourceEndpoints, type ResourceDef } from "../../resources/resource";
import { listedColumns } from "./listed";
import { site } from "./schemas";

const metric = z.enum(RANKING_METRICS, { error: `must be one of ${RANKING_METRICS.join(", ")}` });

/** One ranked product: its code (stored upper case) and name; its position is its place in the array. */
const product = z.strictObject({
  product_code: z
    .string()
    .trim()
    .regex(PRODUCT_LINE_CODE, "must be 1–40 letters, digits, - or _")
    .transform((v) => v.toUpperCase()),
  product_name: singleLine(PRODUCT_LINE_NAME_MAX).min(1, "product_name is required"),
});

const fields = {
  name: singleLine(RANKING_NAME_MAX).min(1, "name is required"),
  site,
  metric,
  /** US West days: the ranking shows from the start of the first to 23:59:59 of the last */
  start_day: isoDate,
  end_day: isoDate,
  products: z
    .array(product)
    .min(1, "at least one product is required")
    .max(RANKING_PRODUCTS_MAX, `at most ${RANKING_PRODUCTS_MAX} products`)
    .refine((ps) => new Set(ps.map((p) => p.product_code)).size === ps.length, "a product code appears twice"),
};
type Body = { start_day: string; end_day: string };
const ordered = <S extends z.ZodType<Body>>(s: S) =>
  s.refine((v) => v.end_day >= v.start_day, {
    message: "must be on or after start_day",
    path: ["end_day"],
    // checked beside the other fields' errors, once both days are valid
    // a body that is not an object has nothing to compare
    when: (p) =>
      typeof p.value === "object" && p.value !== null && !p.issues.some((i) => i.path?.[0] === "start_day" || i.path?.[0] === "end_day"),
  });

export const rankingCreateBody = ordered(z.strictObject(fields));
export const rankingUpdateBody = ordered(z.strictObject({ id: idField, version: versionField, ...fields }));

export const rankingRefusal = {
  online: () =>
    new ApiError(409, "The ranking is online: take it offline before changing it", { state: "online" }, "排行榜已上线：请先下线再修改"),
  ended: () =>
    new ApiError(
      409,
      "The ranking's period has ended: change its last day before putting it online",
      null,
      "排行榜已结束：请先修改结束日期再上线",
    ),
  overlap: (other: { id: number; name: string }) =>
    new ApiError(
      409,
      `The ranking "${other.name}" (#${other.id}) is already online on this site for the same type in an overlapping period: take it offline or change the days`,
      { other_id: other.id },
      `排行榜「${other.name}」(#${other.id}) 已在该站点以相同类型于重叠时段上线：请先将其下线或修改日期`,
    ),
};

/** Before going online: the last day is not over, and no other online ranking of the site and type overlaps it. */
async function checkOnline(q: Queryable, row: Record<string, any>, name: string) {
  if (name !== "online") return;
  if (new Date(row.end_at).getTime() <= Date.now()) throw rankingRefusal.ended();
  // two rankings going online together on one site cannot both pass the check
  await q.query("select pg_advisory_xact_lock(hashtext('ranking:' || $1 || ':' || $2))", [row.site, row.metric]);
  const [other] = await q.query<{ id: number; name: string }>(
    `select id, name from rankings where status = 'online' and id <> $1 and site_abbr = $2 and metric = $3
       and start_at <= $5 and end_at >= $4 order by id limit 1`,
    [row.id, row.site, row.metric, row.start_at, row.end_at],
  );
  if (other) throw rankingRefusal.overlap(other);
}

/** A product ranking: settings with its ordered products, online / offline, change log. */
export const rankingResource: ResourceDef = {
  entity: "ranking",
  noun: { en: "Ranking", zh: "排行榜" },
  route: "ranking-list",
  table: "rankings",
  select: `id, name, site_abbr as site, metric, start_at, end_at, products, jsonb_array_length(products) as products_count,
    status, version, updated_by, created_at, updated_at`,
  columns: { site: "site_abbr", start_day: null, end_day: null },
  list: {
    path: "/api/ranking/list",
    filters: {
      site: equals("site_abbr", site),
      metric: equals("metric", metric),
      status: equals("status", z.enum(["online", "offline"], { error: "must be online or offline" })),
      name: contains(["name"], singleLine(RANKING_NAME_MAX)),
      period: period("start_at", "end_at"),
    },
    order: "id desc",
    sort: { name: "name", start_at: "start_at", end_at: "end_at", updated_at: "updated_at" },
  },
  ...recordApi("/api/ranking", { create: rankingCreateBody, update: rankingUpdateBody, lifecycle: ONLINE_OFFLINE }),
  check: (q, v, id) => listedColumns(q, "rankings", v, id, rankingRefusal.online),
  checkTransition: checkOnline,
};

/** every ranking screen reads rankings and their log */
const RANKING_READ = { any: ["ranking-list", "ranking-list-edit", "ranking-list-detail"] };
export const rankingEndpoints = [
  ...resourceEndpoints(rankingResource).map((e) => (e.method === "GET" ? { ...e, access: RANKING_READ } : e)),
  // the log is read by the list's holders (the generic log endpoint checks the route per entity)
  logEndpoint("/api/ranking/logs", [rankingResource]),
];
