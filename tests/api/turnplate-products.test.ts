// Market tool › wheel lottery, issue 41 §5: a product prize names a real product of the catalogue by
// its id (as a voucher prize names a voucher), one the wheel's site sells (a price there); an unknown
// product or one the site does not sell is refused beside the prizes, in en and zh.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let operator: string;
/** a product the ca storefront sells, and one it does not (priced on other sites only) */
let soldOnCa: number;
let notOnCa: number;

beforeAll(async () => {
  t = await startTestApi();
  operator = await t.token("operator");
  const onCa = "exists (select 1 from sku_prices sp where sp.product_id = p.id and sp.site_abbr = 'ca')";
  [{ id: soldOnCa }] = await t.sql<{ id: number }>(`select p.id from products p where ${onCa} order by p.id limit 1`);
  [{ id: notOnCa }] = await t.sql<{ id: number }>(`select p.id from products p where not ${onCa} order by p.id limit 1`);
});
afterAll(async () => {
  await t?.close();
});

const wheel = (product: string) => ({
  name: "Boots spin",
  site: "ca",
  start_day: "2031-04-01",
  end_day: "2031-04-30",
  daily_limit: 1,
  total_limit: 5,
  remark: "",
  prizes: [
    { name: "50 points", kind: "points", value: "50", probability: "70", stock: 1000 },
    { name: "Rain boots", kind: "product", value: product, probability: "20", stock: 3 },
    { name: "Try again", kind: "nothing", value: "", probability: "10", stock: null },
  ],
});

describe("a wheel's product prize", () => {
  it("names a product the wheel's site sells: saved with the product's id", async () => {
    const res = await t.post("/api/market/turnplate/create", wheel(String(soldOnCa)), { token: operator });
    expect(res.status).toBe(200);
    expect(res.body.data.prizes[1]).toEqual({
      name: "Rain boots",
      kind: "product",
      value: String(soldOnCa),
      probability_bp: 2000,
      stock: 3,
    });
  });

  it("refuses a product the catalogue does not have (#999999), in en and zh", async () => {
    const en = await t.post("/api/market/turnplate/create", wheel("999999"), { token: operator });
    expect(en.status).toBe(422);
    // beside the slot's value (issue 41: the form edits slots as rows)
    expect(en.body.data.errors["prizes.1.value"]).toEqual([
      "The prize Rain boots names product #999999, which the Canada site does not sell: choose one of the site's products",
    ]);
    const zh = await t.post("/api/market/turnplate/create", wheel("999999"), { token: operator, headers: { "accept-language": "zh" } });
    expect(zh.body.data.errors["prizes.1.value"]).toEqual(["奖品 Rain boots 的商品 #999999 不在站点“加拿大”销售：请选择该站点的商品"]);
  });

  it("refuses a product the site does not sell (no price on ca)", async () => {
    const res = await t.post("/api/market/turnplate/create", wheel(String(notOnCa)), { token: operator });
    expect(res.status).toBe(422);
    expect(res.body.data.errors["prizes.1.value"]).toEqual([
      `The prize Rain boots names product #${notOnCa}, which the Canada site does not sell: choose one of the site's products`,
    ]);
  });

  it("refuses a typed product code where the product's id belongs", async () => {
    const res = await t.post("/api/market/turnplate/create", wheel("BT-1201"), { token: operator });
    expect(res.status).toBe(422);
    expect(res.body.data.errors["prizes.1.value"]).toEqual(["must be the id of a product the wheel's site sells for a product prize"]);
  });
});
