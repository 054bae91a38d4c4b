import type { Queryable } from "../../db/client";
import { containing } from "../../http/list";
import { PRODUCT_COLS } from "./store";

/**
 * One page of an event's products in id order, from the product after `after` (the detail page's
 * keyset), with the first row of the next page when there is one.
 *
 * Unfiltered, the page is a walk of the (event_id, id) index from the row pair (event, after),
 * `page + 1` entries long, kept to this event's rows afterwards (the last page may read into the
 * next event's, never more than `page + 1` rows). Written `event_id = $1 … order by id`, the plan
 * rested on the planner's guess of an event's size: the embedded engine has no autovacuum, so its
 * statistics still said what the build's template held (no event products), it guessed 37 rows for
 * any event, and read every product of the event and sorted them for each page — all 10,000 of the
 * bench's event on the first page, only the rest past the cursor on a deep one (issue 42 §2: the
 * first page's p95 was half again the deep page's). A range on the row pair is estimated as a third
 * of the table with or without statistics, so the ordered walk that stops at the page is always
 * the cheapest plan.
 *
 * A SKU search reads the event's rows that match (a substring match has no index to walk in order).
 */
export function eventProductPage(q: Queryable, eventId: number, opts: { after?: number; sku?: string; pageSize: number }) {
  const limit = opts.pageSize + 1;
  if (opts.sku)
    return q.query(
      `select ${PRODUCT_COLS} from event_products where event_id = $1 and id > $2 and sku_code ilike $3 order by id limit ${limit}`,
      [eventId, opts.after ?? 0, containing(opts.sku)],
    );
  return q.query(
    `select ${PRODUCT_COLS} from (
       select * from event_products where (event_id, id) > ($1, $2) order by event_id, id limit ${limit}
     ) walked where event_id = $1 order by id`,
    [eventId, opts.after ?? 0],
  );
}
