// Goods › the product list's status counts under a storefront filter: each counted product costs a
// probe into its prices (21 ms a view on the large seed with a price range at the 1,000 cap), so
// with a site the counts stop at 100 and read "more than 100"; without one they stop at 1,000.
// The demo seed sells at most 73 products of one status on one site; the test adds 40 on_sale
// products priced on au only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.token("admin");
  const rows = await t.sql<{ id: number }>(
    "insert into products (spu, name, status) select 'CAP-' || g, 'Cap tee ' || g, 'on_sale' from generate_series(1, 40) g returning id",
  );
  const skus = await t.sql<{ id: number }>(
    "insert into skus (product_id, sku_code) select id, spu || '-1' from products where id = any($1::int[]) returning id",
    [rows.map((r) => r.id)],
  );
  await t.sql(
    "insert into sku_prices (sku_id, product_id, site_abbr, currency_code, price_minor) select s.id, s.product_id, 'au', 'AUD', 1500 from skus s where s.id = any($1::int[])",
    [skus.map((s) => s.id)],
  );
});
afterAll(async () => {
  await t?.close();
});

const stats = async (query: Record<string, string>) => (await t.get("/api/product/statistics", { token: admin, query })).body.data;

describe("status counts with a storefront", () => {
  it("stop at 100 on a site and read as more; below it they are exact", async () => {
    const au = await stats({ site: "au" });
    expect(au.cap).toBe(100);
    // 73 of the seed and the 40 added
    expect(au.statuses.find((s: { status: string }) => s.status === "on_sale")).toEqual({ status: "on_sale", count: 100, more: true });
    const [drafts] = await t.sql<{ n: number }>(
      "select count(distinct p.id)::int as n from products p join sku_prices sp on sp.product_id = p.id where sp.site_abbr = 'au' and p.status = 'draft'",
    );
    expect(drafts.n).toBeGreaterThan(0);
    expect(au.statuses.find((s: { status: string }) => s.status === "draft")).toEqual({ status: "draft", count: drafts.n, more: false });
    // a price range narrows it under the cap again: the added tees cost 15.00
    const priced = await stats({ site: "au", price_min: "14.99", price_max: "15.01" });
    expect(priced.statuses.find((s: { status: string }) => s.status === "on_sale")).toEqual({ status: "on_sale", count: 40, more: false });
  });

  it("stop at 1,000 without a site", async () => {
    const all = await stats({});
    expect(all.cap).toBe(1000);
    expect(all.statuses.find((s: { status: string }) => s.status === "on_sale")).toEqual({ status: "on_sale", count: 292, more: false });
  });
});
