import * as z from "zod";
import { turnplateKind } from "../../../app/domain/kinds/turnplate";
import { PRIZE_KINDS, PRIZE_STATES, type Prize } from "../../../app/features/market-tool/turnplate-rules";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { isoDate, positiveId, singleLine } from "../../http/list";
import { endpoint } from "../../http/router";
import { kindResource } from "../../resources/kind";
import { logEndpoint } from "../../resources/logs";
import { resourceEndpoints } from "../../resources/resource";
import { siteAbbr } from "../config/schemas";
import { realSite } from "../events/catalogue";
import { keysetPage } from "../goods/keyset";
import { siteSentence } from "../../http/site-names";

// A wheel lottery (app/domain/kinds/turnplate.ts) with its rules written by hand: while online only
// the slots' stock may change (customers see the rest); an ended one does not go online; a voucher
// slot names a voucher of the site with the stock to give. Each refusal is on the slot's own field
// (`prizes.<i>.value`, `prizes.<i>.stock`), where the form shows it beside the row's box.

const LOCKED = ["name", "site", "daily_limit", "total_limit", "remark"] as const;
export const turnplateRefusal = {
  online: () =>
    new ApiError(
      409,
      "The wheel lottery is online: only the prizes' stock can change; take it offline to change anything else",
      { state: "online" },
      "大转盘已上线：只能修改奖品库存；其他修改请先下线",
    ),
  ended: () =>
    new ApiError(
      409,
      "The wheel lottery's period has ended: change its last day before putting it online",
      null,
      "大转盘已结束：请先修改结束日期再上线",
    ),
};

/** An online wheel takes only stock changes: its period, limits and each slot but the stock stay as stored. */
async function onlyStockWhileOnline(q: Queryable, v: Record<string, any>, id: number) {
  const [row] = await q.query<Record<string, any>>(
    `select status, name, site_abbr as site, daily_limit, total_limit, remark, prizes, start_at, end_at from turnplates where id = $1 for update`,
    [id],
  );
  if (row?.status !== "online") return;
  const same = (a: unknown, b: unknown) => String(a) === String(b);
  const instant = (x: unknown) => new Date(String(x)).getTime();
  const stored = row.prizes as Prize[];
  const prizes = v.prizes as Prize[];
  const unchanged =
    LOCKED.every((k) => same(row[k], v[k])) &&
    instant(row.start_at) === instant(v.start_at) &&
    instant(row.end_at) === instant(v.end_at) &&
    stored.length === prizes.length &&
    stored.every(
      (s, i) =>
        s.name === prizes[i].name &&
        s.kind === prizes[i].kind &&
        s.value === prizes[i].value &&
        s.probability_bp === prizes[i].probability_bp,
    );
  if (!unchanged) throw turnplateRefusal.online();
}

/**
 * A voucher slot names a voucher of the wheel's own site, or every spin landing on it would be
 * refused; and its stock is no more than the voucher has left to give (issue 41 §5) — slots naming
 * the same voucher together — or the wheel would promise prizes the voucher cannot pay.
 */
async function vouchersOfSite(q: Queryable, site: string, prizes: Prize[]) {
  const wanted = prizes.filter((p) => p.kind === "voucher");
  if (!wanted.length) return;
  const found = new Map(
    (
      await q.query<{ id: number; left: number }>(
        "select id, total_stock - issued as left from vouchers where site_abbr = $1 and id = any($2::int[])",
        [site, wanted.map((p) => Number(p.value))],
      )
    ).map((r) => [String(r.id), Number(r.left)]),
  );
  const missing = wanted.find((p) => !found.has(p.value));
  if (missing) {
    const s = siteSentence(site);
    const en = `The prize ${missing.name} names voucher ${missing.value}, which is no voucher of ${s.en}: give the id of one of its vouchers`;
    throw new ApiError(
      422,
      en,
      { errors: { [`prizes.${prizes.indexOf(missing)}.value`]: [en] } },
      `奖品 ${missing.name} 的优惠券 ID ${missing.value} 不是${s.zh}的优惠券：请填写该站点优惠券的 ID`,
    );
  }
  const promised = new Map<string, number>();
  for (const p of wanted) {
    promised.set(p.value, (promised.get(p.value) ?? 0) + (p.stock ?? 0));
    const left = found.get(p.value)!;
    if (promised.get(p.value)! > left) {
      const en = `The prize ${p.name} gives voucher ${p.value}, which has ${left} left: its slots' stock can be at most ${left}`;
      throw new ApiError(
        422,
        en,
        { errors: { [`prizes.${prizes.indexOf(p)}.stock`]: [en] } },
        `奖品 ${p.name} 发放的优惠券 ${p.value} 只剩 ${left} 张：其奖品库存合计不能超过 ${left}`,
      );
    }
  }
}

/**
 * A product slot names a product of the catalogue the wheel's site sells (a price there), by its id
 * (issue 41 §5): never a typed code that matches nothing, or a product the customer's storefront
 * could not ship.
 */
async function productsOfSite(q: Queryable, site: string, prizes: Prize[]) {
  const wanted = prizes.filter((p) => p.kind === "product");
  if (!wanted.length) return;
  const sold = new Set(
    (
      await q.query<{ id: number }>(
        "select distinct product_id as id from sku_prices where site_abbr = $1 and product_id = any($2::int[])",
        [realSite(site), wanted.map((p) => Number(p.value))],
      )
    ).map((r) => String(r.id)),
  );
  const missing = wanted.find((p) => !sold.has(p.value));
  if (!missing) return;
  const s = siteSentence(site);
  const en = `The prize ${missing.name} names product #${missing.value}, which ${s.en} does not sell: choose one of the site's products`;
  throw new ApiError(
    422,
    en,
    { errors: { [`prizes.${prizes.indexOf(missing)}.value`]: [en] } },
    `奖品 ${missing.name} 的商品 #${missing.value} 不在${s.zh}销售：请选择该站点的商品`,
  );
}

export const turnplateResource = kindResource(turnplateKind, {
  async check(q, v, id) {
    if (id !== null) await onlyStockWhileOnline(q, v, id);
    await vouchersOfSite(q, String(v.site), v.prizes as Prize[]);
    await productsOfSite(q, String(v.site), v.prizes as Prize[]);
  },
  checkTransition: async (_q, row, name) => {
    if (name === "online" && new Date(row.end_at).getTime() <= Date.now()) throw turnplateRefusal.ended();
  },
});

const LA = "America/Los_Angeles";
/** Who won what, newest first, by keyset (`after` / `before` an id): a page costs the same at any depth. */
export const rewardQuery = z.strictObject({
  turnplate_id: positiveId.optional(),
  site: siteAbbr.optional(),
  /** a customer's id or their e-mail address (exact, any case) */
  customer: singleLine(254).min(1).optional(),
  prize_kind: z.enum(PRIZE_KINDS, { error: `must be one of ${PRIZE_KINDS.join(", ")}` }).optional(),
  prize_state: z.enum(PRIZE_STATES, { error: `must be one of ${PRIZE_STATES.join(", ")}` }).optional(),
  /** US West days, inclusive */
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  after: positiveId.optional(),
  before: positiveId.optional(),
  page_size: z.coerce.number().int().min(1).max(100, "page_size must be at most 100").default(20),
});
type RewardQuery = z.infer<typeof rewardQuery>;

const rewardsEndpoint = endpoint<RewardQuery>({
  method: "GET",
  path: "/api/market/turnplate/rewards",
  access: { any: ["reward-records"] },
  query: rewardQuery,
  handler: ({ db, query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: (p: string) => string, v: unknown) => {
      if (v === undefined) return;
      params.push(v);
      where.push(clause(`$${params.length}`));
    };
    add((p) => `r.turnplate_id = ${p}`, query.turnplate_id);
    add((p) => `r.site_abbr = ${p}`, query.site);
    if (query.customer !== undefined) {
      if (/^\d{1,9}$/.test(query.customer)) add((p) => `r.customer_id = ${p}::int`, query.customer);
      else add((p) => `lower(r.customer_email) = lower(${p})`, query.customer);
    }
    add((p) => `r.prize_kind = ${p}`, query.prize_kind);
    add((p) => `r.prize_state = ${p}`, query.prize_state);
    add((p) => `r.drawn_at >= (${p}::date::timestamp at time zone '${LA}')`, query.date_from);
    add((p) => `r.drawn_at < ((${p}::date + 1)::timestamp at time zone '${LA}')`, query.date_to);
    return keysetPage(db, {
      select: `r.id::int as id, r.turnplate_id, t.name as turnplate_name, r.site_abbr as site, r.customer_id, r.customer_email,
        r.prize_slot, r.prize_name, r.prize_kind, r.prize_value, r.prize_state, r.drawn_at,
        r.shipped_carrier, r.shipped_tracking_no, r.shipped_by, r.shipped_at, r.version`,
      from: "turnplate_rewards r join turnplates t on t.id = r.turnplate_id",
      key: "r.id",
      keyField: "id",
      where,
      params,
      after: query.after,
      before: query.before,
      pageSize: query.page_size,
    });
  },
});

export const turnplateEndpoints = [
  ...resourceEndpoints(turnplateResource),
  rewardsEndpoint,
  // the log (spins and shipments too) is read by those who open the list, as before the kind
  logEndpoint("/api/market/turnplate/logs", [{ entity: turnplateKind.entity, route: turnplateKind.route }]),
];
