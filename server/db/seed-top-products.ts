import type { Queryable } from "./client";

// Top products demo (Page management): pinned products for a few categories of the us and de
// storefronts, and the settings of those two sites (the others keep the defaults). A product is
// pinned only where it has a price on the category's site. Only into empty tables.
const PINS: [site: string, category: string, count: number][] = [
  ["us", "Girls", 4],
  ["us", "Baby", 3],
  ["us", "New In", 2],
  ["de", "Baby", 3],
  ["de", "Girls", 2],
];

export async function seedTopProducts(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>(
    "select (select count(*) from category_top_products) + (select count(*) from category_top_product_settings) as n",
  );
  if (Number(n)) return;
  for (const [i, [site, name, count]] of PINS.entries()) {
    // on-sale products priced on the site, a different stretch of the catalogue per category
    await q.query(
      `insert into category_top_products (category_id, product_id, sort, created_by)
       select c.id, p.id, (row_number() over (order by p.id)) * 10, 'Ada Admin'
         from categories c, lateral (
           select p.id from products p
            where p.status = 'on_sale' and p.id > $4 and exists (select 1 from sku_prices sp where sp.product_id = p.id and sp.site_abbr = c.site_abbr)
            order by p.id limit $3) p
        where c.site_abbr = $1 and c.parent_id is null and c.name = $2`,
      [site, name, count, i * 20],
    );
  }
  await q.query(
    `insert into category_top_product_settings (site_abbr, max_pins, fill_rule, updated_by) values
      ('us', 12, 'sales', 'Ada Admin'), ('de', 8, 'newest', 'Ada Admin')`,
  );
}
