// Activity → daily specials and flash sales (issue 41 §1): a SKU joins an event only when the
// catalogue has it and sells it on the event's site; its name is the catalogue's, never a typed
// one; an event price is never above the SKU's price on that site — whether the price arrives with
// the products, is adjusted on a draft, or is proposed in a revision of a published event.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let operator: string;

beforeAll(async () => {
  t = await startTestApi();
  operator = await t.token("operator");
  // the catalogue: two sizes sold on us for USD 19.99 and 25.00, one size sold only on uk
  const [{ id }] = await t.sql<{ id: number }>("insert into products (spu, name) values ('EVCHK-SPU', 'Checked linen dress') returning id");
  const skus = await t.sql<{ id: number; sku_code: string }>(
    "insert into skus (product_id, sku_code) values ($1, 'EVCHK-S'), ($1, 'EVCHK-M'), ($1, 'EVCHK-UK') returning id, sku_code",
    [id],
  );
  const price: Record<string, [string, string, number]> = {
    "EVCHK-S": ["us", "USD", 1999],
    "EVCHK-M": ["us", "USD", 2500],
    "EVCHK-UK": ["uk", "GBP", 1500],
  };
  for (const s of skus)
    await t.sql("insert into sku_prices (sku_id, product_id, site_abbr, currency_code, price_minor) values ($1, $2, $3, $4, $5)", [
      s.id,
      id,
      ...price[s.sku_code],
    ]);
});
afterAll(async () => {
  await t?.close();
});

const EVENT = {
  name: "Checked dresses",
  site: "us",
  currency: "USD",
  start_at: "2032-04-01T07:00:00.000Z",
  end_at: "2032-04-08T06:59:59.000Z",
  languages: [{ language: "en", title: "Checked dresses", description: "" }],
};
const lang = (l: string) => ({ "accept-language": l });
const version = async (id: number) => (await t.sql<{ version: number }>("select version from events where id = $1", [id]))[0].version;
const draft = async (kind = "daily_special") => {
  const body =
    kind === "flash_sale"
      ? { ...EVENT, kind, slots: [{ start_at: "2032-04-01T17:00:00.000Z", end_at: "2032-04-01T19:00:00.000Z" }] }
      : { ...EVENT, kind };
  const res = await t.post("/api/event/createDsEvent", body, { token: operator });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
};
const add = async (id: number, products: object[], l = "en") =>
  t.post("/api/event/batchSaveFromPool", { event_id: id, version: await version(id), products }, { token: operator, headers: lang(l) });
const stored = (id: number) =>
  t.sql("select sku_code, product_name, price::text as price from event_products where event_id = $1 order by sku_code", [id]);

describe("event products are checked against the catalogue", () => {
  it("refuses a SKU the catalogue does not have, naming it beside its line, in en and zh; nothing is stored", async () => {
    const id = await draft();
    const items = [
      { sku_code: "EVCHK-S", price: "15.00", stock: 5 },
      { sku_code: "EVCHK-NOPE", price: "9.00", stock: 5 },
    ];
    const en = await add(id, items);
    expect(en.status).toBe(422);
    expect(en.body.data.errors["products.1.sku_code"]).toEqual(["SKU EVCHK-NOPE is not in the catalogue"]);
    const zh = await add(id, items, "zh");
    expect(zh.body.data.errors["products.1.sku_code"]).toEqual(["SKU EVCHK-NOPE 不在商品库中"]);
    expect(zh.body.message).toBe("请检查输入（SKU EVCHK-NOPE 不在商品库中）");
    expect(await stored(id)).toEqual([]);
  });

  it("refuses a SKU with no price on the event's site (a uk-only size on a us event)", async () => {
    const id = await draft();
    const res = await add(id, [{ sku_code: "EVCHK-UK", price: "10.00", stock: 5 }]);
    expect(res.status).toBe(422);
    expect(res.body.data.errors["products.0.sku_code"]).toEqual(["SKU EVCHK-UK has no price on the United States site in USD"]);
  });

  it("takes the product's name from the catalogue and refuses a typed one", async () => {
    const id = await draft();
    const typed = await add(id, [{ sku_code: "EVCHK-S", product_name: "Cheap dress", price: "15.00", stock: 5 }]);
    expect(typed.status).toBe(422);
    const res = await add(id, [{ sku_code: "EVCHK-S", price: "15.00", stock: 5 }]);
    expect(res.status).toBe(200);
    expect(await stored(id)).toEqual([{ sku_code: "EVCHK-S", product_name: "Checked linen dress", price: "15.0000" }]);
  });

  it("refuses an event price above the site price (USD 25.01 over 25.00), allows it equal, for both kinds", async () => {
    for (const kind of ["daily_special", "flash_sale"]) {
      const id = await draft(kind);
      const over = await add(id, [
        { sku_code: "EVCHK-S", price: "19.99", stock: 5 },
        { sku_code: "EVCHK-M", price: "25.01", stock: 5 },
      ]);
      expect(over.status).toBe(422);
      expect(over.body.data.errors).toEqual({ "products.1.price": ["Event price 25.01 is above the site price 25.00"] });
      const zh = await add(id, [{ sku_code: "EVCHK-M", price: "25.01", stock: 5 }], "zh");
      expect(zh.body.data.errors["products.0.price"]).toEqual(["活动价 25.01 高于站点价 25.00"]);
      expect(await stored(id)).toEqual([]);
      const equal = await add(id, [{ sku_code: "EVCHK-M", price: "25.00", stock: 5 }]);
      expect(equal.status).toBe(200);
    }
  });

  it("lists every line's problem at once", async () => {
    const id = await draft();
    const res = await add(id, [
      { sku_code: "EVCHK-NOPE", price: "1.00", stock: 5 },
      { sku_code: "EVCHK-S", price: "20.00", stock: 5 },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual({
      "products.0.sku_code": ["SKU EVCHK-NOPE is not in the catalogue"],
      "products.1.price": ["Event price 20.00 is above the site price 19.99"],
    });
  });

  it("refuses a draft's price adjusted above the site price", async () => {
    const id = await draft();
    expect((await add(id, [{ sku_code: "EVCHK-S", price: "15.00", stock: 5 }])).status).toBe(200);
    const [{ id: productId }] = await t.sql<{ id: number }>("select id from event_products where event_id = $1", [id]);
    const v = await version(id);
    const over = await t.post(
      "/api/event/adjustProductSkuPrice",
      { event_id: id, version: v, prices: [{ id: productId, price: "20.00" }] },
      { token: operator },
    );
    expect(over.status).toBe(422);
    expect(over.body.data.errors).toEqual({ "prices.0.price": ["Event price 20.00 is above the site price 19.99"] });
    const ok = await t.post(
      "/api/event/adjustProductSkuPrice",
      { event_id: id, version: v, prices: [{ id: productId, price: "19.99" }] },
      { token: operator },
    );
    expect(ok.status).toBe(200);
  });

  it("refuses a revision that would raise a published event's price above the site price", async () => {
    const id = await draft();
    expect((await add(id, [{ sku_code: "EVCHK-M", price: "20.00", stock: 5 }])).status).toBe(200);
    expect((await t.post("/api/event/changeEventStatus", { id, status: "publish" }, { token: operator })).status).toBe(200);
    const [{ id: productId }] = await t.sql<{ id: number }>("select id from event_products where event_id = $1", [id]);
    const rev = await t.post(
      "/api/event_revisions/updateRevision",
      { event_id: id, changes: [{ product_id: productId, price: "26.00" }] },
      { token: operator },
    );
    expect(rev.status).toBe(422);
    expect(rev.body.data.errors).toEqual({ "changes.0.price": ["Event price 26.00 is above the site price 25.00"] });
    expect(await t.sql("select id from event_revisions where event_id = $1", [id])).toEqual([]);
  });
});
