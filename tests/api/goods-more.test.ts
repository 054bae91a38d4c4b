// Goods › pick-product, reviews (comment-manager-allright, comment-add), export-sku, algorithm-config.
// Demo seed (server/db/seed-goods-more.ts): reviews us Jenna (5★, approved, replied, 2 h ago), Marcus
// (2★, pending, 5 h), Anonymous (1★, hidden, 30 h); uk Harriet (4★ pending, 8 h), Olivia (5★ imported
// from amazon, approved, 50 h); de Lena (3★ pending, 12 h); au Chloe (5★ staff, approved, 72 h); ca Sam
// (4★ imported, pending, 20 h). Algorithm settings: us home_for_you, product_similar, cart_add_on; uk
// home_for_you; de category_default; au search_default (disabled). Products PP0000001… (seed-goods.ts):
// product n has amoeba group ["baby","toddler","kids","family","women"][n % 5], SKUs PPnnnnnnn-1/-2.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";
import { sheetRows } from "./sheets";

let t: TestApi;
let admin: string;
let approver: string;
let viewer: string;

beforeAll(async () => {
  t = await startTestApi();
  [admin, approver, viewer] = await Promise.all([t.token("admin"), t.token("approver"), t.token("viewer")]);
});
afterAll(async () => {
  await t?.close();
});

const authors = (res: { body: { data: { list: { author_name: string }[] } } }) => res.body.data.list.map((r) => r.author_name);
const audits = async (entity: string) =>
  (await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = $1", [entity]))[0].n;
const reviewId = async (author: string) =>
  (await t.sql<{ id: number }>("select id from product_reviews where author_name = $1", [author]))[0].id;

describe("reviews (comment-manager-allright)", () => {
  it("lists newest first by site, status, rating and SPU; readers read, only the key writes", async () => {
    const us = await t.get("/api/product/comment/paginate", { token: approver, query: { site: "us" } });
    expect(us.status).toBe(200);
    expect(authors(us)).toEqual(["Jenna R.", "Marcus L.", "Anonymous"]);
    expect(authors(await t.get("/api/product/comment/paginate", { token: approver, query: { status: "pending" } }))).toEqual([
      "Marcus L.",
      "Harriet P.",
      "Lena K.",
      "Sam T.",
    ]);
    expect(authors(await t.get("/api/product/comment/paginate", { token: approver, query: { rating: "5" } }))).toEqual([
      "Jenna R.",
      "Olivia B.",
      "Chloe W.",
    ]);
    // review i is on product 1 + 3i: Marcus (i = 1) on PP0000004
    expect(authors(await t.get("/api/product/comment/paginate", { token: approver, query: { spu: "pp0000004" } }))).toEqual(["Marcus L."]);
    expect(
      authors(await t.get("/api/product/comment/paginate", { token: approver, query: { sort: "rating", order: "asc", site: "uk" } })),
    ).toEqual(["Harriet P.", "Olivia B."]);
    expect((await t.get("/api/product/comment/paginate", { token: approver, query: { rating: "6" } })).status).toBe(422);
    expect((await t.get("/api/product/comment/paginate", { token: viewer })).status).toBe(403);
    expect((await t.post("/api/product/comment/change-status", { id: 1, status: "approve" }, { token: approver })).status).toBe(403);
    expect((await t.get("/api/product/comment/999999", { token: admin })).status).toBe(404);
  });

  it("approves and hides as declared: a repeat changes and logs nothing, each step is audited", async () => {
    const id = await reviewId("Lena K.");
    const before = await audits("product_review");
    const ok = await t.post("/api/product/comment/change-status", { id, status: "approve" }, { token: admin });
    expect(ok.body.data).toMatchObject({ status: "approved", version: 2 });
    expect(await audits("product_review")).toBe(before + 1);
    const again = await t.post("/api/product/comment/change-status", { id, status: "approve" }, { token: admin });
    expect(again.status).toBe(200);
    expect(again.body.data.version).toBe(2);
    expect(await audits("product_review")).toBe(before + 1);
    expect((await t.post("/api/product/comment/change-status", { id, status: "hide" }, { token: admin })).body.data.status).toBe("hidden");
    expect((await t.post("/api/product/comment/change-status", { id, status: "delete" }, { token: admin })).status).toBe(422);
    expect((await t.post("/api/product/comment/change-status", { id: 999999, status: "hide" }, { token: admin })).status).toBe(404);
    const log = await t.get("/api/product/logs", { token: approver, query: { entity: "product_review", entity_id: id } });
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(["hide", "approve"]);
  });

  it("replies with the review's version (stale 409), at most 1000 characters, and clears a reply", async () => {
    const id = await reviewId("Harriet P.");
    const r = (await t.get(`/api/product/comment/${id}`, { token: admin })).body.data;
    expect(r.replied_at).toBeNull();
    const saved = await t.post("/api/product/comment/reply", { id, version: r.version, reply: "Thank you Harriet!" }, { token: admin });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ reply: "Thank you Harriet!", version: r.version + 1, status: "pending" });
    expect(saved.body.data.replied_at).not.toBeNull();
    expect((await t.post("/api/product/comment/reply", { id, version: r.version, reply: "Again" }, { token: admin })).status).toBe(409);
    const long = await t.post("/api/product/comment/reply", { id, version: r.version + 1, reply: "x".repeat(1001) }, { token: admin });
    expect(long.status).toBe(422);
    expect(long.body.data.errors.reply).toEqual(["must be at most 1000 characters"]);
    expect(
      (await t.post("/api/product/comment/reply", { id, version: r.version + 1, reply: "x".repeat(1000) }, { token: admin })).status,
    ).toBe(200);
    const cleared = await t.post("/api/product/comment/reply", { id, version: r.version + 2, reply: "" }, { token: admin });
    expect(cleared.body.data).toMatchObject({ reply: "", replied_at: null });
  });
});

describe("comment-add", () => {
  const review = (over: Record<string, unknown> = {}) => ({
    spu: "pp0000012",
    site: "us",
    rating: 4,
    title: "Cosy",
    content: "Sent in by mail.",
    author_name: "Grandma Jo",
    source: "staff",
    ...over,
  });

  it("lets everyone add a review for a product; it waits as pending and is audited", async () => {
    const before = await audits("product_review");
    const made = await t.post("/api/product/comment/create", review(), { token: viewer });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      spu: "PP0000012",
      product_id: 12,
      status: "pending",
      source: "staff",
      channel: "",
      fit: "",
      created_by: expect.any(String),
    });
    expect(await audits("product_review")).toBe(before + 1);
    const imported = await t.post("/api/product/comment/create", review({ source: "imported", channel: "amazon", fit: "runs_small" }), {
      token: viewer,
    });
    expect(imported.body.data).toMatchObject({ source: "imported", channel: "amazon", fit: "runs_small" });
  });

  it("names an unknown product, a missing channel and the limits", async () => {
    const unknown = await t.post("/api/product/comment/create", review({ spu: "NOPE-1" }), { token: admin });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.errors.spu).toEqual(["No product has the SPU code NOPE-1"]);
    const noChannel = await t.post("/api/product/comment/create", review({ source: "imported" }), { token: admin });
    expect(noChannel.body.data.errors.channel).toEqual(["name the channel it was imported from"]);
    const bad = await t.post(
      "/api/product/comment/create",
      review({ rating: 6, content: "", author_name: "a".repeat(61), source: "customer", site: "mars" }),
      { token: admin },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toMatchObject({
      rating: ["must be between 1 and 5"],
      author_name: ["must be at most 60 characters"],
      source: ["must be staff or imported"],
    });
    expect(Object.keys(bad.body.data.errors).sort()).toEqual(["author_name", "content", "rating", "site", "source"]);
  });
});

describe("algorithm settings (algorithm-config)", () => {
  const body = (over: Record<string, unknown> = {}) => ({
    site: "ca",
    slot: "home_for_you",
    strategy: "weighted",
    weight_sales: 50,
    weight_margin: 20,
    weight_newness: 20,
    weight_stock: 10,
    min_stock: 2,
    new_days: 30,
    age_group: "all",
    ...over,
  });

  it("lists by site and slot; one setting per site and slot (409); weights add up to 100", async () => {
    const us = await t.get("/api/product/algorithm_config/paginate", { token: approver, query: { site: "us" } });
    expect(us.body.data.list.map((r: { slot: string }) => r.slot)).toEqual(["cart_add_on", "home_for_you", "product_similar"]);
    const off = await t.get("/api/product/algorithm_config/paginate", { token: approver, query: { enabled: "false" } });
    expect(off.body.data.list.map((r: { site: string }) => r.site)).toEqual(["au"]);
    expect((await t.get("/api/product/algorithm_config/paginate", { token: viewer })).status).toBe(403);
    expect((await t.post("/api/product/algorithm_config/create", body(), { token: approver })).status).toBe(403);
    const made = await t.post("/api/product/algorithm_config/create", body(), { token: admin });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ site: "ca", slot: "home_for_you", weight_sales: 50, enabled: true, version: 1 });
    const dup = await t.post("/api/product/algorithm_config/create", body({ strategy: "best_sellers" }), { token: admin });
    expect(dup.status).toBe(409);
    expect(dup.body.data.errors.slot).toEqual(["The Canada site already has settings for the slot home_for_you"]);
    const sum = await t.post("/api/product/algorithm_config/create", body({ slot: "cart_add_on", weight_stock: 0 }), { token: admin });
    expect(sum.status).toBe(422);
    expect(sum.body.data.errors.weight_stock).toEqual(["the four weights must add up to 100"]);
    const limits = await t.post(
      "/api/product/algorithm_config/create",
      body({ slot: "shelf", weight_sales: 101, min_stock: 10000, new_days: 0 }),
      { token: admin },
    );
    expect(limits.body.data.errors).toMatchObject({
      weight_sales: ["must be between 0 and 100"],
      min_stock: ["must be between 0 and 9999"],
      new_days: ["must be between 1 and 365"],
    });
    expect(limits.body.data.errors.slot[0]).toMatch(/^must be one of home_for_you/);
  });

  it("saves with its version (stale 409), disables once, and keeps a change log", async () => {
    const made = (await t.post("/api/product/algorithm_config/create", body({ site: "glb" }), { token: admin })).body.data;
    const saved = await t.post(
      "/api/product/algorithm_config/update",
      { ...body({ site: "glb", weight_sales: 30, weight_newness: 40 }), id: made.id, version: made.version },
      { token: admin },
    );
    expect(saved.body.data).toMatchObject({ weight_sales: 30, weight_newness: 40, version: 2 });
    expect(
      (await t.post("/api/product/algorithm_config/update", { ...body({ site: "glb" }), id: made.id, version: 1 }, { token: admin }))
        .status,
    ).toBe(409);
    // another slot of the site may not take a slot already set
    expect(
      (await t.post("/api/product/algorithm_config/update", { ...body({ site: "us" }), id: made.id, version: 2 }, { token: admin })).status,
    ).toBe(409);
    expect(
      (await t.post("/api/product/algorithm_config/change-status", { id: made.id, status: "disable" }, { token: admin })).body.data.enabled,
    ).toBe(false);
    const before = await audits("algorithm_config");
    expect((await t.post("/api/product/algorithm_config/change-status", { id: made.id, status: "disable" }, { token: admin })).status).toBe(
      200,
    );
    expect(await audits("algorithm_config")).toBe(before);
    const log = await t.get("/api/product/logs", { token: approver, query: { entity: "algorithm_config", entity_id: made.id } });
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(["disable", "update", "create"]);
  });
});

describe("export-sku", () => {
  const download = (query: string, token: string) =>
    fetch(`${t.url}/api/product/exportSkus?${query}`, { headers: { authorization: `Bearer ${token}` } });

  it("streams the SKUs of the matching products with every price and its currency", async () => {
    const res = await download("search_type=spu&keyword=PP0000012", admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="skus-all-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const all = await sheetRows(res);
    expect(all[0]).toEqual([
      "SPU",
      "Product name",
      "SKU",
      "Color",
      "Size",
      "Stock",
      "Status",
      "Price United States (USD)",
      "Price Canada (CAD)",
      "Price United Kingdom (GBP)",
      "Price Europe (EUR)",
      "Price Germany (EUR)",
      "Price Global (USD)",
      "Price Australia (AUD)",
      "Designer",
      "Operator",
      "Supplier group",
      "Amoeba group",
    ]);
    // a price per site, a number in the site's currency; empty where the SKU is not sold
    expect(all.slice(1).map((r) => [r[0], r[2], r[7], r[8], r[12], r[17]])).toEqual([
      ["PP0000012", "PP0000012-1", undefined, 18.49, 17.99, "kids"],
      ["PP0000012", "PP0000012-2", undefined, 20.49, 19.99, "kids"],
    ]);
    const ca = await sheetRows(await download("search_type=spu&keyword=PP0000012&site=ca", admin));
    expect(ca[0][7]).toBe("Price Canada (CAD)");
    expect(ca.slice(1).map((r) => r[7])).toEqual([18.49, 20.49]);
  });

  it("needs the export key and a valid search", async () => {
    expect((await download("", approver)).status).toBe(403);
    const bad = await download("price_min=1", admin);
    expect(bad.status).toBe(422);
  });
});

describe("pick-product options", () => {
  it("filters by amoeba group and tag, and pages oldest first by keyset", async () => {
    const page = await t.get("/api/product/paginate", {
      token: approver,
      query: { amoeba_group: "baby", product_sort: "oldest", page_size: "20" },
    });
    expect(page.status).toBe(200);
    const ids = page.body.data.list.map((p: { id: number }) => p.id);
    expect(ids.slice(0, 3)).toEqual([5, 10, 15]);
    expect(ids.every((id: number) => id % 5 === 0)).toBe(true);
    const next = await t.get("/api/product/paginate", {
      token: approver,
      query: { amoeba_group: "baby", product_sort: "oldest", page_size: "20", after: String(page.body.data.next) },
    });
    expect(next.body.data.list[0].id).toBe(105);
    expect(next.body.data.prev).toBe(105);
    const tagged = await t.get("/api/product/paginate", { token: approver, query: { tag: "Summer" } });
    expect(tagged.body.data.list.length).toBeGreaterThan(0);
    expect(tagged.body.data.list.every((p: { tags: string[] }) => p.tags.includes("Summer"))).toBe(true);
    expect((await t.get("/api/product/paginate", { token: approver, query: { amoeba_group: "teen" } })).status).toBe(422);
    const options = await t.get("/api/product/search_options", { token: approver });
    expect(options.body.data).toMatchObject({
      productSort: ["newest", "oldest"],
      amoeba_groups: ["baby", "toddler", "kids", "family", "women"],
    });
    expect(options.body.data.supplier_groups[0]).toEqual({ id: 1, name: "Guangzhou knitwear" });
    expect(options.body.data.product_tags).toContain("Summer");
  });

  it("picks the ticked products into a pool with the pick-product key", async () => {
    const pool = (
      await t.sql<{ id: number; product_count: number }>("select id, product_count from product_pools where enabled order by id limit 1")
    )[0];
    // 7 and 11 are priced on us, the pool's site (a pool takes only what its site sells, issue 41 §4)
    const picked = await t.post(`/api/product_pool/pool/pick_products/0/${pool.id}/0`, { product_ids: [7, 11] }, { token: admin });
    expect(picked.status).toBe(200);
    const added = picked.body.data.added;
    expect(
      (await t.post(`/api/product_pool/pool/pick_products/0/${pool.id}/0`, { product_ids: [7, 11] }, { token: admin })).body.data.added,
    ).toBe(0);
    expect(
      (await t.sql<{ product_count: number }>("select product_count from product_pools where id = $1", [pool.id]))[0].product_count,
    ).toBe(pool.product_count + added);
    expect((await t.post(`/api/product_pool/pool/pick_products/0/${pool.id}/0`, { product_ids: [3] }, { token: approver })).status).toBe(
      403,
    );
  });
});
