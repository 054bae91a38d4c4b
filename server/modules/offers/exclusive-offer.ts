import { reachKind } from "../../../app/domain/kinds/reach";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { kindEndpoints } from "../../resources/kind";
import { fromCatalogue } from "./catalogue-products";
import { siteOffersCurrency } from "./special-offer";

// An exclusive offer (app/domain/kinds/reach.ts), with its rules written by hand: the site sells in
// its currency; its products are the catalogue's, sold on the site and named as the catalogue names them,
// each priced at most at its lowest SKU price on the site in the offer's currency; not edited while online; not put online once ended or while another online offer
// prices one of its products for the same group and site at the same time.

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

/** every exclusive-offer endpoint: the kind's, with its refusals */
export const exclusiveOfferEndpoints = kindEndpoints(reachKind, {
  async check(q, v, id) {
    if (id !== null) {
      const [row] = await q.query<{ status: string }>("select status from exclusive_offers where id = $1 for update", [id]);
      if (row?.status === "online") throw reachRefusal.online();
    }
    await siteOffersCurrency(q, String(v.site), String(v.currency));
    return fromCatalogue(q, String(v.site), v.products as { product_code: string; price: string }[], String(v.currency));
  },
  checkTransition: checkOnline,
});
