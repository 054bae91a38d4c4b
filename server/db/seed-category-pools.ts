import type { Queryable } from "./client";

// Product pools of categories (Page management, category details): two us categories show a us
// pool of the goods demo. The demo products' own categories come from seedProductCategories
// (seed-category.ts). Only while no category shows a pool.
const SHOWN: [category: string, pool: string][] = [
  ["New In", "Summer picks for toddlers"],
  ["Boys", "Back to School 2026"],
];

export async function seedCategoryPools(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from categories where pool_id is not null");
  if (n) return;
  for (const [category, pool] of SHOWN) {
    await q.query(
      `update categories c set pool_id = pp.id from product_pools pp
        where c.site_abbr = 'us' and c.parent_id is null and c.name = $1 and pp.site_abbr = 'us' and pp.name = $2`,
      [category, pool],
    );
  }
}
