// The product picker of daily specials and flash sales (issue 41 §6): the SKUs the catalogue sells on
// the event's site, found by SPU, SKU or name, each with picture, codes, name, site price and stock.
// Expectations from the demo catalogue's definition (server/db/seed-goods.ts): product n has SPU
// PP<n, 7 digits>, SKUs PP…-1 (id 2n−1) and PP…-2 (id 2n); product 175 is on sale, its SKUs priced
// on us at 20.99 and 22.99 USD with stock 38 and 51.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let operator: string;
let viewer: string;

beforeAll(async () => {
  t = await startTestApi();
  [operator, viewer] = await Promise.all([t.token("operator"), t.token("viewer")]);
});
afterAll(async () => {
  await t?.close();
});

const PICKER = "/api/event/sku_picker";
const search = async (query: Record<string, string>) => {
  const res = await t.get(PICKER, { token: operator, query });
  expect(res.status).toBe(200);
  return res.body.data.list as Record<string, unknown>[];
};
const SKU1 = { id: 349, spu: "PP0000175", sku_code: "PP0000175-1", price_minor: "2099", currency: "USD", stock: 38, status: "on_sale" };
const SKU2 = { id: 350, spu: "PP0000175", sku_code: "PP0000175-2", price_minor: "2299", currency: "USD", stock: 51, status: "on_sale" };

describe("the event product picker", () => {
  it("finds a product's SKUs by SPU with name, picture, the site's price and stock", async () => {
    const list = await search({ site: "us", name: "pp0000175" });
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject(SKU1);
    expect(list[1]).toMatchObject(SKU2);
    expect(String(list[0].name).length).toBeGreaterThan(0);
    expect(String(list[0].image_url)).toMatch(/\S/);
  });

  it("finds one SKU by its code, and by a part of the product's name", async () => {
    expect(await search({ site: "us", name: "PP0000175-2" })).toEqual([expect.objectContaining(SKU2)]);
    const [{ name }] = await t.sql<{ name: string }>("select name from products where id = 175");
    const byName = await search({ site: "us", name: name.slice(2, 12) });
    for (const r of byName) expect(String(r.name).toLowerCase()).toContain(name.slice(2, 12).toLowerCase());
  });

  it("offers only what the site sells; the ticked ones by id whatever their price", async () => {
    const [{ site }] = await t.sql<{ site: string }>(
      "select abbr as site from sites where abbr not like '%\\_v1' and abbr not in (select site_abbr from sku_prices where product_id = 175) order by abbr limit 1",
    );
    expect(await search({ site, name: "PP0000175" })).toEqual([]);
    const ticked = await search({ site, ids: "349" });
    expect(ticked).toEqual([expect.objectContaining({ id: 349, sku_code: "PP0000175-1", price_minor: null })]);
  });

  it("without words lists the site's newest priced SKUs first, never an unpriced one", async () => {
    // two products newer than the whole catalogue: the newest has no price on us, the other has
    const [{ priced, unpriced }] = await t.sql<{ priced: number; unpriced: number }>(
      `with p1 as (insert into products (spu, name, status) values ('PPNEW00001', 'Newest priced romper', 'on_sale') returning id),
            p2 as (insert into products (id, spu, name, status) select id + 1, 'PPNEW00002', 'Newest unpriced romper', 'on_sale' from p1 returning id)
       select (select id from p1) as priced, (select id from p2) as unpriced`,
    );
    await t.sql(
      `with s as (insert into skus (product_id, sku_code, stock) values ($1, 'PPNEW00001-1', 7), ($1, 'PPNEW00001-2', 9), ($2, 'PPNEW00002-1', 5) returning id, product_id, sku_code)
       insert into sku_prices (sku_id, product_id, site_abbr, currency_code, price_minor)
       select id, product_id, 'us', 'USD', case sku_code when 'PPNEW00001-1' then 1500 else 1700 end from s where product_id = $1`,
      [priced, unpriced],
    );
    const list = await search({ site: "us" });
    expect(list).toHaveLength(20);
    expect(list.slice(0, 2)).toEqual([
      expect.objectContaining({ spu: "PPNEW00001", sku_code: "PPNEW00001-1", price_minor: "1500", stock: 7 }),
      expect.objectContaining({ spu: "PPNEW00001", sku_code: "PPNEW00001-2", price_minor: "1700", stock: 9 }),
    ]);
    expect(list.map((r) => r.spu)).not.toContain("PPNEW00002");
    for (const r of list) expect(r.price_minor).not.toBeNull();
  });

  it("takes % literally; no site, no results; refuses a page over 20 and the viewer", async () => {
    expect(await search({ site: "us", name: "%" })).toEqual([]);
    expect(await search({ name: "PP0000175" })).toEqual([]);
    expect((await t.get(PICKER, { token: operator, query: { site: "us", page_size: "21" } })).status).toBe(422);
    expect((await t.get(PICKER, { token: viewer, query: { site: "us" } })).status).toBe(403);
  });
});
