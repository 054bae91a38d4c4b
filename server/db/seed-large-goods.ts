import type { Db } from "./client";
import type { Progress } from "./seed-large";
import { insertProducts, syncGoodsSequences } from "./seed-goods";

// The large goods data set: 1,000,000 products (2 SKUs each, priced on 2 storefronts: 4,000,000
// prices) and 1,000 pools of 100 products, generated set-based by the demo seed's own statements
// in batches of 50,000 so the bar moves and no transaction holds millions of rows.
export const LARGE_PRODUCTS = 1_000_000;
export const LARGE_POOLS = 1_000;
const BATCH = 50_000;
const POOL_SIZE = 100;

export async function seedLargeGoods(db: Db, report: Progress): Promise<void> {
  const [{ max }] = await db.query<{ max: number }>("select coalesce(max(id), 0)::int as max from products");
  for (let from = max + 1; from <= LARGE_PRODUCTS; from += BATCH) {
    const count = Math.min(BATCH, LARGE_PRODUCTS - from + 1);
    await db.tx(async (q) => {
      // a batch is one statement per table: on a busy machine it outlasts the API's 30 s statement limit
      await q.query("set local statement_timeout = 0");
      await insertProducts(q, from, count, "seed-large");
    });
    report("products", from + count - 1, LARGE_PRODUCTS);
  }
  await db.tx((q) => syncGoodsSequences(q));
  report("products", LARGE_PRODUCTS, LARGE_PRODUCTS);
  const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from product_pools");
  const sites = ["us", "ca", "uk", "eur", "de", "glb", "au"];
  for (let i = n; i < LARGE_POOLS; i += 100) {
    const upto = Math.min(i + 100, LARGE_POOLS);
    await db.tx(async (q) => {
      await q.query("set local statement_timeout = 0");
      // pool k holds the 100 products k * 997 + j * 9973 (mod a million): spread over the whole range
      await q.query(
        `with pools as (
           insert into product_pools (name, site_abbr, description, product_count, created_by, updated_by)
           select 'Campaign pool ' || k, ($3::text[])[1 + k % 7], 'Generated for the scale figures', $4, 'seed-large', 'seed-large'
             from generate_series($1::int, $2::int) k
           returning id, (regexp_replace(name, '\\D', '', 'g'))::int as k)
         insert into product_pool_items (pool_id, product_id, added_by)
         select p.id, 1 + ((p.k * 997 + j * 9973) % ${LARGE_PRODUCTS}), 'seed-large' from pools p, generate_series(0, $4 - 1) j
         on conflict do nothing`,
        [i + 1, upto, sites, POOL_SIZE],
      );
    });
    report("pools", upto, LARGE_POOLS);
  }
  // vacuum too: it marks the pages all-visible, without which the planner reads capped counts
  // (the list's status figures) from the heap: 7 ms each instead of 0.3 ms by the index alone
  for (const table of ["products", "skus", "sku_prices", "product_pool_items"]) await db.query(`vacuum analyze ${table}`);
}
