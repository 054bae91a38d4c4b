// Goods › product/exportSearchProducts: the product list's search as a spreadsheet, one row per
// product. Two products of its own (SPU prefix XPT-) with hand-written values, so every expected
// cell below is read off this file, not off the code under test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";
import { sheetRows as sheet } from "./sheets";

let t: TestApi;
let admin: string;
let viewer: string;
let romper: number;
let dress: number;

beforeAll(async () => {
  t = await startTestApi();
  [admin, viewer] = await Promise.all([t.token("admin"), t.token("viewer")]);
  const [girls] = await t.sql<{ id: number }>("insert into categories (site_abbr, level, name) values ('us', 1, 'XPT Girls') returning id");
  // summer: 19:30 UTC is 12:30 in Los Angeles (PDT, UTC-7); winter: 08:05 UTC is 00:05 (PST, UTC-8)
  [{ id: romper }] = await t.sql<{ id: number }>(
    `insert into products (spu, name, status, category_id, designer, operator, supplier_group_id, amoeba_group, tags, recommended, stock, sales, updated_at)
     values ('XPT-001', 'Test Romper', 'on_sale', $1, 'Ann Lee', 'Bo Chen', 2, 'baby', '{Summer,Cotton}', true, 12, 5, '2026-07-04T19:30:00Z') returning id`,
    [girls.id],
  );
  [{ id: dress }] = await t.sql<{ id: number }>(
    `insert into products (spu, name, status, stock, sales, updated_at) values ('XPT-002', 'Test Dress', 'draft', 0, 0, '2026-01-15T08:05:00Z') returning id`,
  );
  const skus = await t.sql<{ id: number }>(
    "insert into skus (product_id, sku_code, color, size, stock) values ($1, 'XPT-001-1', 'Pink', '3-6M', 5), ($1, 'XPT-001-2', 'Pink', '6-12M', 7) returning id",
    [romper],
  );
  await t.sql(
    `insert into sku_prices (sku_id, product_id, site_abbr, currency_code, price_minor) values
       ($1, $3, 'us', 'USD', 1299), ($2, $3, 'us', 'USD', 1499), ($1, $3, 'uk', 'GBP', 999), ($2, $3, 'uk', 'GBP', 999)`,
    [skus[0].id, skus[1].id, romper],
  );
});
afterAll(async () => {
  await t?.close();
});

const download = (query: string, token = admin) =>
  fetch(`${t.url}/api/product/exportSearchProducts?${query}`, { headers: { authorization: `Bearer ${token}` } });

describe("exportSearchProducts", () => {
  it("streams one row per matching product, newest first, with its price range per site and its time in US West", async () => {
    const res = await download("search_type=spu&keyword=xpt-");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="products-all-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await sheet(res);
    // headings in the caller's language (en here); each real site's lowest and highest price in its currency, as numbers
    expect(rows[0]).toEqual([
      "Product ID",
      "SPU",
      "Product name",
      "Status",
      "Category",
      "Lowest price United States (USD)",
      "Highest price United States (USD)",
      "Lowest price Canada (CAD)",
      "Highest price Canada (CAD)",
      "Lowest price United Kingdom (GBP)",
      "Highest price United Kingdom (GBP)",
      "Lowest price Europe (EUR)",
      "Highest price Europe (EUR)",
      "Lowest price Germany (EUR)",
      "Highest price Germany (EUR)",
      "Lowest price Global (USD)",
      "Highest price Global (USD)",
      "Lowest price Australia (AUD)",
      "Highest price Australia (AUD)",
      "SKUs",
      "Stock",
      "Sales",
      "Recommended",
      "Tags",
      "Designer",
      "Operator",
      "Supplier group",
      "Amoeba group",
      "Updated at (US West)",
    ]);
    expect(rows.length).toBe(3);
    expect(rows[1][0]).toBe(dress);
    expect([rows[1][1], rows[1][2], rows[1][3], rows[1][19], rows[1][22], rows[1][28]]).toEqual([
      "XPT-002",
      "Test Dress",
      "draft",
      0,
      "no",
      "2026-01-15 00:05:00",
    ]);
    expect([rows[2][0], rows[2][1], rows[2][2], rows[2][3], rows[2][4], rows[2][5], rows[2][6], rows[2][9], rows[2][10]]).toEqual([
      romper,
      "XPT-001",
      "Test Romper",
      "on_sale",
      "XPT Girls",
      12.99,
      14.99,
      9.99,
      9.99,
    ]);
    expect(rows[2].slice(19)).toEqual([
      2,
      12,
      5,
      "yes",
      "Summer, Cotton",
      "Ann Lee",
      "Bo Chen",
      "2 Hangzhou woven",
      "baby",
      "2026-07-04 12:30:00",
    ]);
  });

  it("keeps the list's filters and order: a site narrows the prices, oldest first reverses, a status filters", async () => {
    const uk = await sheet(await download("search_type=spu&keyword=XPT-&site=uk"));
    expect(uk[0].slice(5, 7)).toEqual(["Lowest price United Kingdom (GBP)", "Highest price United Kingdom (GBP)"]);
    expect(uk.slice(1).map((r) => [r[1], r[5], r[6]])).toEqual([["XPT-001", 9.99, 9.99]]);
    const oldest = await sheet(await download("search_type=spu&keyword=XPT-&product_sort=oldest"));
    expect(oldest.slice(1).map((r) => r[1])).toEqual(["XPT-001", "XPT-002"]);
    const drafts = await sheet(await download("search_type=spu&keyword=XPT-&status=draft"));
    expect(drafts.slice(1).map((r) => r[1])).toEqual(["XPT-002"]);
    const none = await sheet(await download("search_type=spu&keyword=XPT-9"));
    expect(none.length).toBe(1);
  });

  it("pages through more rows than one batch (1,000) without losing or repeating any", async () => {
    await t.sql("insert into products (spu, name) select 'XPB-' || lpad(n::text, 4, '0'), 'Bulk ' || n from generate_series(1, 2500) n");
    const rows = await sheet(await download("search_type=spu&keyword=XPB-"));
    const spus = rows.slice(1).map((r) => r[1]);
    expect(spus.length).toBe(2500);
    expect(spus[0]).toBe("XPB-2500");
    expect(spus[1000]).toBe("XPB-1500");
    expect(spus[2499]).toBe("XPB-0001");
    expect(new Set(spus).size).toBe(2500);
  });

  it("needs the product list's key and a valid search", async () => {
    expect((await download("", viewer)).status).toBe(403);
    const noSite = await download("price_min=1", admin);
    expect(noSite.status).toBe(422);
    expect((await download("product_sort=sideways", admin)).status).toBe(422);
  });
});
