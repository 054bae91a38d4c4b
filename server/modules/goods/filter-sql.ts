import type { Queryable } from "../../db/client";
import { Filters } from "../../http/list";
import type { ProductFilter } from "./schemas";

// One product filter → SQL clauses on `products p`, each served by an index (see migration 210):
// status, category, designer, operator, supplier, stock end in id; the name search is full-text;
// SPU and SKU codes match by prefix (text_pattern_ops); site and price go through sku_prices.

/** The typed text as a prefix pattern for LIKE, with % and _ taken literally. */
const prefix = (s: string) => `${s.replace(/[%_\\]/g, "\\$&")}%`;

/**
 * Words of a name search as a tsquery: every word must be a word of the name. Whole words, not
 * prefixes: the planner has statistics for words, so a common word walks the id index and stops at
 * a page, a rare one reads its short posting list; a prefix (word:*) gets neither estimate and read
 * 10,000 rows per page on the large seed (240 ms against 0.6 ms).
 */
export function nameQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return null;
  return words.join(" & ");
}

/**
 * A category and everything below it (trees have three levels), each level through the parent
 * index. Resolved before the product query, so the planner sees the ids (as a subquery in the
 * product query it guessed wrong: 200 ms for a leaf of the large seed).
 */
export async function categorySubtree(db: Queryable, id: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select $1::int as id union all select k.id from categories k where k.parent_id = $1
     union all select g.id from categories k join categories g on g.parent_id = k.id where k.parent_id = $1`,
    [id],
  );
  return rows.map((r) => r.id);
}

/** At most this many products in a category: its products are listed by their ids. */
const FEW_IN_CATEGORY = 5000;

/**
 * A category takes in its whole subtree. A subtree of few products (a leaf, a second level) is
 * turned into their ids first (an index-only read of at most FEW_IN_CATEGORY entries), so a page
 * reads its rows by id instead of walking the id index past every product of other categories
 * (36 ms against 2.7 ms on the large seed); a big one is a plain filter, which the id walk meets
 * often enough.
 */
async function categoryFilter(db: Queryable, f: Filters, categoryId: number, counting: boolean): Promise<void> {
  const ids = await categorySubtree(db, categoryId);
  // a capped count is not a page in id order: each status's count reads its own entries of the
  // subtree's categories on the (category_id, status, id) index (migration 400) and stops at the cap
  if (counting) {
    f.add((p) => `p.category_id = any(${p}::int[])`, ids);
    return;
  }
  const [{ n }] = await db.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from products where category_id = any($1::int[]) limit ${FEW_IN_CATEGORY + 1}) x`,
    [ids],
  );
  if (n <= FEW_IN_CATEGORY) f.add((p) => `p.id = any(array(select k.id from products k where k.category_id = any(${p}::int[])))`, ids);
  else f.add((p) => `p.category_id = any(${p}::int[])`, ids);
}

/** `counting`: the clauses serve capped counts (the status figures), not a page in id order. */
export async function productFilters(
  db: Queryable,
  q: Partial<ProductFilter>,
  f = new Filters(),
  { counting = false }: { counting?: boolean } = {},
): Promise<Filters> {
  if (q.keyword) {
    if (q.search_type === "name") {
      // a search of only punctuation matches nothing rather than everything
      f.add((p) => `p.search @@ to_tsquery('simple', ${p})`, nameQuery(q.keyword) ?? "zzzz-no-word");
    } else if (q.search_type === "sku") {
      f.add((p) => `p.id in (select product_id from skus where sku_code like ${p})`, prefix(q.keyword.toUpperCase()));
    } else {
      f.add((p) => `p.spu like ${p}`, prefix(q.keyword.toUpperCase()));
    }
  }
  f.add((p) => `p.status = ${p}`, q.status);
  if (q.category_id) await categoryFilter(db, f, q.category_id, counting);
  f.add((p) => `p.designer = ${p}`, q.designer);
  f.add((p) => `p.operator = ${p}`, q.operator);
  f.add((p) => `p.supplier_group_id = ${p}`, q.supplier_group_id);
  f.add((p) => `p.stock >= ${p}`, q.stock_min);
  f.add((p) => `p.stock <= ${p}`, q.stock_max);
  if (q.recommended !== undefined) f.where.push(q.recommended ? "p.recommended" : "not p.recommended");
  // containment, so the GIN index on tags (migration 230) serves it
  f.add((p) => `p.tags @> array[${p}::text]`, q.tag);
  f.add((p) => `p.amoeba_group = ${p}`, q.amoeba_group);
  if (q.site) {
    f.params.push(q.site);
    const site = `$${f.params.length}`;
    const price: string[] = [];
    if (q.price_min !== undefined) {
      f.params.push(q.price_min);
      price.push(`sp.price_minor >= $${f.params.length}`);
    }
    if (q.price_max !== undefined) {
      f.params.push(q.price_max);
      price.push(`sp.price_minor <= $${f.params.length}`);
    }
    f.where.push(
      `exists (select 1 from sku_prices sp where sp.product_id = p.id and sp.site_abbr = ${site}${price.map((c) => ` and ${c}`).join("")})`,
    );
  }
  return f;
}
