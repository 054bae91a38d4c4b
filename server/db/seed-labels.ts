import type { Queryable } from "./client";

// Labels demo: labels of every type on several sites, one hidden, with products, related events and
// the label-product log, so label-manage-list and -detail show every state.
const LABELS: [site: string, name: string, type: string, text: string, bg: string, sort: number, enabled: boolean, products: number][] = [
  ["us", "Hot Sale", "promotion", "#FFFFFF", "#E02020", 1, true, 24],
  ["us", "New In", "new_arrival", "#FFFFFF", "#1F7A3A", 2, true, 12],
  ["us", "Best Seller", "best_seller", "#222222", "#FFD23F", 3, true, 8],
  ["uk", "Limited Stock", "limited", "#FFFFFF", "#6B3FA0", 1, true, 6],
  ["de", "Neu", "new_arrival", "#FFFFFF", "#1F7A3A", 1, true, 5],
  ["eur", "Back to School", "custom", "#222222", "#8AD1F5", 1, false, 3],
  ["au", "Summer Deal", "promotion", "#FFFFFF", "#B34700", 1, true, 0],
];

export async function seedLabels(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from labels");
  if (n) return;
  let first = 1;
  for (const [site, name, type, text, bg, sort, enabled, count] of LABELS) {
    const [{ id }] = await q.query<{ id: number }>(
      "insert into labels (site_abbr, name, type, text_color, bg_color, sort, enabled, updated_by) values ($1, $2, $3, $4, $5, $6, $7, 'operator') returning id",
      [site, name, type, text, bg, sort, enabled],
    );
    if (count) {
      const spus = await q.query<{ spu: string }>(
        `with ins as (insert into label_products (label_id, product_id, added_by)
           select $1, p.id, 'operator' from products p where p.id between $2 and $3 on conflict do nothing returning product_id)
         select p.spu from ins join products p on p.id = ins.product_id order by p.spu`,
        [id, first, first + count - 1],
      );
      first += count;
      await q.query("update labels set product_count = $2 where id = $1", [id, spus.length]);
      await q.query("insert into label_product_logs (label_id, action, spus, actor_name) values ($1, 'add', $2, 'operator')", [
        id,
        spus.map((s) => s.spu),
      ]);
    }
    // the newest event on the label's site carries it
    await q.query(
      `insert into label_event_relations (label_id, event_id, created_by)
       select $1, e.id, 'operator' from events e where e.site_abbr = $2 order by e.id desc limit 1`,
      [id, site],
    );
  }
  // one removal, so the log shows both kinds of change
  const [{ id: hot }] = await q.query<{ id: number }>("select id from labels where site_abbr = 'us' and name = 'Hot Sale'");
  const removed = await q.query<{ spu: string }>(
    `with del as (delete from label_products where label_id = $1 and product_id in (select product_id from label_products where label_id = $1 order by product_id limit 2) returning product_id)
     select p.spu from del join products p on p.id = del.product_id order by p.spu`,
    [hot],
  );
  await q.query("update labels set product_count = product_count - $2 where id = $1", [hot, removed.length]);
  await q.query("insert into label_product_logs (label_id, action, spus, actor_name) values ($1, 'remove', $2, 'admin')", [
    hot,
    removed.map((s) => s.spu),
  ]);
}
