// Issue 41 (minor): every spreadsheet the console gives out heads its columns in the caller's
// language, writes money as number cells with its currency's decimals and counts as integers, and
// is named with its US West day; a sheet an import reads back is read in either language, and an
// unchanged sheet uploaded again changes nothing (no version, no "updated by", no log row).
// Products of their own (SPU prefix SHX-) and the demo seed's labels (label 3 holds 8 products).
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { staffApi } from "./helpers";
import { bookOf, rowsOf } from "./sheets";

const { t, operator, approver } = await staffApi();
let admin: string;

beforeAll(async () => {
  admin = await t.token("admin");
  const [p] = await t.sql<{ id: number }>(
    `insert into products (spu, name, status, stock, sales, updated_at) values ('SHX-001', 'Sheet romper', 'on_sale', 12, 5, '2026-07-04T19:30:00Z') returning id`,
  );
  const [s1, s2] = await t.sql<{ id: number }>(
    "insert into skus (product_id, sku_code, color, size, stock) values ($1, 'SHX-001-1', 'Pink', '3-6M', 5), ($1, 'SHX-001-2', 'Pink', '6-12M', 7) returning id",
    [p.id],
  );
  await t.sql(
    `insert into sku_prices (sku_id, product_id, site_abbr, currency_code, price_minor) values
       ($1, $3, 'us', 'USD', 1250), ($2, $3, 'us', 'USD', 1499), ($1, $3, 'uk', 'GBP', 999)`,
    [s1.id, s2.id, p.id],
  );
});

async function book(res: Response) {
  expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
  return bookOf(res);
}
const get = (path: string, token: string, lang: string) =>
  fetch(new URL(path, t.url), { headers: { authorization: `Bearer ${token}`, "accept-language": lang } });
const post = (path: string, body: unknown, token: string, lang: string) =>
  fetch(new URL(path, t.url), {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "accept-language": lang, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("goods exports", () => {
  it("the SKU export heads its columns in Chinese for a zh caller, a price per site as a number with two decimals", async () => {
    const wb = await book(await get("/api/product/exportSkus?search_type=spu&keyword=SHX-&site=us", admin, "zh-CN"));
    const rows = rowsOf(wb);
    expect(rows[0]).toEqual([
      "SPU",
      "商品名称",
      "SKU",
      "颜色",
      "尺码",
      "库存",
      "状态",
      "价格 美国（USD）",
      "设计师",
      "运营",
      "供应商组",
      "阿米巴组",
    ]);
    expect(rows.slice(1).map((r) => [r[2], r[5], r[7]])).toEqual([
      ["SHX-001-1", 5, 12.5],
      ["SHX-001-2", 7, 14.99],
    ]);
    const price = wb.worksheets[0].getCell("H2");
    expect(typeof price.value).toBe("number");
    expect(price.numFmt).toBe("0.00");
    expect(typeof wb.worksheets[0].getCell("F2").value).toBe("number");
  });

  it("the SKU export in English, every real site a column, empty where the SKU has no price there", async () => {
    const rows = rowsOf(await book(await get("/api/product/exportSkus?search_type=spu&keyword=SHX-", admin, "en")));
    expect(rows[0]).toEqual([
      "SPU",
      "Product name",
      "SKU",
      "Color",
      "Size",
      "Stock",
      "Status",
      "Price United States (USD)",
      "Price Canada (CAD)",
      "Price United Kingdom (GBP)",
      "Price Europe (EUR)",
      "Price Germany (EUR)",
      "Price Global (USD)",
      "Price Australia (AUD)",
      "Designer",
      "Operator",
      "Supplier group",
      "Amoeba group",
    ]);
    expect([rows[1][7], rows[1][8], rows[1][9]]).toEqual([12.5, undefined, 9.99]);
    expect([rows[2][7], rows[2][8], rows[2][9]]).toEqual([14.99, undefined, undefined]);
  });

  it("the product export has each site's lowest and highest price as numbers and its time in US West, headed in zh or en", async () => {
    const zh = rowsOf(await book(await get("/api/product/exportSearchProducts?search_type=spu&keyword=SHX-&site=us", admin, "zh-CN")));
    expect(zh[0]).toEqual([
      "商品 ID",
      "SPU",
      "商品名称",
      "状态",
      "类目",
      "最低价 美国（USD）",
      "最高价 美国（USD）",
      "SKU 数",
      "库存",
      "销量",
      "推荐",
      "标签",
      "设计师",
      "运营",
      "供应商组",
      "阿米巴组",
      "更新时间（美西）",
    ]);
    // 19:30 UTC on 4 July is 12:30 in Los Angeles (PDT)
    expect([zh[1][1], zh[1][5], zh[1][6], zh[1][7], zh[1][8], zh[1][9], zh[1][10], zh[1][16]]).toEqual([
      "SHX-001",
      12.5,
      14.99,
      2,
      12,
      5,
      "否",
      "2026-07-04 12:30:00",
    ]);
    const en = rowsOf(await book(await get("/api/product/exportSearchProducts?search_type=spu&keyword=SHX-&site=uk", admin, "en")));
    expect(en[0].slice(0, 8)).toEqual([
      "Product ID",
      "SPU",
      "Product name",
      "Status",
      "Category",
      "Lowest price United Kingdom (GBP)",
      "Highest price United Kingdom (GBP)",
      "SKUs",
    ]);
    expect(en[1].slice(5, 7)).toEqual([9.99, 9.99]);
  });
});

describe("label exports", () => {
  it("a site's label order in zh: headings and the status in Chinese, counts as numbers", async () => {
    const rows = rowsOf(await book(await post("/api/event/exportLabelSort", { site: "us" }, approver, "zh-CN")));
    expect(rows[0]).toEqual(["站点", "排序", "名称", "类型", "状态", "商品数"]);
    expect(rows[1]).toEqual(["us", 1, "Hot Sale", "promotion", "启用", 22]);
  });

  it("a label's products in zh read back by the label import unchanged: applied, nothing added, no log", async () => {
    const wb = await book(await get("/api/label/exportProducts?label_id=3", approver, "zh-CN"));
    const rows = rowsOf(wb);
    expect(rows[0]).toEqual(["SPU", "商品名称", "状态", "添加人", "添加时间（美西）"]);
    expect(rows.length).toBe(9);
    const logs = async () => (await t.sql<{ n: number }>("select count(*)::int as n from label_product_logs where label_id = 3"))[0].n;
    const before = await logs();
    const form = new FormData();
    form.append("label_id", "3");
    form.append("file", new Blob([await wb.xlsx.writeBuffer()]), "label-3.xlsx");
    const up = await fetch(new URL("/api/event/ExportLabelProduct", t.url), {
      method: "POST",
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    const { data } = (await up.json()) as { data: { id: number } };
    expect(up.status).toBe(200);
    const end = Date.now() + 60_000;
    let status: { status: string; total: number; bad_rows: number };
    for (;;) {
      status = (await t.get("/api/label/import_status", { token: approver, query: { id: data.id, label_id: 3 } })).body.data;
      if (["applied", "rejected", "failed"].includes(status.status) || Date.now() > end) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toMatchObject({ status: "applied", total: 8, bad_rows: 0 });
    expect(await logs()).toBe(before);
    expect((await t.sql<{ product_count: number }>("select product_count from labels where id = 3"))[0].product_count).toBe(8);
  });
});

describe("special-offer products", () => {
  const create = async () => {
    const res = await t.post(
      "/api/special_offer/create",
      {
        name: "Sheet offer",
        site: "us",
        currency: "USD",
        threshold: "49.00",
        redeem_limit: 1,
        start_at: "2031-03-01T08:00:00Z",
        end_at: "2031-03-31T06:59:59Z",
        description: "",
      },
      { token: operator },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as number;
  };
  const importSheet = async (id: number, file: Blob) => {
    const form = new FormData();
    form.append("event_id", String(id));
    form.append("file", file, "offer.xlsx");
    const res = await fetch(new URL("/api/special_offer/products/excel_import_products", t.url), {
      method: "POST",
      headers: { authorization: `Bearer ${operator}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { data: any } };
  };
  const exported = async (id: number, lang: string) =>
    book(await post("/api/special_offer/products/export", { event_id: id }, approver, lang));
  const state = (id: number) =>
    t.sql("select product_code, version, updated_by, updated_at from special_offer_products where offer_id = $1 order by product_code", [
      id,
    ]);
  const logRows = async (id: number) =>
    (
      await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = 'special_offer' and entity_id = $1", [String(id)])
    )[0].n;

  async function seeded() {
    const id = await create();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("products");
    ws.addRow(["product_code", "product_name", "category", "original_price", "redeem_price", "stock", "sort"]);
    ws.addRow(["JK-1001", "Rain jacket", "Outerwear", 24.99, 9.9, 120, 1]);
    ws.addRow(["TS-2002", "Striped tee", "Tops", 12.5, 5, 300, 2]);
    expect((await importSheet(id, new Blob([await wb.xlsx.writeBuffer()]))).status).toBe(200);
    return id;
  }

  it("exports in zh with prices as numbers of two decimals, and the zh sheet imported unchanged changes nothing", async () => {
    const id = await seeded();
    const wb = await exported(id, "zh-CN");
    expect(rowsOf(wb)).toEqual([
      ["商品编码", "商品名称", "分类", "原价", "兑换价", "库存", "排序"],
      ["JK-1001", "Rain jacket", "Outerwear", 24.99, 9.9, 120, 1],
      ["TS-2002", "Striped tee", "Tops", 12.5, 5, 300, 2],
    ]);
    expect(wb.worksheets[0].getCell("E3").numFmt).toBe("0.00");
    const before = await state(id);
    const logs = await logRows(id);
    const again = await importSheet(id, new Blob([await wb.xlsx.writeBuffer()]));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ imported: 2, added: 0, updated: 0, unchanged: 2 });
    expect(await state(id)).toEqual(before);
    expect(await logRows(id)).toBe(logs);
  });

  it("reads the English sheet too; one changed row changes only itself, with one log row", async () => {
    const id = await seeded();
    const wb = await exported(id, "en");
    expect(rowsOf(wb)[0]).toEqual(["Product code", "Product name", "Category", "Original price", "Redeem price", "Stock", "Sort"]);
    wb.worksheets[0].getCell("F3").value = 280;
    const before = await state(id);
    const logs = await logRows(id);
    const res = await importSheet(id, new Blob([await wb.xlsx.writeBuffer()]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ imported: 2, added: 0, updated: 1, unchanged: 1 });
    const after = await state(id);
    expect(after[0]).toEqual(before[0]);
    expect(after[1]).toMatchObject({ product_code: "TS-2002", version: (before[1].version as number) + 1 });
    expect(await logRows(id)).toBe(logs + 1);
  });
});

describe("product pools", () => {
  it("adding SPUs a pool already holds changes nothing: no version, no log row", async () => {
    const [pool] = await t.sql<{ id: number }>("insert into product_pools (name, site_abbr) values ('Sheet pool', 'us') returning id");
    const add = () => t.post(`/api/product_pool/add_products/${pool.id}`, { spus: ["SHX-001"] }, { token: admin });
    expect((await add()).body.data).toMatchObject({ added: 1 });
    const state = () => t.sql("select version, updated_at, product_count from product_pools where id = $1", [pool.id]);
    const logs = async () =>
      (
        await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = 'product_pool' and entity_id = $1", [
          String(pool.id),
        ])
      )[0].n;
    const before = await state();
    const n = await logs();
    const again = await add();
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ added: 0, already: 1 });
    expect(await state()).toEqual(before);
    expect(await logs()).toBe(n);
  });
});
