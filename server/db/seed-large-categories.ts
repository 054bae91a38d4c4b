import type { Db, Queryable } from "./client";
import type { Progress } from "./seed-large";
import { LARGE_PRODUCTS } from "./seed-large-goods";

// The large category trees: on each of the seven storefronts 12 first-level categories, 12 below
// each and 9 below each of those (1,452 a site, 10,164 in all), every product of the large goods
// set in one of the 9,072 third-level categories, and each of those showing one of the 1,000
// large pools. Set-based, one transaction per site, then the products in batches of 50,000 so the
// bar moves and no transaction rewrites a million rows at once.
const SITES = ["us", "ca", "uk", "eur", "de", "glb", "au"];
const FANOUT = [12, 12, 9] as const;
export const LARGE_CATEGORIES = SITES.length * (FANOUT[0] + FANOUT[0] * FANOUT[1] + FANOUT[0] * FANOUT[1] * FANOUT[2]);
const BY = "seed-large";
const BATCH = 50_000;

export async function seedLargeCategories(db: Db, report: Progress): Promise<void> {
  const done = async () => (await db.query<{ n: number }>("select count(*)::int as n from categories where updated_by = $1", [BY]))[0].n;
  for (const [i, site] of SITES.entries()) {
    const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from categories where updated_by = $1 and site_abbr = $2", [
      BY,
      site,
    ]);
    if (n === 0) await db.tx((q) => insertTree(q, site));
    report("categories", Math.min((i + 1) * (LARGE_CATEGORIES / SITES.length), LARGE_CATEGORIES), LARGE_CATEGORIES);
  }
  if ((await done()) < LARGE_CATEGORIES)
    throw new Error("the large category trees are incomplete: remove the seed-large categories and run the seed again");

  // leaves in one fixed order, so product n always lands in the same one (a rerun changes nothing)
  const leaves = (await db.query<{ id: number }>("select id from categories where updated_by = $1 and level = 3 order by id", [BY])).map(
    (r) => r.id,
  );
  const pools = (await db.query<{ id: number }>("select id from product_pools where created_by = $1 order by id", [BY])).map((r) => r.id);
  if (pools.length) {
    await db.query(
      `update categories c set pool_id = ($2::int[])[1 + (l.k - 1) % array_length($2::int[], 1)]
         from unnest($1::int[]) with ordinality l(id, k) where c.id = l.id and c.pool_id is null`,
      [leaves, pools],
    );
  }
  const [{ max }] = await db.query<{ max: number }>("select coalesce(max(id), 0)::int as max from products where created_by = $1", [BY]);
  const last = Math.min(max, LARGE_PRODUCTS);
  for (let from = 1; from <= last; from += BATCH) {
    const to = Math.min(from + BATCH - 1, last);
    await db.tx(async (q) => {
      // one batch is one statement: on a busy machine it outlasts the API's 30 s statement limit
      await q.query("set local statement_timeout = 0");
      await q.query(
        `update products set category_id = ($3::int[])[1 + id % array_length($3::int[], 1)]
          where id between $1 and $2 and created_by = '${BY}' and category_id is null`,
        [from, to, leaves],
      );
    });
    report("in a category", to, last);
  }
  await fillBigBranch(db);
  // placing the products rewrote every row: vacuum frees the old versions and marks pages all-visible
  for (const table of ["categories", "products"]) await db.query(`vacuum analyze ${table}`);
}

/**
 * One branch far larger than the others (each first level holds ~12,000 products): us "Scale 12"
 * also takes every 14th product (~83,000 in all), spread over its 108 leaves, so createPool's fill
 * of a very large branch has one to be measured on (tests/load/goods-scale.mjs). A rerun moves none.
 */
export const BIG_BRANCH = { site: "us", name: "Scale 12", every: 14 } as const;

async function fillBigBranch(db: Db): Promise<void> {
  const leaves = await db.query<{ id: number }>(
    `select g.id from categories t join categories k on k.parent_id = t.id join categories g on g.parent_id = k.id
      where t.site_abbr = $1 and t.name = $2 and t.level = 1 and t.updated_by = $3 order by g.id`,
    [BIG_BRANCH.site, BIG_BRANCH.name, BY],
  );
  await db.query(
    `update products set category_id = ($3::int[])[1 + (id / $2) % array_length($3::int[], 1)]
      where created_by = $1 and id % $2 = 0 and category_id <> all($3::int[])`,
    [BY, BIG_BRANCH.every, leaves.map((r) => r.id)],
  );
}

/** One site's three levels: each level inserted set-based from the one above, then its paths. */
async function insertTree(q: Queryable, site: string): Promise<void> {
  await q.query(
    `insert into categories (site_abbr, level, name, sort, updated_by)
     select $1, 1, 'Scale ' || i, i, $3 from generate_series(1, $2::int) i`,
    [site, FANOUT[0], BY],
  );
  await q.query("update categories set path = id || '/' where site_abbr = $1 and updated_by = $2 and level = 1", [site, BY]);
  for (const level of [2, 3] as const) {
    await q.query(
      `insert into categories (site_abbr, parent_id, level, name, sort, updated_by)
       select $1, p.id, $2::int, p.name || '-' || i, i, $4 from categories p, generate_series(1, $3::int) i
        where p.site_abbr = $1 and p.updated_by = $4 and p.level = $2::int - 1`,
      [site, level, FANOUT[level - 1], BY],
    );
    await q.query(
      `update categories c set path = p.path || c.id || '/' from categories p
        where c.parent_id = p.id and c.site_abbr = $1 and c.updated_by = $2 and c.level = $3`,
      [site, BY, level],
    );
  }
}
