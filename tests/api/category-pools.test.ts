// Page management → the product pool a category shows: POST /api/category/getProductTotal, addPool,
// createPool, copyCategoryProductPool, deleteProduct (spec section 7 "Category"). The fixture is
// built here: a three-level branch on au (root 3 products, child 2, grandchild 1), another au
// category with 4 and a uk category with none; every expected number is counted from it by hand.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let approver: string;
let viewer: string;

interface Cat {
  id: number;
  version: number;
  name: string;
}
let root: Cat, child: Cat, grandchild: Cat, other: Cat, uk: Cat;
/** product ids by the category they are filed under */
const products: Record<string, number[]> = {};

const post = (path: string, body: unknown, token = admin) => t.post(`/api/category/${path}`, body, { token });
const add = async (site: string, name: string, parent_id?: number): Promise<Cat> => {
  const res = await post("addCategory", { site, name, parent_id });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const fresh = async (c: Cat): Promise<Cat & { pool_id: number | null }> =>
  (await t.get(`/api/category/detail/${c.id}`, { token: admin })).body.data;
/** Files `n` products under a category, each with one SKU priced on every site of `sites` (sold there). */
const file = async (category: Cat, key: string, n: number, sites: string[] = ["au", "uk"]) => {
  const rows = await t.sql<{ id: number }>(
    "insert into products (spu, name, status, category_id) select $1 || '-' || g, $1 || ' dress ' || g, 'on_sale', $2 from generate_series(1, $3::int) g returning id",
    [key, category.id, n],
  );
  products[key] = rows.map((r) => r.id).sort((a, b) => a - b);
  if (!sites.length) return;
  const skus = await t.sql<{ id: number; product_id: number }>(
    "insert into skus (product_id, sku_code) select id, spu || '-S' from products where id = any($1::int[]) returning id, product_id",
    [products[key]],
  );
  await t.sql(
    "insert into sku_prices (sku_id, product_id, site_abbr, currency_code, price_minor) select s.id, s.product_id, site, case site when 'uk' then 'GBP' else 'AUD' end, 2999 from skus s, unnest($2::text[]) site where s.id = any($1::int[])",
    [skus.map((x) => x.id), sites],
  );
};
const audits = async (entity: string, id: number, action: string) =>
  (
    await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = $1 and entity_id = $2 and action = $3", [
      entity,
      String(id),
      action,
    ])
  )[0].n;
const poolItems = async (poolId: number) =>
  (await t.sql<{ product_id: number }>("select product_id from product_pool_items where pool_id = $1 order by product_id", [poolId])).map(
    (r) => r.product_id,
  );
const poolCount = async () => (await t.sql<{ n: number }>("select count(*)::int as n from product_pools"))[0].n;

beforeAll(async () => {
  t = await startTestApi();
  [admin, approver, viewer] = await Promise.all([t.token("admin"), t.token("approver"), t.token("viewer")]);
  root = await add("au", "Pool root");
  child = await add("au", "Pool child", root.id);
  grandchild = await add("au", "Pool grandchild", child.id);
  other = await add("au", "Pool other");
  uk = await add("uk", "UK target");
  await file(root, "CPR", 3);
  await file(child, "CPC", 2);
  await file(grandchild, "CPG", 1);
  await file(other, "CPO", 4);
});
afterAll(async () => {
  await t?.close();
});

describe("getProductTotal", () => {
  it("counts the products of each category's branch, and gives its pool (none yet)", async () => {
    const res = await post("getProductTotal", { category_ids: [root.id, child.id, grandchild.id, other.id, uk.id] }, approver);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const by = (id: number) => res.body.data.list.find((x: { category_id: number }) => x.category_id === id);
    // root: 3 + 2 + 1 below it; child: 2 + 1; grandchild: 1; other: 4; uk: none
    expect(by(root.id)).toMatchObject({ name: "Pool root", pool: null, pool_id: null, category_products: { count: 6, more_than: false } });
    expect(by(child.id).category_products).toEqual({ count: 3, more_than: false });
    expect(by(grandchild.id).category_products).toEqual({ count: 1, more_than: false });
    expect(by(other.id).category_products).toEqual({ count: 4, more_than: false });
    expect(by(uk.id).category_products).toEqual({ count: 0, more_than: false });
    expect(res.body.data.cap).toBe(10000);
  });

  it("refuses unknown categories, empty and overlong lists, and callers without the category screens", async () => {
    const missing = await post("getProductTotal", { category_ids: [root.id, 999999] });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("No category has the id 999999");
    const empty = await post("getProductTotal", { category_ids: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.data.errors.category_ids).toEqual(["give at least one category"]);
    const many = await post("getProductTotal", { category_ids: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(many.status).toBe(422);
    expect(many.body.data.errors.category_ids).toEqual(["at most 100 categories at a time"]);
    expect((await post("getProductTotal", { category_ids: [root.id] }, viewer)).status).toBe(403);
  });
});

describe("createPool", () => {
  it("makes a pool of the branch's products on the category's site and shows it, with its audit rows", async () => {
    const before = await poolCount();
    const stale = await post("createPool", { category_id: root.id, version: root.version + 5 });
    expect(stale.status).toBe(409);
    expect(await poolCount()).toBe(before);
    const res = await post("createPool", { category_id: root.id, version: root.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const pool = res.body.data.pool;
    expect(pool).toMatchObject({ name: "Pool root", site: "au", category_id: root.id, product_count: 6, enabled: true });
    expect(res.body.data.category).toMatchObject({ id: root.id, pool_id: pool.id, version: root.version + 1 });
    expect(await poolItems(pool.id)).toEqual([...products.CPR, ...products.CPC, ...products.CPG].sort((a, b) => a - b));
    expect(await audits("category", root.id, "create_pool")).toBe(1);
    expect(await audits("product_pool", pool.id, "create")).toBe(1);
    expect(await audits("product_pool", pool.id, "add_products")).toBe(1);
    expect(await poolCount()).toBe(before + 1);
    const totals = await post("getProductTotal", { category_ids: [root.id] });
    expect(totals.body.data.list[0].pool).toMatchObject({ id: pool.id, name: "Pool root", product_count: 6 });
  });

  it("makes an empty pool under a name of one's own", async () => {
    const c = await fresh(grandchild);
    const res = await post("createPool", { category_id: c.id, version: c.version, name: "  Tiny picks ", with_products: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.pool).toMatchObject({ name: "Tiny picks", product_count: 0, site: "au" });
    expect(await poolItems(res.body.data.pool.id)).toEqual([]);
  });

  it("refuses bad input, unknown categories and callers without the edit keys", async () => {
    const bad = await post("createPool", { category_id: root.id, version: 1, with_products: "yes" });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.with_products).toEqual(["must be true or false"]);
    expect((await post("createPool", { category_id: root.id })).status).toBe(422);
    expect((await post("createPool", { category_id: 999999, version: 1 })).status).toBe(404);
    expect((await post("createPool", { category_id: root.id, version: 1 }, approver)).status).toBe(403);
    expect((await post("createPool", { category_id: root.id, version: 1 }, viewer)).status).toBe(403);
  });
});

describe("addPool", () => {
  it("shows an existing enabled pool of the same site; a repeat changes and logs nothing", async () => {
    const rootPool = (await fresh(root)).pool_id!;
    const c = await fresh(other);
    const res = await post("addPool", { category_id: c.id, pool_id: rootPool, version: c.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ changed: true, category: { pool_id: rootPool, version: c.version + 1 }, pool: { id: rootPool } });
    expect(await audits("category", c.id, "add_pool")).toBe(1);
    const again = await post("addPool", { category_id: c.id, pool_id: rootPool, version: c.version + 1 });
    expect(again.body.data.changed).toBe(false);
    expect(await audits("category", c.id, "add_pool")).toBe(1);
    // the old version after the change: someone else's save
    const [spare] = await t.sql<{ id: number }>("insert into product_pools (name, site_abbr) values ('Spare au pool', 'au') returning id");
    const stale = await post("addPool", { category_id: c.id, pool_id: spare.id, version: c.version });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.pool_id).toBe(rootPool);
  });

  it("refuses a pool of another site, a disabled pool, a missing one, and readers", async () => {
    const rootPool = (await fresh(root)).pool_id!;
    const u = await fresh(uk);
    const site = await post("addPool", { category_id: u.id, pool_id: rootPool, version: u.version });
    expect(site.status).toBe(422);
    expect(site.body.data.errors.pool_id).toEqual(["The pool Pool root is on the Australia site; UK target is on the United Kingdom site"]);
    const [off] = await t.sql<{ id: number }>(
      "insert into product_pools (name, site_abbr, enabled) values ('Old uk pool', 'uk', false) returning id",
    );
    const disabled = await post("addPool", { category_id: u.id, pool_id: off.id, version: u.version });
    expect(disabled.status).toBe(422);
    expect(disabled.body.data.errors.pool_id).toEqual(["The pool Old uk pool is disabled: enable it first or choose another"]);
    const missing = await post("addPool", { category_id: u.id, pool_id: 999999, version: u.version });
    expect(missing.status).toBe(404);
    expect(missing.body.data.errors.pool_id).toEqual(["No product pool has the id 999999"]);
    expect((await post("addPool", { category_id: u.id, pool_id: 0, version: u.version })).status).toBe(422);
    expect((await post("addPool", { category_id: u.id, pool_id: rootPool, version: u.version }, viewer)).status).toBe(403);
    expect((await fresh(uk)).pool_id).toBeNull();
    expect(await audits("category", u.id, "add_pool")).toBe(0);
  });
});

describe("copyCategoryProductPool", () => {
  it("gives every target a copy of the source pool on the target's site, named after it, with one audit row each", async () => {
    const src = await fresh(root);
    const res = await post("copyCategoryProductPool", { category_id: root.id, target_category_ids: [uk.id, child.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const copied: { category_id: number; pool_id: number; product_count: number; site: string; name: string }[] = res.body.data.copied;
    expect(copied.map((c) => [c.name, c.site, c.product_count])).toEqual([
      ["Pool child", "au", 6],
      ["UK target", "uk", 6],
    ]);
    // every product of the source is priced on au and uk: none left out
    expect(res.body.data.skipped).toBe(0);
    const sourceItems = await poolItems(src.pool_id!);
    for (const c of copied) {
      expect(c.pool_id).not.toBe(src.pool_id);
      expect(await poolItems(c.pool_id)).toEqual(sourceItems);
      expect((await fresh({ id: c.category_id } as Cat)).pool_id).toBe(c.pool_id);
      expect(await audits("category", c.category_id, "copy_pool")).toBe(1);
      const [p] = await t.sql<{ name: string; site_abbr: string; category_id: number }>(
        "select name, site_abbr, category_id from product_pools where id = $1",
        [c.pool_id],
      );
      expect(p).toEqual({ name: c.name, site_abbr: c.site, category_id: c.category_id });
    }
  });

  it("gives a target only the products sold on its site, and says how many it left out", async () => {
    // a source of its own on au: two products priced on au and uk, one priced on au only
    const src = await add("au", "Copy source");
    const ukTarget = await add("uk", "Copy UK target");
    const auTarget = await add("au", "Copy AU target");
    await file(src, "CPBOTH", 2, ["au", "uk"]);
    await file(src, "CPAUONLY", 1, ["au"]);
    const made = await post("createPool", { category_id: src.id, version: src.version });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data.pool.product_count).toBe(3);
    const res = await post("copyCategoryProductPool", { category_id: src.id, target_category_ids: [ukTarget.id, auTarget.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const copied: { category_id: number; pool_id: number; product_count: number; skipped: number }[] = res.body.data.copied;
    const uk = copied.find((c) => c.category_id === ukTarget.id)!;
    const au = copied.find((c) => c.category_id === auTarget.id)!;
    // the uk pool: the two uk products, the au-only one left out
    expect(uk).toMatchObject({ site: "uk", product_count: 2, skipped: 1 });
    expect(await poolItems(uk.pool_id)).toEqual(products.CPBOTH);
    expect(await poolItems(uk.pool_id)).not.toContain(products.CPAUONLY[0]);
    // the au pool: all three
    expect(au).toMatchObject({ site: "au", product_count: 3, skipped: 0 });
    expect(await poolItems(au.pool_id)).toEqual([...products.CPBOTH, ...products.CPAUONLY].sort((a, b) => a - b));
    expect(res.body.data.skipped).toBe(1);
    const [log] = await t.sql<{ skipped: number }>(
      "select (after->>'skipped')::int as skipped from audit_log where entity = 'category' and entity_id = $1 and action = 'copy_pool'",
      [String(ukTarget.id)],
    );
    expect(log).toEqual({ skipped: 1 });
  });

  it("is all or nothing: one unknown target and no category or pool changes", async () => {
    const before = await poolCount();
    const o = await fresh(other);
    const res = await post("copyCategoryProductPool", { category_id: root.id, target_category_ids: [other.id, 999999] });
    expect(res.status).toBe(404);
    expect(res.body.data.errors.target_category_ids).toEqual(["No category has the id 999999"]);
    expect(await poolCount()).toBe(before);
    expect((await fresh(other)).pool_id).toBe(o.pool_id);
    expect(await audits("category", other.id, "copy_pool")).toBe(0);
  });

  it("refuses a source without a pool, the source as a target, bad lists and readers", async () => {
    const [bare] = await t.sql<{ id: number }>(
      "insert into categories (site_abbr, level, path, name) values ('au', 1, '', 'No pool here') returning id",
    );
    await t.sql("update categories set path = id || '/' where id = $1", [bare.id]);
    const none = await post("copyCategoryProductPool", { category_id: bare.id, target_category_ids: [other.id] });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe("No pool here shows no product pool");
    const self = await post("copyCategoryProductPool", { category_id: root.id, target_category_ids: [root.id] });
    expect(self.status).toBe(422);
    const many = await post("copyCategoryProductPool", {
      category_id: root.id,
      target_category_ids: Array.from({ length: 51 }, (_, i) => i + 1),
    });
    expect(many.status).toBe(422);
    expect(many.body.data.errors.target_category_ids).toEqual(["at most 50 categories at a time"]);
    expect((await post("copyCategoryProductPool", { category_id: root.id, target_category_ids: [] })).status).toBe(422);
    expect((await post("copyCategoryProductPool", { category_id: root.id, target_category_ids: [other.id] }, viewer)).status).toBe(403);
  });
});

describe("deleteProduct", () => {
  it("takes products out of the category's pool and unpins them, keeping the count", async () => {
    const c = await fresh(root);
    const [gone1, gone2] = products.CPR;
    await t.sql("insert into category_top_products (category_id, product_id, sort) values ($1, $2, 10), ($1, $3, 20)", [
      root.id,
      gone1,
      products.CPC[0],
    ]);
    const res = await post("deleteProduct", { category_id: root.id, product_ids: [gone1, gone2, gone2, products.CPO[0]] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // CPO's product was never in the pool; the duplicate counts once
    expect(res.body.data).toMatchObject({ removed: 2, unpinned: 1, pool: { id: c.pool_id, product_count: 4 } });
    expect(await poolItems(c.pool_id!)).toEqual([products.CPR[2], ...products.CPC, ...products.CPG].sort((a, b) => a - b));
    const pins = await t.sql<{ product_id: number; sort: number }>(
      "select product_id, sort from category_top_products where category_id = $1",
      [root.id],
    );
    expect(pins).toEqual([{ product_id: products.CPC[0], sort: 10 }]);
    expect(await audits("category", root.id, "remove_products")).toBe(1);
    expect(await audits("product_pool", c.pool_id!, "remove_products")).toBe(1);
    expect(await audits("category_top_products", root.id, "remove")).toBe(1);
    const totals = await post("getProductTotal", { category_ids: [root.id] });
    expect(totals.body.data.list[0]).toMatchObject({ pool: { product_count: 4 }, category_products: { count: 6 } });
    // a repeat removes nothing and logs nothing
    const again = await post("deleteProduct", { category_id: root.id, product_ids: [gone1] });
    expect(again.body.data).toMatchObject({ removed: 0, unpinned: 0 });
    expect(await audits("category", root.id, "remove_products")).toBe(1);
  });

  it("refuses a category without a pool, bad lists and readers", async () => {
    const [bare] = await t.sql<{ id: number }>("select id from categories where name = 'No pool here'");
    const none = await post("deleteProduct", { category_id: bare.id, product_ids: [1] });
    expect(none.status).toBe(404);
    expect(none.body.data.errors.product_ids).toEqual(["No pool here shows no product pool"]);
    expect((await post("deleteProduct", { category_id: root.id, product_ids: [] })).status).toBe(422);
    const many = await post("deleteProduct", { category_id: root.id, product_ids: Array.from({ length: 1001 }, (_, i) => i + 1) });
    expect(many.status).toBe(422);
    expect(many.body.data.errors.product_ids).toEqual(["at most 1000 products at a time"]);
    expect((await post("deleteProduct", { category_id: root.id, product_ids: [1] }, viewer)).status).toBe(403);
    expect((await post("deleteProduct", { category_id: root.id, product_ids: [1] }, approver)).status).toBe(403);
  });
});

describe("a large branch", () => {
  it("counts a branch's products up to 10,000 and says there are more", async () => {
    const big = await add("au", "Pool big");
    await file(big, "CPBIG", 10001, []);
    const res = await post("getProductTotal", { category_ids: [big.id] });
    expect(res.body.data.list[0].category_products).toEqual({ count: 10000, more_than: true });
    await t.sql("delete from products where spu like 'CPBIG-%' and id > $1", [products.CPBIG[9998]]);
    const exact = await post("getProductTotal", { category_ids: [big.id] });
    expect(exact.body.data.list[0].category_products).toEqual({ count: 9999, more_than: false });
  });
});

// The pool's items are checked a statement at a time (migration 340), not by a foreign key a row
// at a time: a fill of thousands of products, refusals and the cascades must be what they were.
describe("a pool's items", () => {
  it("fills a branch of 3,000 products with each of them, and none of another category", async () => {
    const top = await add("au", "Pool huge");
    const mid = await add("au", "Pool huge child", top.id);
    const low = await add("au", "Pool huge grandchild", mid.id);
    await file(top, "CPH1", 1000, []);
    await file(mid, "CPH2", 1000, []);
    await file(low, "CPH3", 1000, []);
    const res = await post("createPool", { category_id: top.id, version: top.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.pool).toMatchObject({ name: "Pool huge", site: "au", product_count: 3000 });
    const items = await poolItems(res.body.data.pool.id);
    expect(items).toHaveLength(3000);
    expect(items).toEqual([...products.CPH1, ...products.CPH2, ...products.CPH3].sort((a, b) => a - b));
  });

  it("refuses an item naming no product or no pool, the whole statement; a deleted product or pool takes its items along", async () => {
    const c = await add("au", "Pool refs");
    await file(c, "CPX", 3, []);
    const made = await post("createPool", { category_id: c.id, version: c.version });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const pool = made.body.data.pool.id as number;
    const [a, b, x] = products.CPX;
    expect(await poolItems(pool)).toEqual([a, b, x]);
    const insert = (rows: [number, number][]) =>
      t.sql("insert into product_pool_items (pool_id, product_id) select * from unnest($1::int[], $2::int[])", [
        rows.map((r) => r[0]),
        rows.map((r) => r[1]),
      ]);
    const other = (await t.sql<{ id: number }>("insert into product_pools (name, site_abbr) values ('Refs other', 'au') returning id"))[0]
      .id;
    await expect(
      insert([
        [other, a],
        [other, 2_000_000_000],
      ]),
    ).rejects.toMatchObject({ code: "23503" });
    await expect(insert([[2_000_000_000, a]])).rejects.toMatchObject({ code: "23503" });
    await expect(
      t.sql("update product_pool_items set product_id = 2000000000 where pool_id = $1 and product_id = $2", [pool, a]),
    ).rejects.toMatchObject({ code: "23503" });
    expect(await poolItems(other)).toEqual([]);
    await insert([
      [other, a],
      [other, b],
    ]);
    expect(await poolItems(other)).toEqual([a, b]);

    await t.sql("delete from products where id = any($1::int[])", [[a, x]]);
    expect(await poolItems(pool)).toEqual([b]);
    expect(await poolItems(other)).toEqual([b]);
    await t.sql("delete from product_pools where id = $1", [other]);
    expect((await t.sql("select 1 from product_pool_items where pool_id = $1", [other])).length).toBe(0);
    expect(await poolItems(pool)).toEqual([b]);
  });
});
