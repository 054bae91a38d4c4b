import * as z from "zod";
import {
  DRAWS_MAX,
  FULL_BP,
  PRIZE_KINDS,
  PRIZE_STATES,
  PRIZE_NAME_MAX,
  PRIZES_MAX,
  PRIZES_MIN,
  percentToBp,
  probabilitySum,
  bpToPercent,
  stockAllowed,
  STOCK_MAX,
  TURNPLATE_LIFECYCLE,
  TURNPLATE_NAME_MAX,
  TURNPLATE_REMARK_MAX,
  TURNPLATE_STATUSES,
  valueAllowed,
  type Prize,
} from "../../../app/features/market-tool/turnplate-rules";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { idField, isoDate, positiveId, text, versionField, singleLine } from "../../http/list";
import { endpoint } from "../../http/router";
import { logEndpoint } from "../../resources/logs";
import { contains, equals, period } from "../../resources/filters";
import { recordApi, resourceEndpoints, type ResourceDef } from "../../resources/resource";
import { siteAbbr } from "../config/schemas";
import { usWestDays } from "../offers/listed";
import { keysetPage } from "../goods/keyset";

// A wheel lottery (turnplate): a site's wheel for a period, how often one customer may spin, and its
// 2–12 prize slots whose probabilities add up to exactly 100 % (kept as integer basis points).
// Draft → online ⇄ offline. While online only the slots' stock may change (customers see the rest).

/** A percentage with up to two decimals, as text ("12.5") or a JSON number (12.5). */
const percent = z.union([z.string(), z.number()], { error: "must be a percentage with at most 2 decimals" }).transform((v, ctx) => {
  const bp = percentToBp(String(v));
  if (bp === null || bp < 1 || bp > FULL_BP) {
    ctx.addIssue({ code: "custom", message: "must be a percentage from 0.01 to 100 with at most 2 decimals" });
    return z.NEVER;
  }
  return bp;
});

const prize = z
  .strictObject({
    name: singleLine(PRIZE_NAME_MAX).min(1, "name is required"),
    kind: z.enum(PRIZE_KINDS, { error: `must be one of ${PRIZE_KINDS.join(", ")}` }),
    value: singleLine(60).default(""),
    probability: percent,
    /** null: unlimited, only for "nothing" */
    stock: z
      .number({ error: "must be a whole number or null" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(STOCK_MAX, `must be at most ${STOCK_MAX}`)
      .nullable(),
  })
  .superRefine((p, ctx) => {
    if (!valueAllowed(p.kind, p.value)) {
      const what = {
        points: "a whole number of points from 1 to 100000",
        voucher: "the id of a voucher of the wheel's site",
        product: "a product code (letters, digits, - or _)",
        nothing: "empty",
      }[p.kind];
      ctx.addIssue({ code: "custom", path: ["value"], message: `must be ${what} for a ${p.kind} prize` });
    }
    if (!stockAllowed(p.kind, p.stock))
      ctx.addIssue({ code: "custom", path: ["stock"], message: 'unlimited stock (null) is only for a "nothing" prize' });
  })
  .transform(({ probability, ...p }): Prize => ({ ...p, probability_bp: probability }));

const draws = (what: string) =>
  z
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be at least 1`)
    .max(DRAWS_MAX, `${what} must be at most ${DRAWS_MAX}`);

const fields = {
  name: singleLine(TURNPLATE_NAME_MAX).min(1, "name is required"),
  site: siteAbbr,
  /** US West days: the wheel turns from the start of the first to 23:59:59 of the last */
  start_day: isoDate,
  end_day: isoDate,
  daily_limit: draws("daily_limit"),
  total_limit: draws("total_limit"),
  remark: text(TURNPLATE_REMARK_MAX).default(""),
  prizes: z.array(prize).min(PRIZES_MIN, `at least ${PRIZES_MIN} prizes`).max(PRIZES_MAX, `at most ${PRIZES_MAX} prizes`),
};

type Body = { start_day: string; end_day: string; daily_limit: number; total_limit: number; prizes: Prize[] };
const whole = (p: { value: unknown; issues: { path?: PropertyKey[] }[] }, ...names: string[]) =>
  typeof p.value === "object" && p.value !== null && !p.issues.some((i) => names.includes(String(i.path?.[0])));
const rules = <S extends z.ZodType<Body>>(s: S) =>
  s
    .refine((v) => v.end_day >= v.start_day, {
      message: "must be on or after start_day",
      path: ["end_day"],
      when: (p) => whole(p, "start_day", "end_day"),
    })
    .refine((v) => v.total_limit >= v.daily_limit, {
      message: "must be at least daily_limit",
      path: ["total_limit"],
      when: (p) => whole(p, "daily_limit", "total_limit"),
    })
    .superRefine((v, ctx) => {
      const sum = probabilitySum(v.prizes);
      if (sum !== FULL_BP)
        ctx.addIssue({
          code: "custom",
          path: ["prizes"],
          message: `probabilities add up to ${bpToPercent(sum)} %: they must add up to exactly 100 %`,
        });
    });

export const turnplateCreateBody = rules(z.strictObject(fields));
export const turnplateUpdateBody = rules(z.strictObject({ id: idField, version: versionField, ...fields }));

const LOCKED = ["name", "site", "start_day", "end_day", "daily_limit", "total_limit", "remark"] as const;
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

/** The stored columns of a write: the US West period and the slots as JSON; an online wheel takes only stock changes. */
async function derive(q: Queryable, v: Record<string, any>, id: number | null) {
  const p = await usWestDays(q, v.start_day, v.end_day);
  if (id !== null) {
    const [row] = await q.query<Record<string, any>>(
      `select status, name, site_abbr as site, daily_limit, total_limit, remark, prizes, start_at, end_at from turnplates where id = $1 for update`,
      [id],
    );
    if (row?.status === "online") {
      const same = (a: unknown, b: unknown) => String(a) === String(b);
      const stored = row.prizes as Prize[];
      const prizes = v.prizes as Prize[];
      const unchanged =
        LOCKED.every((k) => k === "start_day" || k === "end_day" || same(row[k], v[k])) &&
        new Date(row.start_at).getTime() === new Date(p.start_at).getTime() &&
        new Date(row.end_at).getTime() === new Date(p.end_at).getTime() &&
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
  }
  await vouchersOfSite(q, v.site, v.prizes as Prize[]);
  return { ...p, prizes: JSON.stringify(v.prizes) };
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
    const en = `The prize ${missing.name} names voucher ${missing.value}, which is no voucher of site ${site}: give the id of one of its vouchers`;
    throw new ApiError(
      422,
      en,
      { errors: { prizes: [en] } },
      `奖品 ${missing.name} 的优惠券 ID ${missing.value} 不是站点 ${site} 的优惠券：请填写该站点优惠券的 ID`,
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
        { errors: { prizes: [en] } },
        `奖品 ${p.name} 发放的优惠券 ${p.value} 只剩 ${left} 张：其奖品库存合计不能超过 ${left}`,
      );
    }
  }
}

export const turnplateResource: ResourceDef = {
  entity: "turnplate",
  noun: { en: "Wheel lottery", zh: "大转盘" },
  route: "turnplate-list",
  table: "turnplates",
  select: `id, name, site_abbr as site, start_at, end_at, daily_limit, total_limit, remark, prizes, jsonb_array_length(prizes) as prizes_count,
    status, version, updated_by, created_at, updated_at`,
  columns: { site: "site_abbr", start_day: null, end_day: null },
  list: {
    path: "/api/market/turnplate/list",
    filters: {
      site: equals("site_abbr", siteAbbr),
      status: equals("status", z.enum(TURNPLATE_STATUSES, { error: `must be one of ${TURNPLATE_STATUSES.join(", ")}` })),
      name: contains(["name"], singleLine(TURNPLATE_NAME_MAX)),
      period: period("start_at", "end_at"),
    },
    order: "id desc",
    sort: { name: "name", start_at: "start_at", end_at: "end_at", updated_at: "updated_at" },
  },
  ...recordApi("/api/market/turnplate", { create: turnplateCreateBody, update: turnplateUpdateBody, lifecycle: TURNPLATE_LIFECYCLE }),
  check: (q, v, id) => derive(q, v, id),
  checkTransition: async (_q, row, name) => {
    if (name === "online" && new Date(row.end_at).getTime() <= Date.now()) throw turnplateRefusal.ended();
  },
};

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

/** the lottery screens (and the reward records, which filter by lottery) read the lotteries */
const TURNPLATE_READ = { any: ["turnplate-list", "turnplate-edit", "reward-records"] };
export const turnplateEndpoints = [
  ...resourceEndpoints(turnplateResource).map((e) => (e.method === "GET" ? { ...e, access: TURNPLATE_READ } : e)),
  rewardsEndpoint,
  logEndpoint("/api/market/turnplate/logs", [turnplateResource]),
];
