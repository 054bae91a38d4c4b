// The product and pool pickers of exclusive offers, rankings and wheel prizes (issue 41 §6).
// Expectations from the demo catalogue's definition (server/db/seed-goods.ts): product n has SPU
// PP<n, 7 digits> and SKUs PP…-1, PP…-2, priced on the sites [us, ca, uk, eur, de, glb, au] at
// n mod 7 (+0) and (n + 3) mod 7 (+50) at 599 + (n mod 40)·100 (+200 for the second SKU) minor units;
// every tenth product from 7 is off sale, from 8 a draft, from 9 sold out (stock 0). Pools 1 and 2 are
// us's ("Summer picks for toddlers", "Back to School 2026"), pool 8 is ca's and disabled.
import { describe, expect, it } from "vitest";
import { staffApi } from "./helpers";

const { t, operator, viewer } = await staffApi();

const list = async (path: string, query: Record<string, string>) => {
  const res = await t.get(path, { token: operator, query });
  expect(res.status).toBe(200);
  return res.body.data.list as Record<string, unknown>[];
};
const products = (query: Record<string, string>) => list("/api/product/picker", query);
const pools = (query: Record<string, string>) => list("/api/product_pool/picker", query);

const P179 = { id: 179, spu: "PP0000179", status: "sold_out", price_minor: "2549", price_max_minor: "2749", currency: "USD", stock: 0 };
const P175 = { id: 175, spu: "PP0000175", status: "on_sale", price_minor: "2099", price_max_minor: "2299", currency: "USD", stock: 89 };
const P172 = { id: 172, spu: "PP0000172", status: "on_sale", price_minor: "1849", price_max_minor: "2049", currency: "USD", stock: 47 };

describe("the product picker", () => {
  it("finds the products a site sells by the start of the SPU, newest first, with picture, the site's prices and stock", async () => {
    const found = await products({ site: "us", name: "pp000017" });
    expect(found.map((p) => p.id)).toEqual([179, 175, 172]);
    expect(found[0]).toMatchObject(P179);
    expect(found[1]).toMatchObject(P175);
    expect(found[2]).toMatchObject(P172);
    expect(String(found[1].name).length).toBeGreaterThan(0);
    expect(String(found[1].image_url)).toMatch(/\S/);
  });

  it("finds a product by one of its SKU codes and by a part of its name", async () => {
    expect(await products({ site: "us", name: "PP0000175-2" })).toEqual([expect.objectContaining(P175)]);
    const [{ name }] = await t.sql<{ name: string }>("select name from products where id = 175");
    const part = name.slice(3, 12);
    const byName = await products({ site: "us", name: part });
    expect(byName.map((p) => p.id)).toContain(175);
    for (const p of byName) expect(String(p.name).toLowerCase()).toContain(part.toLowerCase());
  });

  it("offers nothing a site does not sell, and a brand storefront what its site sells", async () => {
    // product 178 (a draft) is priced on eur and au only
    expect(await products({ site: "us", name: "PP0000178" })).toEqual([]);
    expect(await products({ site: "eur", name: "PP0000178" })).toEqual([
      expect.objectContaining({ id: 178, status: "draft", price_minor: "2399", price_max_minor: "2599", currency: "EUR" }),
    ]);
    expect((await products({ site: "us_v1", name: "PP0000175" })).map((p) => p.id)).toEqual([175]);
  });

  it("answers the chosen ids whatever the site sells, the price null where it has none", async () => {
    const chosen = await products({ site: "us", ids: "178,175" });
    expect(chosen.map((p) => p.id)).toEqual([178, 175]);
    expect(chosen[0]).toMatchObject({ spu: "PP0000178", status: "draft", price_minor: null, currency: null });
  });

  it("takes % literally; no site, no results; refuses a page over 20 and the viewer", async () => {
    expect(await products({ site: "us", name: "%" })).toEqual([]);
    expect(await products({ name: "PP0000175" })).toEqual([]);
    expect((await t.get("/api/product/picker", { token: operator, query: { site: "us", page_size: "21" } })).status).toBe(422);
    expect((await t.get("/api/product/picker", { token: viewer, query: { site: "us" } })).status).toBe(403);
  });
});

describe("the pool picker", () => {
  it("lists a site's enabled pools, newest first, with how many products each holds", async () => {
    const us = await pools({ site: "us" });
    expect(us.slice(-2)).toEqual([
      { id: 2, name: "Back to School 2026", site: "us", product_count: 60, enabled: true },
      { id: 1, name: "Summer picks for toddlers", site: "us", product_count: 60, enabled: true },
    ]);
    for (const p of us) expect(p.site).toBe("us");
  });

  it("searches by a part of the name; a disabled pool is not offered but answered by id", async () => {
    expect((await pools({ site: "us", name: "school" })).map((p) => p.id)).toEqual([2]);
    expect(await pools({ site: "ca", name: "Cozy" })).toEqual([]);
    expect(await pools({ ids: "8" })).toEqual([{ id: 8, name: "Cozy knits", site: "ca", product_count: 0, enabled: false }]);
  });

  it("no site, no results; refuses the viewer", async () => {
    expect(await pools({ name: "school" })).toEqual([]);
    expect((await t.get("/api/product_pool/picker", { token: viewer, query: { site: "us" } })).status).toBe(403);
  });

  it("lists a pool's products the site sells, to add them all; refuses a pool of another site or none", async () => {
    // pool 2 holds the 60 newest on-sale products whose id is a multiple of 4 (360 down to 64); us sells
    // products n with n mod 7 of 0 or 4: 16 of them
    const members = await products({ site: "us", pool: "2" });
    expect(members.slice(0, 3).map((p) => p.id)).toEqual([340, 336, 312]);
    expect(members).toHaveLength(16);
    const other = await t.get("/api/product/picker", { token: operator, query: { site: "us", pool: "3" } });
    expect(other.status).toBe(422);
    expect(other.body.data.errors.pool).toEqual(["#3 is not a product pool of the United States site"]);
    const none = await t.get("/api/product/picker", {
      token: operator,
      query: { site: "us", pool: "999" },
      headers: { "accept-language": "zh" },
    });
    expect(none.status).toBe(422);
    expect(none.body.data.errors.pool).toEqual(["#999 不是站点“美国”的商品池"]);
  });
});
