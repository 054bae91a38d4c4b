// GET /api/product/event_detail?product_id=: the events a product's SKUs are in, the labels and
// the pools it is in, with their states and times (spec section 7 "Goods"), for goods-edit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";
import { inCatalogueFor } from "./catalogue-skus";

let t: TestApi;
let admin: string;
let operator: string;
let viewer: string;
const PRODUCT = 900001;
let eventId: number;
let labelId: number;
let poolId: number;

beforeAll(async () => {
  t = await startTestApi();
  [admin, operator, viewer] = await Promise.all([t.token("admin"), t.token("operator"), t.token("viewer")]);
  // a product of its own, so what it is in is only what this file puts it in
  await t.sql("insert into products (id, spu, name) values ($1, 'TESTUSE1', 'Cable Knit Cardigan')", [PRODUCT]);
  await t.sql(
    "insert into skus (product_id, sku_code, color, size, stock) values ($1, 'TESTUSE1-1', 'Navy', '2T', 5), ($1, 'TESTUSE1-2', 'Navy', '3T', 5)",
    [PRODUCT],
  );
  const created = await t.post(
    "/api/event/createDsEvent",
    {
      kind: "daily_special",
      name: "Knit Flash Hour",
      site: "us",
      currency: "USD",
      start_at: "2031-11-01T16:00:00.000Z",
      end_at: "2031-11-01T17:00:00.000Z",
      languages: [{ language: "en", title: "Knit hour", description: "" }],
    },
    { token: admin },
  );
  expect(created.status).toBe(200);
  eventId = created.body.data.id;
  const added = await t.post(
    "/api/event/batchSaveFromPool",
    {
      event_id: eventId,
      version: created.body.data.version,
      products: await inCatalogueFor(t, eventId, [
        { sku_code: "TESTUSE1-2", product_name: "Cable Knit Cardigan", price: "19.00", stock: 5 },
      ]),
    },
    { token: admin },
  );
  expect(added.status).toBe(200);
  [{ id: labelId }] = await t.sql<{ id: number }>(
    "insert into labels (site_abbr, name, type, enabled) values ('uk', 'Cosy picks', 'promotion', false) returning id",
  );
  await t.sql("insert into label_products (label_id, product_id, added_at) values ($1, $2, '2031-01-02T03:04:05Z')", [labelId, PRODUCT]);
  [{ id: poolId }] = await t.sql<{ id: number }>("insert into product_pools (name, site_abbr) values ('Knit pool', 'us') returning id");
  await t.sql("insert into product_pool_items (pool_id, product_id, added_at) values ($1, $2, '2031-01-03T00:00:00Z')", [poolId, PRODUCT]);
});
afterAll(async () => {
  await t?.close();
});

const get = (query: Record<string, string | number>, token = admin) => t.get("/api/product/event_detail", { token, query });

describe("product/event_detail", () => {
  it("names the product's events with the SKUs in each, its labels and pools, with states and times", async () => {
    const res = await get({ product_id: PRODUCT });
    expect(res.status).toBe(200);
    expect(res.body.data.product).toEqual({ id: PRODUCT, spu: "TESTUSE1", name: "Cable Knit Cardigan" });
    expect(res.body.data.events.more).toBe(false);
    expect(res.body.data.events.list).toHaveLength(1);
    expect(res.body.data.events.list[0]).toMatchObject({
      id: eventId,
      kind: "daily_special",
      name: "Knit Flash Hour",
      site: "us",
      status: "draft",
      sku_codes: ["TESTUSE1-2"],
    });
    expect(new Date(res.body.data.events.list[0].start_at).toISOString()).toBe("2031-11-01T16:00:00.000Z");
    expect(new Date(res.body.data.events.list[0].end_at).toISOString()).toBe("2031-11-01T17:00:00.000Z");
    expect(res.body.data.labels.list).toHaveLength(1);
    expect(res.body.data.labels.list[0]).toMatchObject({ id: labelId, name: "Cosy picks", site: "uk", type: "promotion", enabled: false });
    expect(new Date(res.body.data.labels.list[0].added_at).toISOString()).toBe("2031-01-02T03:04:05.000Z");
    expect(res.body.data.pools.list).toHaveLength(1);
    expect(res.body.data.pools.list[0]).toMatchObject({ id: poolId, name: "Knit pool", site: "us", enabled: true });
  });

  it("is for readers of products: the operator (no goods routes) and the viewer are refused", async () => {
    expect((await get({ product_id: PRODUCT }, operator)).status).toBe(403);
    expect((await get({ product_id: PRODUCT }, viewer)).status).toBe(403);
    expect((await t.get("/api/product/event_detail", { query: { product_id: PRODUCT } })).status).toBe(401);
  });

  it("refuses bad input with 422 and an unknown product with 404", async () => {
    const none = await get({});
    expect(none.status).toBe(422);
    expect(none.body.data.errors).toHaveProperty("product_id");
    expect((await get({ product_id: "x" })).status).toBe(422);
    expect((await get({ product_id: PRODUCT, extra: 1 })).status).toBe(422);
    expect((await get({ product_id: 999999 })).status).toBe(404);
  });
});

describe("the spec's other names for the product search and details", () => {
  it("index and search answer the same page as paginate; searchProductIds gives its ids; show_details is show/{id}", async () => {
    const query = { keyword: "pp000012", page_size: 20 };
    const page = (await t.get("/api/product/paginate", { token: admin, query })).body.data;
    // SPUs PP000012x are products 120–129, newest first
    expect(page.list.map((p: { id: number }) => p.id)).toEqual([129, 128, 127, 126, 125, 124, 123, 122, 121, 120]);
    for (const path of ["/api/product/index", "/api/product/search"]) {
      const res = await t.get(path, { token: admin, query });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(page);
    }
    const ids = await t.get("/api/product/searchProductIds", { token: admin, query });
    expect(ids.body.data).toMatchObject({ ids: [129, 128, 127, 126, 125, 124, 123, 122, 121, 120], next: page.next });
    const details = await t.get("/api/product/show_details", { token: admin, query: { id: 40 } });
    expect(details.status).toBe(200);
    expect(details.body.data).toEqual((await t.get("/api/product/show/40", { token: admin })).body.data);
    expect((await t.get("/api/product/show_details", { token: admin, query: { id: 0 } })).status).toBe(422);
    expect((await t.get("/api/product/searchProductIds", { token: viewer, query })).status).toBe(403);
  });
});
