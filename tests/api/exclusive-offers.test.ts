// Activity › exclusive offers (reach-list, issue 11): prices for one customer group on one site, in one
// of its currencies; online / offline (a product priced for the same group, site and days in another
// online offer is refused, naming it); change log. The shape shared with rankings is tested there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let operator: string;
let approver: string;
let viewer: string;

beforeAll(async () => {
  t = await startTestApi();
  [operator, approver, viewer] = await Promise.all([t.token("operator"), t.token("approver"), t.token("viewer")]);
});
afterAll(async () => {
  await t?.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  name: "VIP swim preview",
  site: "ca",
  currency: "CAD",
  audience: "vip_members",
  per_customer_limit: 2,
  start_day: "2031-07-01",
  end_day: "2031-07-31",
  products: [
    { product_code: "sw-100", price: "9.9", product_name: "Rash guard" },
    { product_code: "SW-200", price: "12.00", product_name: "Swim shorts" },
  ],
  ...over,
});

describe("exclusive offers", () => {
  it("the seed shows offers for several groups, online and offline; filters by group", async () => {
    const res = await t.get("/api/exclusive_offer/list", { token: approver, query: { status: "online", sort: "name", order: "asc" } });
    expect(res.body.data.list.map((r: { name: string; audience: string }) => `${r.name}: ${r.audience}`)).toEqual([
      "Newsletter-only school deals: newsletter_subscribers",
      "Welcome prices for first orders: new_customers",
    ]);
    const vip = await t.get("/api/exclusive_offer/list", { token: approver, query: { audience: "vip_members" } });
    expect(vip.body.data.list.map((r: { site: string }) => r.site)).toEqual(["uk"]);
    expect((await t.get("/api/exclusive_offer/list", { token: viewer })).status).toBe(403);
  });

  it("creates with exact prices (two decimals) in the site's currency; refuses a currency the site does not sell in", async () => {
    const res = await t.post("/api/exclusive_offer/create", body(), { token: operator });
    expect(res.status).toBe(200);
    expect(res.body.data.products).toEqual([
      { position: 1, product_code: "SW-100", price: "9.90", product_name: "Rash guard" },
      { position: 2, product_code: "SW-200", price: "12.00", product_name: "Swim shorts" },
    ]);
    const wrong = await t.post("/api/exclusive_offer/create", body({ currency: "GBP" }), { token: operator });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.errors.currency).toEqual(["The site ca does not sell in GBP: choose one of its enabled currencies"]);
    expect((await t.post("/api/exclusive_offer/create", body(), { token: approver })).status).toBe(403);
  });

  it("states its limits: prices as exact text 0.01–100000, the per-customer limit 1–99, a known group", async () => {
    const bad = await t.post(
      "/api/exclusive_offer/create",
      body({
        audience: "everyone",
        per_customer_limit: 100,
        products: [
          { product_code: "SW-1", price: 9.9, product_name: "x" },
          { product_code: "SW-2", price: "0.00", product_name: "y" },
        ],
      }),
      { token: operator },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors["products.0.price"]).toEqual(['must be an amount written as text, e.g. "49.00"']);
    expect(bad.body.data.errors["products.1.price"]).toEqual(["must be between 0.01 and 100000"]);
    expect(bad.body.data.errors.per_customer_limit).toEqual(["must be between 1 and 99"]);
    expect(Object.keys(bad.body.data.errors)).toContain("audience");
  });

  it("going online is refused while another online offer prices one of its products for the same group, site and days", async () => {
    const a = (await t.post("/api/exclusive_offer/create", body({ site: "uk", currency: "GBP" }), { token: operator })).body.data;
    const b = (
      await t.post(
        "/api/exclusive_offer/create",
        body({
          name: "Late July VIP",
          site: "uk",
          currency: "GBP",
          start_day: "2031-07-20",
          end_day: "2031-08-10",
          products: [
            { product_code: "HT-1", price: "3.00", product_name: "Hat" },
            { product_code: "SW-200", price: "11.00", product_name: "Swim shorts" },
          ],
        }),
        { token: operator },
      )
    ).body.data;
    expect((await t.post("/api/exclusive_offer/change-status", { id: a.id, status: "online" }, { token: operator })).body.data.status).toBe(
      "online",
    );
    const clash = await t.post("/api/exclusive_offer/change-status", { id: b.id, status: "online" }, { token: operator });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      `SW-200 already has an exclusive price for this customer group on this site in an overlapping period, in "VIP swim preview" (#${a.id}): take that offer offline or change the days`,
    );
    // another group on the same site and days may price the same product
    const app = (
      await t.post("/api/exclusive_offer/create", body({ site: "uk", currency: "GBP", audience: "app_users" }), { token: operator })
    ).body.data;
    expect((await t.post("/api/exclusive_offer/change-status", { id: app.id, status: "online" }, { token: operator })).status).toBe(200);
    const edit = await t.post(
      "/api/exclusive_offer/update",
      { id: a.id, version: a.version + 1, ...body({ site: "uk", currency: "GBP" }) },
      { token: operator },
    );
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe("The exclusive offer is online: take it offline before changing it");
    await t.post("/api/exclusive_offer/change-status", { id: a.id, status: "offline" }, { token: operator });
    expect((await t.post("/api/exclusive_offer/change-status", { id: b.id, status: "online" }, { token: operator })).status).toBe(200);
    const log = await t.get("/api/exclusive_offer/logs", { token: approver, query: { entity: "exclusive_offer", entity_id: a.id } });
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(["offline", "online", "create"]);
  });
});
