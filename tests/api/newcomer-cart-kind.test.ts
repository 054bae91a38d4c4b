// The newcomer package and cart settings as kinds (issue 36 §5) and the rules issue 41 §2 adds to the
// cart: its threshold's currency is one of the site's; a package's quota left empty is "no limit".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let operator: string;

beforeAll(async () => {
  t = await startTestApi();
  operator = await t.token("operator");
});
afterAll(async () => {
  await t?.close();
});

type Row = { id: number; version: number; site: string; currency_code: string; quota: number | null };

describe("cart settings: money in the site's currency", () => {
  it("a uk threshold in USD is refused next to the currency, in en and zh, and nothing changes", async () => {
    const list = await t.get("/api/market/cart-configs", { token: operator, query: { site: "uk" } });
    const uk = list.body.data.list[0] as Row;
    const body = {
      id: uk.id,
      version: uk.version,
      site: "uk",
      max_items: 100,
      reserve_minutes: 30,
      currency_code: "USD",
      free_shipping: "49.00",
      recommendations: true,
    };
    const en = await t.post("/api/market/cart-config/update", body, { token: operator });
    expect(en.status).toBe(422);
    expect(en.body.data.errors.currency_code).toEqual(["is not a currency of the United Kingdom site"]);
    const zh = await t.post("/api/market/cart-config/update", body, { token: operator, headers: { "accept-language": "zh" } });
    expect(zh.body.data.errors.currency_code).toEqual(["不是站点“英国”使用的币种"]);
    const after = await t.get(`/api/market/cart-config/${uk.id}`, { token: operator });
    expect(after.body.data).toMatchObject({ currency_code: uk.currency_code, version: uk.version });
    const gbp = await t.post("/api/market/cart-config/update", { ...body, currency_code: "GBP" }, { token: operator });
    expect(gbp.status).toBe(200);
    expect(gbp.body.data).toMatchObject({ currency_code: "GBP", free_shipping_minor: "4900", version: uk.version + 1 });
  });
});

describe("newcomer packages: an empty quota is no limit", () => {
  it("a quota left out is none; a quota set, then cleared with null, is none again", async () => {
    const [voucher] = await t.sql<{ id: number }>(
      `insert into vouchers (name, site_abbr, currency_code, kind, percent_off, min_order_minor, start_at, end_at, per_customer, total_stock, enabled, updated_by)
       values ('Quota test', 'glb', 'USD', 'percent', 10, 0, now() - interval '1 day', now() + interval '30 days', 1, 100, true, 'test') returning id`,
    );
    const pkg = { name: "No limit", site: "glb", voucher_ids: [voucher.id], valid_days: 30, claim_hours: 72 };
    const open = await t.post("/api/market/newcomer-coupon/create", pkg, { token: operator });
    expect(open.status).toBe(200);
    expect(open.body.data.quota).toBeNull();
    const capped = await t.post("/api/market/newcomer-coupon/create", { ...pkg, name: "Capped", quota: 500 }, { token: operator });
    expect(capped.body.data.quota).toBe(500);
    const cleared = await t.post(
      "/api/market/newcomer-coupon/update",
      { ...pkg, name: "Capped", quota: null, id: capped.body.data.id, version: capped.body.data.version },
      { token: operator },
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ quota: null, version: 2 });
  });
});
