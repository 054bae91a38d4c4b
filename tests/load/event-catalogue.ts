// Run by `npm run bench` (tests/load/bench.mjs) while its server is stopped, before the event row:
// the catalogue SKUs the event of 10,000 products is made of (tests/load/event-scale.mjs). Since
// issue 41 §1 an event takes only SKUs the goods catalogue sells on its site, and the demo seed
// sells ~200 on us; there is no API that adds goods, so they go in here with the demo seed's own
// statement (insertProducts: the same names, SKUs and site prices, only more of them), followed
// by a pool of the products priced on us, whose sheet (batchSaveFromPoolExcel) the bench reads as
// staff would. The embedded database opens in one process only: hence a run between two starts.
// Idempotent: a second run finds the pool and does nothing.
//   DATA_DIR=… npx tsx tests/load/event-catalogue.ts
import { openDb } from "../../server/db/client";
import { insertProducts, syncGoodsSequences } from "../../server/db/seed-goods";
import { BENCH_POOL, EVENT_PRODUCTS } from "./event-scale.mjs";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("event-catalogue: expects DATA_DIR (the bench's embedded database)");
const db = await openDb({ dataDir });
try {
  await db.tx(async (q) => {
    const [found] = await q.query<{ id: number }>("select id from product_pools where name = $1", [BENCH_POOL]);
    if (found) return;
    const [{ max }] = await q.query<{ max: number }>("select coalesce(max(id), 0)::int as max from products");
    // a product sells on two of the seven sites, each with its two SKUs: 2 in 7 products on us;
    // a tenth more so the pool surely holds EVENT_PRODUCTS SKUs priced on us
    const count = Math.ceil(((EVENT_PRODUCTS / 2) * 7) / 2 / 0.9);
    await insertProducts(q, max + 1, count, "bench");
    await syncGoodsSequences(q);
    await q.query(
      `with pool as (
         insert into product_pools (name, site_abbr, description, created_by, updated_by)
         values ($1, 'us', 'The SKUs of the bench''s event of 10,000 products', 'bench', 'bench') returning id),
       items as (
         insert into product_pool_items (pool_id, product_id, added_by)
         select pool.id, p.id, 'bench' from pool, products p
          where p.id > $2 and exists (select 1 from sku_prices sp where sp.product_id = p.id and sp.site_abbr = 'us')
         returning 1)
       update product_pools set product_count = (select count(*) from items) where id = (select id from pool)`,
      [BENCH_POOL, max],
    );
  });
  // a bulk load is followed by its tables' statistics, as autovacuum would on PostgreSQL (PGlite has
  // none, and the only other writer of goods is the seed, analyzed when the build makes its template)
  await db.exec("analyze products, skus, sku_prices, product_pools, product_pool_items");
} finally {
  await db.close();
}
