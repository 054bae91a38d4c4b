import * as z from "zod";
import type { Queryable } from "../../db/client";
import { keysetBatches, writeXlsx, XLSX_TYPE } from "../../excel/write";
import { Download } from "../../http/download";
import { notFound } from "../../http/errors";
import { positiveId } from "../../http/list";
import { endpoint } from "../../http/router";
import { moneyCell } from "../../excel/columns";
import { realSite } from "./catalogue";
import { sheetLang } from "../../excel/columns";
import { HEAD } from "./spreadsheet";
import { decimalsOf } from "../../../app/domain/money";
import { accessFor, loadEvent, overlapping, type EventRow } from "./store";

// batchSaveFromPoolExcel (spec section 7, a GET beside batchSaveFromPool): what a product pool
// would add to an event, one row per SKU, as a streamed .xlsx (no time-out, spec section 9). The
// columns are the ones importBatchUpdatePrice reads back (SKU, Event price, Stock), the event price
// prefilled with the SKU's price on the event's site, so staff edit prices in the sheet, add the
// rows with batchSaveFromPool and import the sheet. A last column names the SKUs already in this
// event or on sale in an overlapping event of the site: publishing would be refused for those.

export const poolSheetQuery = z.strictObject({ event_id: positiveId, pool_id: positiveId });

interface PoolRow {
  id: number;
  sku_code: string;
  product_name: string;
  stock: number;
  site_minor: string | null;
  in_event: boolean;
  other_id: number | null;
  other_name: string | null;
}

/** A page of the pool's SKUs by SKU id (keyset), with the site price and where each is already on sale. */
function poolPage(q: Queryable, ev: EventRow, poolId: number) {
  return (after: number | null, size: number) =>
    q.query<PoolRow>(
      `select s.id, s.sku_code, p.name as product_name, s.stock, sp.price_minor::text as site_minor,
              exists (select 1 from event_products mine where mine.event_id = $1 and mine.sku_code = s.sku_code) as in_event,
              o.id as other_id, o.name as other_name
         from product_pool_items pi
         join skus s on s.product_id = pi.product_id
         join products p on p.id = pi.product_id
         left join sku_prices sp on sp.sku_id = s.id and sp.site_abbr = $3 and sp.currency_code = $4
         left join lateral (
           select o.id, o.name from event_products op join events o on o.id = op.event_id
            where op.sku_code = s.sku_code and op.event_id <> $1 and ${overlapping("o", "$2", "$5", "$6")}
            order by o.id limit 1
         ) o on true
        where pi.pool_id = $7 and s.id > $8
        order by s.id limit $9`,
      [ev.id, ev.site, realSite(ev.site), ev.currency, ev.start_at, ev.end_at, poolId, after ?? 0, size],
    );
}

const NOTE = {
  here: { en: "In this event", zh: "已在本活动中" },
  other: { en: 'On sale in "{name}" (#{id}) at overlapping times', zh: "重叠时段已参加活动“{name}”(#{id})" },
} as const;

export const poolSheetEndpoint = endpoint<z.infer<typeof poolSheetQuery>>({
  method: "GET",
  path: "/api/event/batchSaveFromPoolExcel",
  // whoever may add a pool's products to the event may download what they would add
  access: accessFor("write"),
  query: poolSheetQuery,
  async handler({ db, user, query, req }) {
    const ev = await loadEvent(db, user, query.event_id, "write");
    const pool = (await db.query<{ id: number }>("select id from product_pools where id = $1", [query.pool_id]))[0];
    if (!pool) throw notFound("Pool", "商品池");
    const decimals = decimalsOf(ev.currency);
    const lang = sheetLang(req);
    const h = (k: keyof typeof HEAD) => HEAD[k][lang];
    const note = (r: PoolRow) =>
      r.in_event
        ? NOTE.here[lang]
        : r.other_id === null
          ? null
          : NOTE.other[lang].replace("{name}", r.other_name ?? "").replace("{id}", String(r.other_id));
    const site = (r: PoolRow) => moneyCell(r.site_minor, decimals);
    return new Download(`event-${ev.id}-pool-${pool.id}.xlsx`, XLSX_TYPE, async (out) => {
      await writeXlsx<PoolRow>(
        out,
        "pool",
        [
          { header: h("sku"), value: (r) => r.sku_code, width: 22 },
          { header: h("product"), value: (r) => r.product_name, width: 40 },
          { header: `${h("site_price")} (${ev.currency})`, value: site, width: 16, decimals },
          // the starting point staff edit: the SKU's price on the site now
          { header: h("price"), value: site, width: 16, decimals },
          { header: h("stock"), value: (r) => r.stock, width: 10 },
          { header: h("taken"), value: note, width: 48 },
        ],
        keysetBatches(poolPage(db, ev, pool.id), (r) => r.id),
      );
    });
  },
});
