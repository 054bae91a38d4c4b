import * as z from "zod";
import {
  MESSAGE_MAX,
  POINTS_MAX,
  rewardValueOk,
  SEND_RESULTS,
  TASK_AUDIENCES,
  TASK_DELAY_MAX,
  TASK_LIFECYCLE,
  TASK_NAME_MAX,
  TASK_REMARK_MAX,
  TASK_REWARDS,
  TASK_TRIGGERS,
} from "../../../app/features/market-tool/market-task-rules";
import { ALL_SITES } from "../../../app/lib/constants";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { idField, isoDate, positiveId, text, versionField, singleLine } from "../../http/list";
import { endpoint } from "../../http/router";
import { contains, equals, flag, period } from "../../resources/filters";
import { logEndpoint } from "../../resources/logs";
import { resourceEndpoints, type ResourceDef } from "../../resources/resource";
import { siteAbbr } from "../config/schemas";
import { keysetPage } from "../goods/keyset";
import { usWestDays } from "../offers/listed";
import { refuseForeignTargets } from "./reward-targets";

// Market tasks (spec section 7 "Market tasks"): a site's task sends an audience a coupon, voucher,
// points or a message when something happens to a customer (sign-up, first order, birthday, an
// abandoned cart: after `delay_hours`) or once at a scheduled hour, within a period of US West days.
// Enabled ⇄ disabled (toggle_status); a task is edited only while disabled; an ended one stays off.
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(", ")}` });
const LA = "America/Los_Angeles";

const fields = {
  name: singleLine(TASK_NAME_MAX).min(1, "name is required"),
  site: siteAbbr,
  trigger: oneOf(TASK_TRIGGERS),
  delay_hours: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(TASK_DELAY_MAX, `must be at most ${TASK_DELAY_MAX}`)
    .default(0),
  /** a scheduled task's US West day and hour (0–23); the others have none */
  send_day: isoDate.nullable().default(null),
  send_hour: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(0, "must be from 0 to 23")
    .max(23, "must be from 0 to 23")
    .nullable()
    .default(null),
  audience: oneOf(TASK_AUDIENCES),
  reward_kind: oneOf(TASK_REWARDS),
  reward_value: text(MESSAGE_MAX).min(1, "reward_value is required"),
  start_day: isoDate,
  end_day: isoDate,
  remark: text(TASK_REMARK_MAX).default(""),
};
type Body = z.infer<z.ZodObject<typeof fields>>;
const ok = (p: { value: unknown; issues: { path?: PropertyKey[] }[] }, ...names: string[]) =>
  typeof p.value === "object" && p.value !== null && !p.issues.some((i) => names.includes(String(i.path?.[0])));
const rules = <S extends z.ZodType<Body>>(s: S) =>
  s
    .refine((v) => v.end_day >= v.start_day, {
      message: "must be on or after start_day",
      path: ["end_day"],
      when: (p) => ok(p, "start_day", "end_day"),
    })
    .refine((v) => rewardValueOk(v.reward_kind, v.reward_value), {
      message: `must be the id of a voucher or coupon (discount) of the site, a whole number of points from 1 to ${POINTS_MAX}, or a message of 1–${MESSAGE_MAX} characters, as reward_kind says`,
      path: ["reward_value"],
      when: (p) => ok(p, "reward_kind", "reward_value"),
    })
    .superRefine((v, ctx) => {
      if (v.trigger === "scheduled") {
        if (v.send_day === null) ctx.addIssue({ code: "custom", path: ["send_day"], message: "is required for a scheduled task" });
        else if (v.send_day < v.start_day || v.send_day > v.end_day)
          ctx.addIssue({ code: "custom", path: ["send_day"], message: "must be within the period (start_day to end_day)" });
        if (v.send_hour === null) ctx.addIssue({ code: "custom", path: ["send_hour"], message: "is required for a scheduled task" });
        if (v.delay_hours !== 0) ctx.addIssue({ code: "custom", path: ["delay_hours"], message: "must be 0 for a scheduled task" });
      } else {
        if (v.send_day !== null) ctx.addIssue({ code: "custom", path: ["send_day"], message: "is only for a scheduled task" });
        if (v.send_hour !== null) ctx.addIssue({ code: "custom", path: ["send_hour"], message: "is only for a scheduled task" });
      }
    });

export const taskCreateBody = rules(z.strictObject(fields));
export const taskUpdateBody = rules(z.strictObject({ id: idField, version: versionField, ...fields }));

export const taskRefusal = {
  enabled: () =>
    new ApiError(409, "The market task is enabled: disable it before changing it", { state: "enabled" }, "营销任务已启用：请先停用再修改"),
  ended: () =>
    new ApiError(
      409,
      "The market task's period has ended: change its last day before enabling it",
      null,
      "营销任务已结束：请先修改结束日期再启用",
    ),
};

async function derive(q: Queryable, v: Record<string, any>, id: number | null) {
  if (id !== null) {
    const [row] = await q.query<{ enabled: boolean }>("select enabled from market_tasks where id = $1 for update", [id]);
    if (row?.enabled) throw taskRefusal.enabled();
  }
  // a voucher or coupon is one of the task's own site still in use, picked from a list (issue 41 §5)
  if (v.reward_kind === "voucher" || v.reward_kind === "coupon")
    await refuseForeignTargets(q, v.reward_kind === "voucher" ? "voucher" : "discount", v.site, [Number(v.reward_value)], "reward_value");
  const p = await usWestDays(q, v.start_day, v.end_day);
  let send_at: string | null = null;
  if (v.trigger === "scheduled") {
    const [s] = await q.query<{ at: string }>(`select ($1::date::timestamp + $2::int * interval '1 hour') at time zone '${LA}' as at`, [
      v.send_day,
      v.send_hour,
    ]);
    send_at = s.at;
  }
  return { ...p, send_at };
}

export const taskResource: ResourceDef = {
  entity: "market_task",
  noun: { en: "Market task", zh: "营销任务" },
  route: "task-list",
  table: "market_tasks",
  select: `id, name, site_abbr as site, trigger, delay_hours, send_at, audience, reward_kind, reward_value, start_at, end_at, remark,
    enabled, version, updated_by, created_at, updated_at,
    case reward_kind when 'voucher' then (select v.name from vouchers v where v.id::text = market_tasks.reward_value)
      when 'coupon' then (select d.name from discounts d where d.id::text = market_tasks.reward_value) end as reward_name`,
  columns: { site: "site_abbr", start_day: null, end_day: null, send_day: null, send_hour: null, reward_name: null },
  list: {
    path: "/api/market/tasks",
    filters: {
      site: equals("site_abbr", siteAbbr),
      trigger: equals("trigger", oneOf(TASK_TRIGGERS)),
      reward_kind: equals("reward_kind", oneOf(TASK_REWARDS)),
      enabled: flag("enabled"),
      name: contains(["name"], singleLine(TASK_NAME_MAX)),
      period: period("start_at", "end_at"),
    },
    order: "id desc",
    sort: { name: "name", start_at: "start_at", end_at: "end_at", updated_at: "updated_at" },
  },
  // spec section 7: GET task/detail, POST task/create, task/toggle_status (update: this API's own, for the form)
  show: { path: "/api/market/task/detail/{id}" },
  create: { path: "/api/market/task/create", body: taskCreateBody },
  update: { path: "/api/market/task/update", body: taskUpdateBody },
  transition: { path: "/api/market/task/toggle_status", lifecycle: TASK_LIFECYCLE },
  check: (q, v, id) => derive(q, v, id),
  checkTransition: async (_q, row, name) => {
    if (name === "enable" && new Date(row.end_at).getTime() <= Date.now()) throw taskRefusal.ended();
  },
};

/** the three task screens read the tasks (the send records filter by task) */
const TASK_READ = { any: ["task-list", "task-detail", "task-record-list"] };

/** GET task/filters: what the task screens filter by, so every screen offers the same choices. */
const filtersEndpoint = endpoint({
  method: "GET",
  path: "/api/market/task/filters",
  access: TASK_READ,
  handler: async () => ({
    sites: ALL_SITES,
    triggers: TASK_TRIGGERS,
    audiences: TASK_AUDIENCES,
    reward_kinds: TASK_REWARDS,
    statuses: Object.keys(TASK_LIFECYCLE.states),
    results: SEND_RESULTS,
  }),
});

export const sendQuery = z.strictObject({
  task_id: positiveId.optional(),
  site: siteAbbr.optional(),
  /** a customer's id or their e-mail address (exact, any case) */
  customer: singleLine(254).min(1).optional(),
  result: oneOf(SEND_RESULTS).optional(),
  /** US West days, inclusive */
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  after: positiveId.optional(),
  before: positiveId.optional(),
  page_size: z.coerce.number().int().min(1).max(100, "page_size must be at most 100").default(20),
});
type SendQuery = z.infer<typeof sendQuery>;

/** GET task/send_records: who was sent what by which task, newest first, by keyset; never counted. */
const sendRecordsEndpoint = endpoint<SendQuery>({
  method: "GET",
  path: "/api/market/task/send_records",
  access: { any: ["task-record-list", "task-detail"] },
  query: sendQuery,
  handler: ({ db, query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: (p: string) => string, v: unknown) => {
      if (v === undefined) return;
      params.push(v);
      where.push(clause(`$${params.length}`));
    };
    add((p) => `s.task_id = ${p}`, query.task_id);
    add((p) => `s.site_abbr = ${p}`, query.site);
    if (query.customer !== undefined) {
      if (/^\d{1,9}$/.test(query.customer)) add((p) => `s.customer_id = ${p}::int`, query.customer);
      else add((p) => `lower(s.customer_email) = lower(${p})`, query.customer);
    }
    add((p) => `s.result = ${p}`, query.result);
    add((p) => `s.sent_at >= (${p}::date::timestamp at time zone '${LA}')`, query.date_from);
    add((p) => `s.sent_at < ((${p}::date + 1)::timestamp at time zone '${LA}')`, query.date_to);
    return keysetPage(db, {
      select: `s.id::int as id, s.task_id, t.name as task_name, s.site_abbr as site, s.customer_id, s.customer_email,
        s.reward_kind, s.reward_value, s.result, s.reason, s.sent_at`,
      from: "market_task_sends s join market_tasks t on t.id = s.task_id",
      key: "s.id",
      keyField: "id",
      where,
      params,
      after: query.after,
      before: query.before,
      pageSize: query.page_size,
    });
  },
});

export const taskEndpoints = [
  ...resourceEndpoints(taskResource).map((e) => (e.method === "GET" ? { ...e, access: TASK_READ } : e)),
  filtersEndpoint,
  sendRecordsEndpoint,
  logEndpoint("/api/market/task/logs", [taskResource]),
];
