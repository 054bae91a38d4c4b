import * as z from "zod";
import { notFound } from "../../http/errors";
import { positiveId } from "../../http/list";
import { endpoint } from "../../http/router";
import { PRODUCT_DETAIL_READ } from "./access";

// GET product/event_detail (spec section 7 "Goods"): where one product is used — the events its
// SKUs are in, the labels and the pools it is in — each with its state and times, so staff see on
// the product's page what a price or stock change would touch. Newest first, at most
// EVENT_DETAIL_MAX of each (a product in more is rare; the console says when a list is cut).

export const EVENT_DETAIL_MAX = 50;
export const eventDetailQuery = z.strictObject({ product_id: positiveId });

export const productEventEndpoints = [
  endpoint<z.infer<typeof eventDetailQuery>>({
    method: "GET",
    path: "/api/product/event_detail",
    access: PRODUCT_DETAIL_READ,
    query: eventDetailQuery,
    async handler({ db, query }) {
      const [product] = await db.query<{
        id: number;
        spu: string;
        name: string;
      }>("select id, spu, name from products where id = $1", [query.product_id]);
      if (!product) throw notFound("Product", "商品");
      const limit = EVENT_DETAIL_MAX + 1;
      const [events, labels, pools] = await Promise.all([
        db.query(
          `select e.id, e.kind, e.name, e.site_abbr as site, e.status, e.start_at, e.end_at, array_agg(ep.sku_code order by ep.sku_code) as sku_codes
             from event_products ep join events e on e.id = ep.event_id
            where ep.sku_code in (select sku_code from skus where product_id = $1)
            group by e.id order by e.start_at desc, e.id desc limit $2`,
          [product.id, limit],
        ),
        db.query(
          `select l.id, l.name, l.site_abbr as site, l.type, l.enabled, lp.added_at
             from label_products lp join labels l on l.id = lp.label_id
            where lp.product_id = $1 order by lp.added_at desc, l.id desc limit $2`,
          [product.id, limit],
        ),
        db.query(
          `select pp.id, pp.name, pp.site_abbr as site, pp.enabled, i.added_at
             from product_pool_items i join product_pools pp on pp.id = i.pool_id
            where i.product_id = $1 order by i.added_at desc, pp.id desc limit $2`,
          [product.id, limit],
        ),
      ]);
      const cut = <T>(rows: T[]) => ({
        list: rows.slice(0, EVENT_DETAIL_MAX),
        more: rows.length > EVENT_DETAIL_MAX,
      });
      return {
        product,
        events: cut(events),
        labels: cut(labels),
        pools: cut(pools),
      };
    },
  }),
];
