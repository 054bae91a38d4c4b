// Goods › product list, statistics, details, recommend and batch save, over the demo seed's 360
// products (product n: SPU PP000000n, status by n % 10 — 8 draft, 9 sold out, 7 off sale, else on
// sale — two SKUs priced on two storefronts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let viewer: string;
let operator: string;

beforeAll(async () => {
  t = await startTestApi();
  [admin, viewer, operator] = await Promise.all([t.token("admin"), t.token("viewer"), t.token("operator")]);
});
afterAll(async () => {
  await t?.close();
});

const list = (query: Record<string, string | number | undefined>, token = admin) => t.get("/api/product/paginate", { token, query });
const ids = (res: { body: { data: { list: { id: number }[] } } }) => res.body.data.list.map((c) => c.id);
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

describe("product list", () => {
  it("lists the newest first, 20 a page, with no total counted", async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(range(360, 341));
    expect(res.body.data.next).toBe(341);
    expect(res.body.data.prev).toBeNull();
    expect(res.body.data).not.toHaveProperty("total");
    const first = res.body.data.list[0];
    expect(first).toMatchObject({ spu: "PP0000360", status: "on_sale", version: 1 });
  });

  it("gives a row's fields as the product's own page does: times in ISO 8601 UTC, numbers, lists", async () => {
    const row = (await list({ keyword: "PP0000360" })).body.data.list[0];
    const detail = (await t.get("/api/product/show/360", { token: admin })).body.data;
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    for (const field of [
      "id",
      "spu",
      "category_id",
      "supplier_group_id",
      "tags",
      "recommended",
      "stock",
      "sales",
      "version",
      "created_at",
      "updated_at",
      "image_url",
      "prices",
    ]) {
      expect(row[field], field).toEqual(detail[field]);
    }
    expect(typeof row.stock).toBe("number");
  });

  it("pages by cursor to the last page and back", async () => {
    const last = await list({ after: 21 });
    expect(ids(last)).toEqual(range(20, 1));
    expect(last.body.data.next).toBeNull();
    expect(last.body.data.prev).toBe(20);
    const back = await list({ before: 20, page_size: 50 });
    expect(ids(back)).toEqual(range(70, 21));
    expect(back.body.data.next).toBe(21);
  });

  it("rewrites storage-host image URLs to the static-image path and leaves other hosts as they are", async () => {
    // the demo seed's pictures are on the object store; a product imported from the storefront names a storage host
    await t.sql("update products set image_url = $1, images = $2 where id = 360", [
      "https://patpat-img.s3.amazonaws.com/product/PP0000360/main.jpg",
      [
        "https://patpat-img.s3.amazonaws.com/product/PP0000360/main.jpg",
        "https://patpat-img.s3.amazonaws.com/product/PP0000360/detail-1.jpg",
        "https://cdn.example.com/lookbook/PP0000360.jpg",
      ],
    ]);
    const res = await list({ keyword: "PP0000360" });
    expect(res.body.data.list[0].image_url).toBe("https://static.patpat.com/images/product/PP0000360/main.jpg");
    const images = await t.get("/api/product/images/360", { token: admin });
    expect(images.body.data).toEqual([
      { url: "https://static.patpat.com/images/product/PP0000360/main.jpg", main: true },
      { url: "https://static.patpat.com/images/product/PP0000360/detail-1.jpg", main: false },
      // not a storage host: left as it is
      { url: "https://cdn.example.com/lookbook/PP0000360.jpg", main: false },
    ]);
  });

  it("filters by status, SPU prefix, SKU code, name words, stock and site price", async () => {
    expect(ids(await list({ status: "draft" })).slice(0, 3)).toEqual([358, 348, 338]);
    expect(ids(await list({ keyword: "pp000012" }))).toEqual([129, 128, 127, 126, 125, 124, 123, 122, 121, 120]);
    expect(ids(await list({ search_type: "sku", keyword: "PP0000042-2" }))).toEqual([42]);
    // "% " is no wildcard
    expect(ids(await list({ keyword: "%" }))).toEqual([]);
    const stock0 = await list({ stock_max: 0, page_size: 100 });
    expect(ids(stock0).every((id) => id % 10 === 9)).toBe(true);
    expect(ids(stock0).length).toBe(36);
    const named = await list({ search_type: "name", keyword: "MATCHING family", page_size: 100 });
    expect(named.body.data.list.length).toBeGreaterThan(0);
    expect(named.body.data.list.every((p: { name: string }) => p.name.startsWith("Family Matching"))).toBe(true);
    // whole words: a part of a word finds nothing
    expect(ids(await list({ search_type: "name", keyword: "famil" }))).toEqual([]);
  });

  it("filters by price on a site, in that site's currency, exactly", async () => {
    // product 40: n % 40 = 0 → first SKU 5.99 (+0.50 on its second site), second SKU 7.99
    const res = await list({ site: "us", price_min: "5.99", price_max: "5.99", page_size: 100 });
    expect(res.status).toBe(200);
    for (const p of res.body.data.list) {
      const us = p.prices.find((x: { site: string }) => x.site === "us");
      expect(us).toMatchObject({ currency: "USD", min: "5.99" });
    }
    expect(res.body.data.list.length).toBeGreaterThan(0);
  });

  it("refuses a price without a site, crossed ranges and unknown values with field errors", async () => {
    const noSite = await list({ price_min: "5" });
    expect(noSite.status).toBe(422);
    expect(noSite.body.data.errors.site).toEqual(["choose a site: prices are per site and currency"]);
    const crossed = await list({ stock_min: 10, stock_max: 5 });
    expect(crossed.body.data.errors.stock_max).toEqual(["must be at least the lowest stock"]);
    expect((await list({ status: "sold" })).status).toBe(422);
    expect((await list({ page_size: 30 })).status).toBe(422);
    expect((await list({ price_min: "1.999", site: "us" })).body.data.errors.price_min).toEqual([
      "must be an amount with at most 2 decimals",
    ]);
  });

  it("is for staff who open products, not for a System viewer", async () => {
    expect((await list({}, viewer)).status).toBe(403);
    expect((await list({}, operator)).status).toBe(403);
  });
});

describe("statistics", () => {
  it("counts each status, capped, under the same filters", async () => {
    const res = await t.get("/api/product/statistics", { token: admin });
    expect(res.body.data.statuses).toEqual([
      { status: "draft", count: 36, more: false },
      { status: "on_sale", count: 252, more: false },
      { status: "off_sale", count: 36, more: false },
      { status: "sold_out", count: 36, more: false },
    ]);
    const filtered = await t.get("/api/product/statistics", { token: admin, query: { keyword: "PP00001" } });
    // PP00001xx: 100..199 → 10 drafts
    expect(filtered.body.data.statuses[0]).toEqual({ status: "draft", count: 10, more: false });
  });
});

describe("product details and changes", () => {
  it("shows one product with its SKUs and their prices as decimal text", async () => {
    const res = await t.get("/api/product/show/40", { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.spu).toBe("PP0000040");
    expect(res.body.data.skus.map((k: { sku_code: string }) => k.sku_code)).toEqual(["PP0000040-1", "PP0000040-2"]);
    expect(res.body.data.skus[0].prices[0].price).toMatch(/^\d+\.\d\d$/);
    expect((await t.get("/api/product/show/999999", { token: admin })).status).toBe(404);
    expect((await t.get("/api/product/show/abc", { token: admin })).status).toBe(422);
  });

  it("recommends products once: a repeat changes nothing", async () => {
    const first = await t.post("/api/product/recommend", { ids: [1, 2], recommended: true }, { token: admin });
    expect(first.body.data).toEqual({ changed: ["PP0000001", "PP0000002"], unchanged: [] });
    const again = await t.post("/api/product/recommend", { ids: [1, 2], recommended: true }, { token: admin });
    expect(again.body.data).toEqual({ changed: [], unchanged: ["PP0000001", "PP0000002"] });
    const logs = await t.sql<{ n: number }>(
      "select count(*)::int as n from audit_log where entity = 'product' and action = 'recommend' and entity_id in ('1', '2')",
    );
    expect(logs[0].n).toBe(2);
    expect((await t.post("/api/product/recommend", { ids: [1], recommended: true }, { token: viewer })).status).toBe(403);
    expect((await t.post("/api/product/recommend", { ids: [999999], recommended: true }, { token: admin })).status).toBe(404);
    expect(ids(await list({ recommended: 1, keyword: "PP000000" }))).toEqual([2, 1]);
  });

  it("saves name, status, stock and a price; a stale version gets 409 and changes nothing", async () => {
    const before = (await t.get("/api/product/show/50", { token: admin })).body.data;
    const sku = before.skus[0].id;
    const saved = await t.post(
      "/api/product/batch_save",
      {
        products: [
          {
            id: 50,
            version: before.version,
            name: "Kid Girl Floral Twirl Dress",
            status: "off_sale",
            skus: [{ id: sku, stock: 7, prices: { us: "19.99" } }],
          },
        ],
      },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    const after = (await t.get("/api/product/show/50", { token: admin })).body.data;
    expect(after).toMatchObject({ name: "Kid Girl Floral Twirl Dress", status: "off_sale", version: before.version + 1 });
    expect(after.stock).toBe(7 + before.skus[1].stock);
    expect(after.skus[0].prices.find((p: { site: string }) => p.site === "us")).toMatchObject({
      price: "19.99",
      currency: "USD",
      price_minor: "1999",
    });
    const stale = await t.post(
      "/api/product/batch_save",
      { products: [{ id: 50, version: before.version, name: "Other" }] },
      { token: admin },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.name).toBe("Kid Girl Floral Twirl Dress");
    expect((await t.get("/api/product/show/50", { token: admin })).body.data.name).toBe("Kid Girl Floral Twirl Dress");
  });

  it("lists each site's price range as its SKUs' prices stand after every kind of write", async () => {
    const ranges = async () => {
      const row = (await list({ keyword: "PP0000060" })).body.data.list[0];
      const detail = (await t.get("/api/product/show/60", { token: admin })).body.data;
      expect(detail.prices).toEqual(row.prices);
      return row.prices.map((r: Record<string, string>) => [r.site, r.currency, r.min, r.max]);
    };
    // an import's way: rows written straight to the table, many in one statement
    await t.sql("delete from sku_prices where product_id = 60");
    expect(await ranges()).toEqual([]);
    await t.sql(`insert into sku_prices (sku_id, product_id, site_abbr, currency_code, price_minor)
                 values (119, 60, 'us', 'USD', 1299), (120, 60, 'us', 'USD', 1599), (119, 60, 'uk', 'GBP', 999)`);
    expect(await ranges()).toEqual([
      ["uk", "GBP", "9.99", "9.99"],
      ["us", "USD", "12.99", "15.99"],
    ]);
    // the batch save's way
    const { version } = (await t.get("/api/product/show/60", { token: admin })).body.data;
    const saved = await t.post(
      "/api/product/batch_save",
      { products: [{ id: 60, version, skus: [{ id: 120, stock: 3, prices: { us: "10.49" } }] }] },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    expect(await ranges()).toEqual([
      ["uk", "GBP", "9.99", "9.99"],
      ["us", "USD", "10.49", "12.99"],
    ]);
    await t.sql("update sku_prices set price_minor = 2500 where sku_id = 119 and site_abbr = 'us'");
    expect(await ranges()).toEqual([
      ["uk", "GBP", "9.99", "9.99"],
      ["us", "USD", "10.49", "25.00"],
    ]);
    // a SKU removed takes its prices with it
    await t.sql("delete from skus where id = 119");
    expect(await ranges()).toEqual([["us", "USD", "10.49", "10.49"]]);
  });

  it("saves a batch all or nothing", async () => {
    const p51 = (await t.get("/api/product/show/51", { token: admin })).body.data;
    const res = await t.post(
      "/api/product/batch_save",
      {
        products: [
          { id: 51, version: p51.version, status: "draft" },
          { id: 52, version: 99, status: "draft" },
        ],
      },
      { token: admin },
    );
    expect(res.status).toBe(409);
    expect((await t.get("/api/product/show/51", { token: admin })).body.data.status).toBe(p51.status);
    const bad = await t.post(
      "/api/product/batch_save",
      { products: [{ id: 51, version: p51.version, skus: [{ id: 1, stock: -1 }] }] },
      { token: admin },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors["products.0.skus.0.stock"]).toEqual(["must be between 0 and 1000000"]);
    const foreign = await t.post(
      "/api/product/batch_save",
      { products: [{ id: 51, version: p51.version, skus: [{ id: 1, stock: 3 }] }] },
      { token: admin },
    );
    expect(foreign.status).toBe(422);
    expect((await t.post("/api/product/batch_save", { products: [{ id: 51, version: 1 }] }, { token: operator })).status).toBe(403);
  });
});
