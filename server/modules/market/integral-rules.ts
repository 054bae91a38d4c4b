import { integralRuleKind } from "../../../app/domain/kinds/integral-rule";
import { periodsOverlap } from "../../../app/features/market-tool/balance-rules";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { kindEndpoints } from "../../resources/kind";

// Points-earning rules (app/domain/kinds/integral-rule.ts), with the rule written by hand: two enabled
// rules of one site and kind may not overlap in time. Enabling (or moving the period of an enabled
// rule) is refused with 409 naming the other rule. The check locks the site's rules of that kind, so
// two people enabling overlapping rules at once cannot both succeed.

const LA = "America/Los_Angeles";
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

export const integralRuleEndpoints = kindEndpoints(integralRuleKind, {
  // the kind has stored the days' instants in v.start_at / v.end_at
  check: async (q, v, id) => {
    if (id !== null) {
      const [row] = await q.query<{ enabled: boolean }>("select enabled from integral_rules where id = $1 for update", [id]);
      if (row?.enabled)
        await refuseOverlap(q, { id, site: String(v.site), kind: String(v.kind), start_at: String(v.start_at), end_at: String(v.end_at) });
    }
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
});
