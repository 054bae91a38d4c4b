import * as z from "zod";
import { PRODUCT_LINE_CODE, PRODUCT_LINE_NAME_MAX } from "../../../app/features/activity/product-lines";
import { ONLINE_OFFLINE } from "../../../app/features/activity/offers/special-offer-rules";
import {
  REACH_AUDIENCES,
  REACH_LIMIT_MAX,
  REACH_NAME_MAX,
  REACH_PRICE_MAX,
  REACH_PRODUCTS_MAX,
} from "../../../app/features/activity/reach/reach-rules";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { idField, isoDate, versionField, singleLine } from "../../http/list";
import { logEndpoint } from "../../resources/logs";
import { contains, equals, period } from "../../resources/filters";
import { recordApi, resourceEndpoints, type ResourceDef } from "../../resources/resource";
import { listedColumns } from "./listed";
import { currency, money, site, wholeBetween } from "./schemas";
import { siteOffersCurrency } from "./special-offer";

const audience = z.enum(REACH_AUDIENCES, { error: `must be one of ${REACH_AUDIENCES.join(", ")}` });

/** One product at its exclusive price (exact text, in the offer's currency); its position is its place in the array. */
const product = z.strictObject({
  product_code: z
    .string()
    .trim()
    .regex(PRODUCT_LINE_CODE, "must be 1–40 letters, digits, - or _")
    .transform((v) => v.toUpperCase()),
  price: money(REACH_PRICE_MAX).transform((v) => Number(v).toFixed(2)),
  product_name: singleLine(PRODUCT_LINE_NAME_MAX).min(1, "product_name is required"),
});

const fields = {
  name: singleLine(REACH_NAME_MAX).min(1, "name is required"),
  site,
  currency,
  audience,
  per_customer_limit: wholeBetween(1, REACH_LIMIT_MAX),
  /** US West days: the offer runs from the start of the first to 23:59:59 of the last */
  start_day: isoDate,
  end_day: isoDate,
  products: z
    .array(product)
    .min(1, "at least one product is required")
    .max(REACH_PRODUCTS_MAX, `at most ${REACH_PRODUCTS_MAX} products`)
    .refine((ps) => new Set(ps.map((p) => p.product_code)).size === ps.length, "a product code appears twice"),
};
type Body = { start_day: string; end_day: string };
const ordered = <S extends z.ZodType<Body>>(s: S) =>
  s.refine((v) => v.end_day >= v.start_day, {
    message: "must be on or after start_day",
    path: ["end_day"],
    // a body that is not an object has nothing to compare
    when: (p) =>
      typeof p.value === "object" && p.value !== null && !p.issues.some((i) => i.path?.[0] === "start_day" || i.path?.[0] === "end_day"),
  });

export const reachRefusal = {
  online: () =>
    new ApiError(
      409,
      "The exclusive offer is online: take it offline before changing it",
      { state: "online" },
      "专享活动已上线：请先下线再修改",
    ),
  ended: () =>
    new ApiError(
      409,
      "The exclusive offer's period has ended: change its last day before putting it online",
      null,
      "专享活动已结束：请先修改结束日期再上线",
    ),
  overlap: (other: { id: number; name: string; code: string }) =>
    new ApiError(
      409,
      `${other.code} already has an exclusive price for this customer group on this site in an overlapping period, in "${other.name}" (#${other.id}): take that offer offline or change the days`,
      { other_id: other.id, product_code: other.code },
      `${other.code} 已在「${other.name}」(#${other.id}) 中对该客群在本站点的重叠时段设有专享价：请先将其下线或修改日期`,
    ),
};

/**
 * Before going online: the last day is not over, and none of its products already has an exclusive
 * price for the same customer group on the same site in an online offer whose period overlaps.
 */
async function checkOnline(q: Queryable, row: Record<string, any>, name: string) {
  if (name !== "online") return;
  if (new Date(row.end_at).getTime() <= Date.now()) throw reachRefusal.ended();
  await q.query("select pg_advisory_xact_lock(hashtext('exclusive_offer:' || $1 || ':' || $2))", [row.site, row.audience]);
  const [other] = await q.query<{ id: number; name: string; code: string }>(
    `select o.id, o.name, p->>'product_code' as code
       from exclusive_offers o, jsonb_array_elements(o.products) p
      where o.status = 'online' and o.id <> $1 and o.site_abbr = $2 and o.audience = $3 and o.start_at <= $5 and o.end_at >= $4
        and p->>'product_code' in (select q->>'product_code' from jsonb_array_elements($6::jsonb) q)
      order by o.id, (p->>'position')::int limit 1`,
    [row.id, row.site, row.audience, row.start_at, row.end_at, JSON.stringify(row.products)],
  );
  if (other) throw reachRefusal.overlap(other);
}

/** An exclusive offer: prices for one customer group on one site, online / offline, change log. */
export const exclusiveOfferResource: ResourceDef = {
  entity: "exclusive_offer",
  noun: { en: "Exclusive offer", zh: "专享活动" },
  route: "reach-list",
  table: "exclusive_offers",
  select: `id, name, site_abbr as site, currency_code as currency, audience, per_customer_limit, start_at, end_at, products,
    jsonb_array_length(products) as products_count, status, version, updated_by, created_at, updated_at`,
  columns: { site: "site_abbr", currency: "currency_code", start_day: null, end_day: null },
  list: {
    path: "/api/exclusive_offer/list",
    filters: {
      site: equals("site_abbr", site),
      audience: equals("audience", audience),
      status: equals("status", z.enum(["online", "offline"], { error: "must be online or offline" })),
      name: contains(["name"], singleLine(REACH_NAME_MAX)),
      period: period("start_at", "end_at"),
    },
    order: "id desc",
    sort: { name: "name", start_at: "start_at", end_at: "end_at", updated_at: "updated_at" },
  },
  ...recordApi("/api/exclusive_offer", {
    create: ordered(z.strictObject(fields)),
    update: ordered(z.strictObject({ id: idField, version: versionField, ...fields })),
    lifecycle: ONLINE_OFFLINE,
  }),
  async check(q, v, id) {
    const derived = await listedColumns(q, "exclusive_offers", v, id, reachRefusal.online);
    await siteOffersCurrency(q, v.site, v.currency);
    return derived;
  },
  checkTransition: checkOnline,
};

/** every exclusive-offer screen reads offers */
const REACH_READ = { any: ["reach-list", "reach-edit", "reach-detail"] };
export const exclusiveOfferEndpoints = [
  ...resourceEndpoints(exclusiveOfferResource).map((e) => (e.method === "GET" ? { ...e, access: REACH_READ } : e)),
  // the log is read by the list's holders (the generic log endpoint checks the route per entity)
  logEndpoint("/api/exclusive_offer/logs", [exclusiveOfferResource]),
];
