// Goods › product pools: list, create by picking into pool 0, pick ticked products or a whole
// search (set-based), add by SPU, remove, members. Demo seed: eight pools, pool 1 "Summer picks
// for toddlers" (us) with 60 on-sale products whose id is a multiple of 3, pool 8 "Cozy knits" (ca) empty.
// Demo product n is priced on two sites, [us, ca, uk, eur, de, glb, au][n % 7] and [(n + 3) % 7]: on ca
// 1, 5, 8, 12, …; on uk 20, 30, … — a pool takes only products priced on its site (issue 41 §4).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await startTestApi();
  [admin, viewer] = await Promise.all([t.token("admin"), t.token("viewer")]);
});
afterAll(async () => {
  await t?.close();
});

const PICK = "/api/product_pool/pool/pick_products";

describe("pools", () => {
  it("lists pools newest first and finds them by name prefix", async () => {
    const res = await t.get("/api/product_pool/paginate", { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((p: { name: string }) => p.name)).toEqual([
      "Cozy knits",
      "Global best sellers",
      "Beach week",
      "Rainbow collection",
      "Baby essentials",
      "Family Matching Christmas",
      "Back to School 2026",
      "Summer picks for toddlers",
    ]);
    expect(res.body.data.list[0].product_count).toBe(0);
    expect(res.body.data.list[7].product_count).toBe(60);
    const found = await t.get("/api/product_pool/paginate", { token: admin, query: { keyword: "back" } });
    expect(found.body.data.list.map((p: { name: string }) => p.name)).toEqual(["Back to School 2026"]);
    expect((await t.get("/api/product_pool/paginate", { token: viewer })).status).toBe(403);
  });

  it("shows a pool's members with the product filters", async () => {
    const res = await t.get("/api/product_pool/search_products/1", { token: admin, query: { page_size: 100 } });
    expect(res.body.data.pool.name).toBe("Summer picks for toddlers");
    expect(res.body.data.list.length).toBe(60);
    expect(res.body.data.list.every((p: { id: number; status: string }) => p.id % 3 === 0 && p.status === "on_sale")).toBe(true);
    expect((await t.get("/api/product_pool/search_products/999999", { token: admin })).status).toBe(404);
  });

  it("creates a pool by picking into pool 0, empty or with ticked products", async () => {
    const missing = await t.post(`${PICK}/0/0/0`, {}, { token: admin });
    expect(missing.status).toBe(422);
    expect(missing.body.data.errors).toEqual({ name: ["is required"], site: ["is required"] });
    const res = await t.post(`${PICK}/0/0/0`, { name: "Easter dresses", site: "uk", product_ids: [10, 20, 30] }, { token: admin });
    expect(res.status).toBe(200);
    // 10 has no price on uk: skipped, and said so
    expect(res.body.data).toMatchObject({
      created: true,
      added: 2,
      skipped: 1,
      skipped_notice: {
        en: "1 product has no price on the United Kingdom site and was not added",
        zh: "1 个商品在站点“英国”没有价格，未加入",
      },
      pool: { name: "Easter dresses", site: "uk", product_count: 2, parent_id: null },
    });
    const child = await t.post(`${PICK}/${res.body.data.pool.id}/0/0`, { name: "Easter dresses — girls", site: "uk" }, { token: admin });
    expect(child.body.data).toMatchObject({ created: true, added: 0, pool: { parent_id: res.body.data.pool.id, product_count: 0 } });
    expect((await t.post(`${PICK}/0/0/0`, { name: "x", site: "us" }, { token: viewer })).status).toBe(403);
    expect((await t.post(`${PICK}/999999/0/0`, { name: "x", site: "us" }, { token: admin })).status).toBe(404);
  });

  it("picks ticked products once: a repeat adds nothing and writes no log", async () => {
    const first = await t.post(`${PICK}/0/8/0`, { product_ids: [1, 2, 3] }, { token: admin });
    expect(first.body.data).toMatchObject({ added: 1, skipped: 2, pool: { product_count: 1 } });
    const again = await t.post(`${PICK}/0/8/0`, { product_ids: [1, 2, 3] }, { token: admin });
    expect(again.body.data).toMatchObject({ added: 0, skipped: 2, pool: { product_count: 1 } });
    // nothing of what was ticked is sold on ca: refused, naming how many
    const unsold = await t.post(`${PICK}/0/8/0`, { product_ids: [2, 3] }, { token: admin });
    expect(unsold.status).toBe(422);
    expect(unsold.body.data.errors.product_ids).toEqual(["2 products have no price on the Canada site and were not added"]);
    const logs = await t.sql<{ n: number }>(
      "select count(*)::int as n from audit_log where entity = 'product_pool' and entity_id = '8' and action = 'add_products'",
    );
    expect(logs[0].n).toBe(1);
    const nothing = await t.post(`${PICK}/0/8/0`, {}, { token: admin });
    expect(nothing.body.data.errors.product_ids).toEqual(["choose products, or pick all matching"]);
  });

  it("picks every product matching a search, and the picker marks them as in the pool", async () => {
    // drafts: 36 in the demo seed (ids ending in 8), 11 of them priced on ca
    const res = await t.post(`${PICK}/0/8/0`, { all_matching: true, filter: "status=draft&page_size=20" }, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ added: 11, skipped: 25 });
    expect(res.body.data.pool.product_count).toBe(12);
    const view = await t.get(`${PICK}/0/8/0`, { token: admin, query: { status: "draft" } });
    expect(view.body.data.matching).toEqual({ count: 36, more: false });
    const inPool = view.body.data.list.filter((p: { in_pool: boolean }) => p.in_pool).map((p: { id: number }) => p.id);
    expect(inPool.sort()).toEqual([208, 218, 278, 288, 348, 358]);
    const bad = await t.post(`${PICK}/0/8/0`, { all_matching: true, filter: "status=gone" }, { token: admin });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.errors)).toEqual(["filter.status"]);
  });

  it("adds products by SPU, naming the codes it does not know", async () => {
    const res = await t.post(
      "/api/product_pool/add_products/8",
      { spus: ["pp0000005", "PP0000012", "PP0000001", "PP0000100"] },
      { token: admin },
    );
    expect(res.body.data).toMatchObject({ added: 2, already: 1, skipped: 1 });
    const unknown = await t.post("/api/product_pool/add_products/8", { spus: ["PP9999999"] }, { token: admin });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.errors.spus).toEqual(["No product has the SPU PP9999999"]);
    expect((await t.post("/api/product_pool/add_products/999999", { spus: ["PP0000001"] }, { token: admin })).status).toBe(404);
  });

  it("removes products from a pool and keeps the count", async () => {
    const res = await t.post("/api/product_pool/remove_products/8", { product_ids: [1, 5, 999] }, { token: admin });
    expect(res.body.data).toMatchObject({ removed: 2, pool: { product_count: 12 } });
    const members = await t.sql<{ n: number }>("select count(*)::int as n from product_pool_items where pool_id = 8");
    expect(members[0].n).toBe(12);
  });

  it("picks 10,000 products into a pool in one statement, within 5 s", async () => {
    // 10,000 more products for the pick, each with one SKU priced on us
    await t.sql(
      `insert into products (id, spu, name, status) select n, 'PX' || lpad(n::text, 7, '0'), 'Kid Boy Knit Hoodie', 'on_sale' from generate_series(100001, 110000) n`,
    );
    await t.sql(
      `insert into skus (id, product_id, sku_code, color, size, stock) select n, n, 'PX' || lpad(n::text, 7, '0') || '-1', 'Red', 'S', 5 from generate_series(100001, 110000) n`,
    );
    await t.sql(
      `insert into sku_prices (sku_id, product_id, site_abbr, currency_code, price_minor) select n, n, 'us', 'USD', 999 from generate_series(100001, 110000) n`,
    );
    const started = Date.now();
    const res = await t.post(
      `${PICK}/0/0/0`,
      { name: "Ten thousand", site: "us", all_matching: true, filter: "keyword=PX" },
      { token: admin },
    );
    const ms = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.data.added).toBe(10000);
    expect(ms).toBeLessThan(5000);
  });
});
