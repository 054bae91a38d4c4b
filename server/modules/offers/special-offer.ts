import * as z from "zod";
import {
  OFFER_DESCRIPTION_MAX,
  OFFER_NAME_MAX,
  ONLINE_OFFLINE,
  REDEEM_LIMIT_MAX,
  THRESHOLD_MAX,
} from "../../../app/features/activity/offers/special-offer-rules";
import type { Queryable } from "../../db/client";
import { ApiError, validationError } from "../../http/errors";
import { SPECIAL_OFFER_MANAGER } from "../../../app/lib/route-areas/activity-offers";
import { transition } from "../../resources/write";
import { Filters, containing, isoDate, pageQuery, paginate, positiveId, text, versionField, singleLine } from "../../http/list";
import { endpoint, type Ctx, type Endpoint } from "../../http/router";
import { contains, equals, period } from "../../resources/filters";
import { resourceEndpoints, type ResourceDef } from "../../resources/resource";
import { currency, endAfterStart, money, periodFields, site, wholeBetween } from "./schemas";
import { siteSentence } from "../../http/site-names";

export const OFFER_LIST = "full-gift-redemption-list";
export const OFFER_EDIT = "full-gift-redemption-edit";
export const OFFER_DETAIL = "full-gift-redemption-detail";
/** every special-offer screen reads offers, their products and their log */
export const OFFER_READ = { any: [OFFER_LIST, OFFER_EDIT, OFFER_DETAIL] } as const;
const BASE = "/api/special_offer";

const fields = {
  name: singleLine(OFFER_NAME_MAX).min(1, "name is required"),
  site,
  currency,
  threshold: money(THRESHOLD_MAX),
  redeem_limit: wholeBetween(1, REDEEM_LIMIT_MAX),
  ...periodFields,
  description: text(OFFER_DESCRIPTION_MAX).default(""),
};
export const offerCreateBody = endAfterStart(z.strictObject(fields));
export const offerEditBody = endAfterStart(z.strictObject({ version: versionField, ...fields }));

const SELECT = `id, name, site_abbr as site, currency_code as currency, threshold::text as threshold, redeem_limit,
  start_at, end_at, status, description,
  (select count(*)::int from special_offer_products p where p.offer_id = special_offers.id) as products_count,
  version, updated_by, created_at, updated_at`;

export const offerRefusal = {
  online: () =>
    new ApiError(
      409,
      "The special offer is online: take it offline before changing it or its products",
      { state: "online" },
      "特价活动已上线：请先下线再修改活动或其商品",
    ),
  noProducts: () =>
    new ApiError(
      409,
      "The special offer has no products yet: add products before putting it online",
      null,
      "特价活动还没有商品：请先添加商品再上线",
    ),
  ended: () =>
    new ApiError(
      409,
      "The special offer's period has ended: change its end before putting it online",
      null,
      "特价活动已结束：请先修改结束时间再上线",
    ),
};

export async function siteOffersCurrency(q: Queryable, siteAbbr: string, code: string) {
  const rows = await q.query("select 1 from currencies where site_abbr = $1 and currency_code = $2 and enabled", [siteAbbr, code]);
  if (!rows.length) {
    const s = siteSentence(siteAbbr);
    const en = `${s.en0} does not sell in ${code}: choose one of its enabled currencies`;
    throw new ApiError(422, en, { errors: { currency: [en] } }, `${s.zh}不使用 ${code}：请选择该站点已启用的币种`);
  }
}

/** A special offer (full-gift redemption): settings, online / offline, change log. */
export const specialOfferResource: ResourceDef = {
  entity: "special_offer",
  noun: { en: "Special offer", zh: "特价活动" },
  // the edit route declares create and update; reads are opened to every offer screen below
  route: OFFER_EDIT,
  table: "special_offers",
  select: SELECT,
  columns: { site: "site_abbr", currency: "currency_code" },
  list: {
    path: `${BASE}/index`,
    filters: {
      site: equals("site_abbr", site),
      status: equals("status", z.enum(["online", "offline"], { error: "must be online or offline" })),
      name: contains(["name"], singleLine(OFFER_NAME_MAX)),
      period: period("start_at", "end_at"),
    },
    order: "id desc",
    sort: { start_at: "start_at", end_at: "end_at", updated_at: "updated_at" },
  },
  show: { path: `${BASE}/show/{id}` },
  create: { path: `${BASE}/create`, body: offerCreateBody },
  update: {
    path: `${BASE}/edit/{id}`,
    body: offerEditBody,
    // the spec puts the id in the path; the generic update reads it from the body
    handler: (ctx, generic) => generic({ ...ctx, body: { ...ctx.body, id: pathId(ctx.params) } }),
  },
  async check(q, v, id) {
    if (id !== null) {
      const [row] = await q.query<{ status: string }>("select status from special_offers where id = $1 for update", [id]);
      if (row?.status === "online") throw offerRefusal.online();
    }
    await siteOffersCurrency(q, v.site, v.currency);
  },
};

export function pathId(params: Record<string, string>): number {
  const parsed = positiveId.safeParse(params.id);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Before putting an offer online: it has products and its period has not ended. */
function checkOnline(row: { products_count: number; end_at: string | Date }) {
  if (!row.products_count) throw offerRefusal.noProducts();
  if (new Date(row.end_at).getTime() <= Date.now()) throw offerRefusal.ended();
}

/**
 * online/{id} and offline/{id}, as the spec names them: the declared transition (ONLINE_OFFLINE) —
 * 409 naming the state when not allowed from it, nothing done or logged when repeated.
 */
const transitionAt = (name: "online" | "offline"): Endpoint =>
  endpoint({
    method: "POST",
    path: `${BASE}/${name}/{id}`,
    access: { any: [SPECIAL_OFFER_MANAGER] },
    handler: (ctx) =>
      transition(ctx.db, ctx, {
        table: "special_offers",
        lifecycle: ONLINE_OFFLINE,
        id: pathId(ctx.params),
        name,
        select: SELECT,
        entity: "special_offer",
        noun: { en: "Special offer", zh: "特价活动" },
        check: async (_q, before) => {
          if (name === "online") checkOnline(before as never);
        },
      }).then((r) => r.after),
  });

const logQuery = z.strictObject({
  ...pageQuery,
  actor: singleLine(100).optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

/** One offer's change log, newest first: its settings, transitions and product changes, by person and US West days. */
async function offerLog({ db, params, query }: Ctx<z.output<typeof logQuery>, unknown>) {
  const f = new Filters()
    .add((p) => `entity = ${p}`, "special_offer")
    .add((p) => `entity_id = ${p}`, String(pathId(params)))
    .add((p) => `actor_name ilike ${p}`, query.actor && containing(query.actor))
    .add((p) => `created_at >= (${p}::date::timestamp at time zone 'America/Los_Angeles')`, query.date_from)
    .add((p) => `created_at < ((${p}::date + 1)::timestamp at time zone 'America/Los_Angeles')`, query.date_to);
  return paginate(db, {
    select: "id, actor_name, action, entity, entity_id, before, after, request_id, created_at",
    from: "audit_log",
    ...f,
    orderBy: "id desc",
    page: query.page,
    pageSize: query.page_size,
  });
}

export const specialOfferEndpoints: Endpoint[] = [
  // every reader of a special-offer screen reads offers
  ...resourceEndpoints(specialOfferResource).map((e) => (e.method === "GET" ? { ...e, access: OFFER_READ } : e)),
  transitionAt("online"),
  transitionAt("offline"),
  endpoint<z.output<typeof logQuery>>({ method: "GET", path: `${BASE}/log/{id}`, access: OFFER_READ, query: logQuery, handler: offerLog }),
];
