import { rankingKind } from "../../../app/domain/kinds/ranking";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { kindEndpoints } from "../../resources/kind";
import { fromCatalogue } from "./catalogue-products";

// A product ranking (app/domain/kinds/ranking.ts), with its rules written by hand: its products are the
// catalogue's, sold on the site and named as the catalogue names them; not edited while online, not put online once ended or
// over another online ranking of the site and type.

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

/** every ranking endpoint: the kind's, with its refusals */
export const rankingEndpoints = kindEndpoints(rankingKind, {
  check: async (q, v, id) => {
    if (id !== null) {
      const [row] = await q.query<{ status: string }>("select status from rankings where id = $1 for update", [id]);
      if (row?.status === "online") throw rankingRefusal.online();
    }
    return fromCatalogue(q, String(v.site), v.products as { product_code: string }[]);
  },
  checkTransition: checkOnline,
});
