// Activity › product rankings (ranking-list, issue 11): settings with ordered products, online /
// offline (one online ranking per site and type at a time), change log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spusInCatalogue } from "./catalogue-products";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let operator: string;
let approver: string;
let viewer: string;

beforeAll(async () => {
  t = await startTestApi();
  [operator, approver, viewer] = await Promise.all([t.token("operator"), t.token("approver"), t.token("viewer")]);
  await spusInCatalogue(
    t,
    [
      { code: "SW-100", name: "Rash guard" },
      { code: "SW-200", name: "Swim shorts" },
      { code: "SW-300", name: "Sun hat" },
    ],
    ["ca", "glb"],
  );
});
afterAll(async () => {
  await t?.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  name: "Top 3 swimwear",
  site: "ca",
  metric: "best_sellers",
  start_day: "2031-03-08",
  end_day: "2031-03-10",
  products: [
    { product_code: "sw-100", product_name: "Rash guard" },
    { product_code: "SW-200", product_name: "Swim shorts" },
    { product_code: "SW-300", product_name: "Sun hat" },
  ],
  ...over,
});
const logCount = async () => (await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = 'ranking'"))[0].n;

describe("product rankings", () => {
  it("the seed shows rankings online, scheduled, ended and taken offline in effect", async () => {
    const res = await t.get("/api/ranking/list", { token: approver, query: { sort: "name", order: "asc" } });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((r: { name: string; status: string }) => `${r.name}: ${r.status}`)).toEqual([
      "Best sellers this month: online",
      "Les mieux notés: offline",
      "Meistgesehen im Sommer: offline",
      "New in: winter knits: offline",
      "Top rated for school: online",
    ]);
    const ended = await t.get("/api/ranking/list", { token: approver, query: { period: "expired" } });
    expect(ended.body.data.list.map((r: { site: string }) => r.site)).toEqual(["de"]);
  });

  it("creates with positions in the given order, days as US West (daylight saving applied), codes upper case", async () => {
    const res = await t.post("/api/ranking/create", body(), { token: operator });
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.products).toEqual([
      { position: 1, product_code: "SW-100", product_name: "Rash guard" },
      { position: 2, product_code: "SW-200", product_name: "Swim shorts" },
      { position: 3, product_code: "SW-300", product_name: "Sun hat" },
    ]);
    expect(r.products_count).toBe(3);
    expect(r.status).toBe("offline");
    // 2031-03-08 is PST (UTC-8), 2031-03-10 is after the change to PDT (UTC-7)
    expect(new Date(r.start_at).toISOString()).toBe("2031-03-08T08:00:00.000Z");
    expect(new Date(r.end_at).toISOString()).toBe("2031-03-11T06:59:59.000Z");
  });

  it("the approver reads but may not write; the viewer may not read", async () => {
    expect((await t.post("/api/ranking/create", body(), { token: approver })).status).toBe(403);
    expect((await t.get("/api/ranking/list", { token: viewer })).status).toBe(403);
  });

  it("states its limits: required fields, order of days, products 1–50 without repeats", async () => {
    const bad = await t.post(
      "/api/ranking/create",
      body({ name: "", metric: "cheapest", start_day: "2031-03-10", end_day: "2031-03-09", products: [] }),
      { token: operator },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.errors).sort()).toEqual(["end_day", "metric", "name", "products"]);
    expect(bad.body.data.errors.products).toEqual(["at least one product is required"]);
    const twice = await t.post(
      "/api/ranking/create",
      body({
        products: [
          { product_code: "A-1", product_name: "x" },
          { product_code: "a-1", product_name: "y" },
        ],
      }),
      { token: operator },
    );
    expect(twice.status).toBe(422);
    expect(twice.body.data.errors.products).toEqual(["a product code appears twice"]);
    const many = Array.from({ length: 51 }, (_, i) => ({ product_code: `P-${i}`, product_name: `Product ${i}` }));
    expect((await t.post("/api/ranking/create", body({ products: many }), { token: operator })).body.data.errors.products).toEqual([
      "at most 50 products",
    ]);
    expect((await t.get("/api/ranking/999999", { token: approver })).status).toBe(404);
  });

  it("goes online and offline once each; refuses an overlap naming the other ranking, an ended one, and edits while online", async () => {
    const a = (
      await t.post("/api/ranking/create", body({ site: "ca_v1", start_day: "2031-05-01", end_day: "2031-05-31" }), { token: operator })
    ).body.data;
    const b = (
      await t.post(
        "/api/ranking/create",
        body({ name: "May best sellers", site: "ca_v1", start_day: "2031-05-20", end_day: "2031-06-10" }),
        { token: operator },
      )
    ).body.data;
    const on = await t.post("/api/ranking/change-status", { id: a.id, status: "online" }, { token: operator });
    expect(on.body.data.status).toBe("online");
    const logs = await logCount();
    expect((await t.post("/api/ranking/change-status", { id: a.id, status: "online" }, { token: operator })).status).toBe(200);
    expect(await logCount()).toBe(logs);
    const clash = await t.post("/api/ranking/change-status", { id: b.id, status: "online" }, { token: operator });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      `The ranking "Top 3 swimwear" (#${a.id}) is already online on this site for the same type in an overlapping period: take it offline or change the days`,
    );
    // another type on the same site and days does not clash
    const other = (
      await t.post("/api/ranking/create", body({ site: "ca_v1", metric: "new_arrivals", start_day: "2031-05-01", end_day: "2031-05-31" }), {
        token: operator,
      })
    ).body.data;
    expect((await t.post("/api/ranking/change-status", { id: other.id, status: "online" }, { token: operator })).status).toBe(200);
    const edit = await t.post(
      "/api/ranking/update",
      {
        id: a.id,
        version: on.body.data.version,
        ...body({ site: "ca_v1", start_day: "2031-05-01", end_day: "2031-05-31", name: "Renamed" }),
      },
      { token: operator },
    );
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe("The ranking is online: take it offline before changing it");
    const off = await t.post("/api/ranking/change-status", { id: a.id, status: "offline" }, { token: operator });
    expect(off.body.data.status).toBe("offline");
    expect((await t.post("/api/ranking/change-status", { id: b.id, status: "online" }, { token: operator })).status).toBe(200);
    const past = (await t.post("/api/ranking/create", body({ start_day: "2020-01-01", end_day: "2020-01-31" }), { token: operator })).body
      .data;
    const ended = await t.post("/api/ranking/change-status", { id: past.id, status: "online" }, { token: operator });
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe("The ranking's period has ended: change its last day before putting it online");
  });

  it("reorders with its version; a stale save is 409; the log shows each step with the products before and after", async () => {
    const made = (await t.post("/api/ranking/create", body({ site: "glb" }), { token: operator })).body.data;
    const reordered = body({
      site: "glb",
      products: [
        { product_code: "SW-300", product_name: "Sun hat" },
        { product_code: "SW-100", product_name: "Rash guard" },
      ],
    });
    const saved = await t.post("/api/ranking/update", { id: made.id, version: made.version, ...reordered }, { token: operator });
    expect(saved.status).toBe(200);
    expect(saved.body.data.products.map((p: { position: number; product_code: string }) => `${p.position} ${p.product_code}`)).toEqual([
      "1 SW-300",
      "2 SW-100",
    ]);
    expect((await t.post("/api/ranking/update", { id: made.id, version: made.version, ...reordered }, { token: operator })).status).toBe(
      409,
    );
    const log = await t.get("/api/ranking/logs", { token: approver, query: { entity: "ranking", entity_id: made.id } });
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(["update", "create"]);
    expect(log.body.data.list[0].before.products).toHaveLength(3);
    expect(log.body.data.list[0].after.products[0]).toEqual({ position: 1, product_code: "SW-300", product_name: "Sun hat" });
  });

  // the demo catalogue (server/db/seed-goods.ts): PP0000180 "Kid Boy Knit Romper" is priced on ca,
  // PP0000175 on us and eur only; a brand storefront (ca_v1) sells what its site sells
  it("takes only products of the catalogue its site sells, named as the catalogue names them (issue 41 §6)", async () => {
    const made = await t.post(
      "/api/ranking/create",
      body({
        site: "ca_v1",
        start_day: "2032-01-01",
        end_day: "2032-01-02",
        products: [{ product_code: "PP0000180", product_name: "typed" }],
      }),
      { token: operator },
    );
    expect(made.status).toBe(200);
    expect(made.body.data.products).toEqual([{ position: 1, product_code: "PP0000180", product_name: "Kid Boy Knit Romper" }]);
    const refused = await t.post(
      "/api/ranking/create",
      body({
        products: [
          { product_code: "PP0000175", product_name: "x" },
          { product_code: "GONE-9", product_name: "y" },
        ],
      }),
      { token: operator },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors.products).toEqual([
      "Line 1: PP0000175 has no price on the Canada site: choose a product the site sells",
      "Line 2: GONE-9 is not a product of the catalogue",
    ]);
  });
});
