import type { Queryable } from "./client";

// Product pools of categories (Page management, category details): the first 240 demo products are
// filed under the us tree's lowest categories in turn, and two us categories show a us pool of the
// goods demo. Only when no product is filed under a category yet, and no category shows a pool.
const SHOWN: [category: string, pool: string][] = [
  ["New In", "Summer picks for toddlers"],
  ["Boys", "Back to School 2026"],
];

export async function seedCategoryPools(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>(
    "select (select count(*) from (select 1 from products where category_id is not null limit 1) x) + (select count(*) from categories where pool_id is not null) as n",
  );
  if (Number(n)) return;
  await q.query(
    `with leaves as (
       select c.id, row_number() over (order by c.id) - 1 as k, count(*) over () as n
         from categories c where c.site_abbr = 'us' and not exists (select 1 from categories x where x.parent_id = c.id))
     update products p set category_id = l.id from leaves l where p.id <= 240 and p.id % l.n = l.k`,
  );
  for (const [category, pool] of SHOWN) {
    await q.query(
      `update categories c set pool_id = pp.id from product_pools pp
        where c.site_abbr = 'us' and c.parent_id is null and c.name = $1 and pp.site_abbr = 'us' and pp.name = $2`,
      [category, pool],
    );
  }
}
