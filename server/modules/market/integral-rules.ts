import * as z from "zod";
import {
  periodsOverlap,
  RULE_KINDS,
  RULE_NAME_MAX,
  RULE_REMARK_MAX,
  RULE_VALUE,
  ruleValueOk,
  type RuleKind,
} from "../../../app/features/market-tool/balance-rules";
import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { idField, isoDate, text, versionField, singleLine } from "../../http/list";
import { logEndpoint } from "../../resources/logs";
import { contains, equals, flag, period } from "../../resources/filters";
import { recordApi, resourceEndpoints, type ResourceDef } from "../../resources/resource";
import { siteAbbr } from "../config/schemas";
import { usWestDays } from "../offers/listed";

// Points-earning rules (integral-rules): per site, a kind (points per currency unit spent, sign-up,
// review and check-in bonuses, points' expiry in days, the redemption rate, the largest share of an
// order payable with points) and one whole-number value whose range depends on the kind, valid from
// the first to the last US West day. A rule is created disabled; enabled ⇄ disabled. Two enabled
// rules of one site and kind may not overlap in time: enabling (or moving the period of an enabled
// rule) is refused with 409 naming the other rule. The check locks the site's rules of that kind,
// so two people enabling overlapping rules at once cannot both succeed.

export const RULES_ROUTE = "integral-rules";
const LA = "America/Los_Angeles";
const kind = z.enum(RULE_KINDS, { error: `must be one of ${RULE_KINDS.join(", ")}` });
const fields = {
  name: singleLine(RULE_NAME_MAX).pipe(z.string().min(1, "is required")),
  site: siteAbbr,
  kind,
  value: z.number({ error: "must be a whole number" }).int("must be a whole number"),
  start_day: isoDate,
  end_day: isoDate,
  remark: text(RULE_REMARK_MAX).default(""),
};
type Body = { kind: RuleKind; value: number; start_day: string; end_day: string };
const rules = <S extends z.ZodType<Body>>(s: S) =>
  s
    .refine((v) => ruleValueOk(v.kind, v.value), {
      error: (iss) => {
        const r = RULE_VALUE[(iss.input as Partial<Body> | null)?.kind as RuleKind];
        return r ? `must be from ${r.min} to ${r.max} for ${(iss.input as Body).kind}` : "is out of range for the kind";
      },
      path: ["value"],
      when: (p) =>
        typeof p.value === "object" &&
        p.value !== null &&
        !Array.isArray(p.value) &&
        !p.issues.some((i) => !i.path?.length || ["kind", "value"].includes(String(i.path?.[0]))),
    })
    .refine((v) => v.end_day >= v.start_day, {
      message: "must be on or after start_day",
      path: ["end_day"],
      when: (p) =>
        typeof p.value === "object" &&
        p.value !== null &&
        !Array.isArray(p.value) &&
        !p.issues.some((i) => !i.path?.length || ["start_day", "end_day"].includes(String(i.path?.[0]))),
    });

export const ruleCreateBody = rules(z.strictObject(fields));
export const ruleUpdateBody = rules(z.strictObject({ id: idField, version: versionField, ...fields }));

const day = (q: Queryable, at: string) =>
  q.query<{ d: string }>(`select to_char($1::timestamptz at time zone '${LA}', 'YYYY-MM-DD') as d`, [at]).then((r) => r[0].d);

/** Refuses an enabled rule whose period meets another enabled rule of its site and kind, naming it. */
async function refuseOverlap(q: Queryable, r: { id: number | null; site: string; kind: string; start_at: string; end_at: string }) {
  const others = await q.query<{ id: number; name: string; start_at: string; end_at: string; enabled: boolean }>(
    `select id, name, start_at, end_at, enabled from integral_rules where site_abbr = $1 and kind = $2 order by id for update`,
    [r.site, r.kind],
  );
  const at = (v: string | Date) => new Date(v).toISOString();
  const hit = others.find(
    (o) =>
      o.enabled &&
      o.id !== r.id &&
      periodsOverlap({ start_at: at(o.start_at), end_at: at(o.end_at) }, { start_at: at(r.start_at), end_at: at(r.end_at) }),
  );
  if (!hit) return;
  const period = `${await day(q, hit.start_at)} – ${await day(q, hit.end_at)}`;
  const en = `overlaps the enabled rule "${hit.name}" (#${hit.id}, ${period}) of the same site and kind: change its period or disable it first`;
  throw new ApiError(
    409,
    en,
    { errors: { start_day: [en] }, other: { id: hit.id, name: hit.name } },
    `与同站点同类型的已启用规则「${hit.name}」(#${hit.id}，${period}) 时间重叠：请修改其时间或先停用它`,
  );
}

export const integralRuleResource: ResourceDef = {
  entity: "integral_rule",
  noun: { en: "Points rule", zh: "积分规则" },
  route: RULES_ROUTE,
  table: "integral_rules",
  select: "id, name, site_abbr as site, kind, value, start_at, end_at, remark, enabled, version, updated_by, created_at, updated_at",
  columns: { site: "site_abbr", start_day: null, end_day: null },
  list: {
    path: "/api/market/integral-rules",
    filters: {
      site: equals("site_abbr", siteAbbr),
      kind: equals("kind", kind),
      enabled: flag("enabled"),
      period: period("start_at", "end_at"),
      name: contains(["name"], singleLine(RULE_NAME_MAX)),
    },
    order: "id desc",
    sort: { name: "name", kind: "kind", start_at: "start_at", end_at: "end_at", updated_at: "updated_at" },
  },
  ...recordApi("/api/market/integral-rule", { create: ruleCreateBody, update: ruleUpdateBody, lifecycle: ENABLE_DISABLE }),
  check: async (q, v, id) => {
    const p = await usWestDays(q, String(v.start_day), String(v.end_day));
    if (id !== null) {
      const [row] = await q.query<{ enabled: boolean }>("select enabled from integral_rules where id = $1 for update", [id]);
      if (row?.enabled) await refuseOverlap(q, { id, site: String(v.site), kind: String(v.kind), ...p });
    }
    return p;
  },
  checkTransition: async (q, row, name) => {
    if (name === "enable")
      await refuseOverlap(q, {
        id: Number(row.id),
        site: String(row.site),
        kind: String(row.kind),
        start_at: String(row.start_at),
        end_at: String(row.end_at),
      });
  },
};

/** the list, and its hidden form page, read the rules */
const RULES_READ = { any: [RULES_ROUTE, "integral-rules-edit"] };
export const integralRuleEndpoints = [
  ...resourceEndpoints(integralRuleResource).map((e) => (e.method === "GET" ? { ...e, access: RULES_READ } : e)),
  logEndpoint("/api/market/integral-rule/logs", [integralRuleResource]),
];
