// Activity → daily specials and flash sales: an event's products exported as a spreadsheet
// (exportEventDetailProducts) and new event prices imported from one (importBatchUpdatePrice),
// every row or none, each bad row named with its column and reason in en and zh; and its language
// versions read side by side (getlanguageTrans) and copied into other languages (translateEvent).
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";
import { sheetRows } from "./sheets";

let t: TestApi;
let approver: string;
let operator: string;
let viewer: string;

const HEADER = ["SKU", "Event price", "Stock"];

beforeAll(async () => {
  t = await startTestApi();
  [approver, operator, viewer] = await Promise.all([t.token("approver"), t.token("operator"), t.token("viewer")]);
  // catalogue SKUs with a price on the us storefront (USD 19.99, 9.50, 10.00); the third SKU is not in the catalogue
  const [{ id }] = await t.sql<{ id: number }>("insert into products (spu, name) values ('EVPRICE-SPU', 'Price test dress') returning id");
  const skus = await t.sql<{ id: number; sku_code: string }>(
    "insert into skus (product_id, sku_code) values ($1, 'EVP-A-S'), ($1, 'EVP-B-M'), ($1, 'EVP-C-L') returning id, sku_code",
    [id],
  );
  for (const s of skus) {
    await t.sql("insert into sku_prices (sku_id, product_id, site_abbr, currency_code, price_minor) values ($1, $2, 'us', 'USD', $3)", [
      s.id,
      id,
      { "EVP-A-S": 1999, "EVP-B-M": 950, "EVP-C-L": 1000 }[s.sku_code],
    ]);
  }
});
afterAll(async () => {
  await t?.close();
});

const DS = {
  kind: "daily_special",
  name: "Price import daily",
  site: "us",
  currency: "USD",
  start_at: "2031-05-01T07:00:00.000Z",
  end_at: "2031-05-08T06:59:59.000Z",
  languages: [{ language: "en", title: "Price import", description: "" }],
};
const version = async (id: number) => (await t.sql<{ version: number }>("select version from events where id = $1", [id]))[0].version;
const figures = async (id: number) =>
  t.sql<{ sku_code: string; price: string; stock: number }>(
    "select sku_code, price::text as price, stock from event_products where event_id = $1 order by sku_code",
    [id],
  );
const logCount = async (id: number, action: string) =>
  (
    await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = 'event' and entity_id = $1 and action = $2", [
      String(id),
      action,
    ])
  )[0].n;

async function draftEvent() {
  const ev = (await t.post("/api/event/createDsEvent", DS, { token: operator })).body.data as { id: number };
  const products = [
    { sku_code: "EVP-A-S", price: "15.00", stock: 10 },
    { sku_code: "EVP-B-M", price: "8.00", stock: 20 },
  ];
  const res = await t.post(
    "/api/event/batchSaveFromPool",
    { event_id: ev.id, version: await version(ev.id), products },
    { token: operator },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await legacyRow(ev.id, "EVP-LOCAL", "Not in the catalogue", "5.00", 30);
  return ev.id;
}

/**
 * A product row from before events took only catalogue SKUs (issue 41 §1): the event still holds
 * it, and the sheet still prices it, bounded by nothing but the event's own limits.
 */
const legacyRow = (eventId: number, sku: string, name: string, price: string, stock: number) =>
  t.sql("insert into event_products (event_id, sku_code, product_name, price, stock) values ($1, $2, $3, $4, $5)", [
    eventId,
    sku,
    name,
    price,
    stock,
  ]);

async function xlsx(rows: (string | number | null)[][], header = HEADER): Promise<Blob> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("prices");
  ws.addRow(header);
  rows.forEach((r) => ws.addRow(r));
  return new Blob([await wb.xlsx.writeBuffer()]);
}

async function importPrices(
  id: number,
  file: Blob | null,
  opts: { token?: string; version?: number | null; name?: string; lang?: string } = {},
) {
  const form = new FormData();
  const v = opts.version === undefined ? await version(id).catch(() => 1) : opts.version;
  if (v !== null) form.append("version", String(v));
  if (file) form.append("file", file, opts.name ?? "prices.xlsx");
  const res = await fetch(`${t.url}/api/event/importBatchUpdatePrice/${id}`, {
    method: "POST",
    headers: { authorization: `Bearer ${opts.token ?? operator}`, ...(opts.lang ? { "accept-language": opts.lang } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: any } };
}

async function exportSheet(id: number, token = approver, lang = "en") {
  const res = await fetch(`${t.url}/api/event/exportEventDetailProducts/${id}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "accept-language": lang, "content-type": "application/json" },
    body: "{}",
  });
  return res;
}

describe("exportEventDetailProducts", () => {
  it("streams the products with SKU, name, site price, event price, stock and discount, by SKU", async () => {
    const id = await draftEvent();
    const res = await exportSheet(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="event-${id}-products-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
    );
    expect(await sheetRows(res)).toEqual([
      ["SKU", "Product", "Site price (USD)", "Event price", "Stock", "Discount %"],
      // money as number cells (shown with USD's two decimals), counts as integers
      ["EVP-A-S", "Price test dress", 19.99, 15, 10, 0],
      ["EVP-B-M", "Price test dress", 9.5, 8, 20, 0],
      // not in the catalogue: no site price
      ["EVP-LOCAL", "Not in the catalogue", undefined, 5, 30, 0],
    ]);
  });

  it("writes prices as numbers formatted with the currency's decimals", async () => {
    const id = await draftEvent();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await (await exportSheet(id)).arrayBuffer());
    const ws = wb.worksheets[0];
    for (const ref of ["C2", "D2", "D3"]) {
      expect(typeof ws.getCell(ref).value).toBe("number");
      expect(ws.getCell(ref).numFmt).toBe("0.00");
    }
  });

  it("heads the columns in Chinese for a zh caller; the file imports back unchanged", async () => {
    const id = await draftEvent();
    const res = await exportSheet(id, operator, "zh-CN");
    const buffer = await res.arrayBuffer();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(["SKU", "商品", "站点价 (USD)", "活动价", "库存", "折扣 %"]);
    const before = await t.sql("select version, updated_at from events where id = $1", [id]);
    const logs = await t.sql("select id from audit_log where entity = 'event' and entity_id = $1", [String(id)]);
    const back = await importPrices(id, new Blob([buffer]));
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    // an unchanged sheet changes nothing: no figure, no version, no log row
    expect(back.body.data).toMatchObject({ updated: 0, unchanged: 3 });
    expect(await t.sql("select version, updated_at from events where id = $1", [id])).toEqual(before);
    expect(await t.sql("select id from audit_log where entity = 'event' and entity_id = $1", [String(id)])).toEqual(logs);
    expect(await figures(id)).toEqual([
      { sku_code: "EVP-A-S", price: "15.0000", stock: 10 },
      { sku_code: "EVP-B-M", price: "8.0000", stock: 20 },
      { sku_code: "EVP-LOCAL", price: "5.0000", stock: 30 },
    ]);
  });

  it("is for readers of events only; an unknown event is 404", async () => {
    const id = await draftEvent();
    expect((await exportSheet(id, viewer)).status).toBe(403);
    expect((await exportSheet(999999)).status).toBe(404);
  });
});

describe("importBatchUpdatePrice", () => {
  it("refuses callers without the kind's key", async () => {
    const id = await draftEvent();
    const file = await xlsx([["EVP-A-S", 12, 5]]);
    expect((await importPrices(id, file, { token: viewer })).status).toBe(403);
    expect((await importPrices(id, file, { token: approver })).status).toBe(403);
    expect(await figures(id)).toEqual([
      { sku_code: "EVP-A-S", price: "15.0000", stock: 10 },
      { sku_code: "EVP-B-M", price: "8.0000", stock: 20 },
      { sku_code: "EVP-LOCAL", price: "5.0000", stock: 30 },
    ]);
  });

  it("refuses a missing file, a file that is not .xlsx, a sheet without the columns, a missing version; 404 for an unknown event", async () => {
    const id = await draftEvent();
    const none = await importPrices(id, null);
    expect(none.status).toBe(422);
    expect(none.body.data.errors.file).toEqual(["Please choose a file to upload first."]);
    const text = await importPrices(id, new Blob(["SKU,Event price\nEVP-A-S,1"]), { name: "prices.csv" });
    expect(text.status).toBe(422);
    expect(text.body.data.errors.file).toEqual(["Choose an Excel file (.xlsx)"]);
    const columns = await importPrices(id, await xlsx([["EVP-A-S", 5]], ["SKU", "Amount"]));
    expect(columns.status).toBe(422);
    expect(columns.body.data.errors.file).toEqual(["The first row lacks the column(s): Event price"]);
    const empty = await importPrices(id, await xlsx([]));
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe("The spreadsheet has headings but no rows");
    const noVersion = await importPrices(id, await xlsx([["EVP-A-S", 5]]), { version: null });
    expect(noVersion.status).toBe(422);
    expect(noVersion.body.data.errors.version).toEqual(["is required"]);
    expect((await importPrices(999999, await xlsx([["EVP-A-S", 5]]), { version: 1 })).status).toBe(404);
    expect(await logCount(id, "import_prices")).toBe(0);
  });

  it("lists every bad row with its column and reason in en and zh, and writes nothing", async () => {
    const id = await draftEvent();
    const more = [{ sku_code: "EVP-C-L", price: "9.00", stock: 5 }];
    await legacyRow(id, "EVP-LOCAL2", "Also not in the catalogue", "4.00", 5);
    expect(
      (await t.post("/api/event/batchSaveFromPool", { event_id: id, version: await version(id), products: more }, { token: operator }))
        .status,
    ).toBe(200);
    const before = await figures(id);
    const v = await version(id);
    const res = await importPrices(
      id,
      await xlsx([
        ["EVP-A-S", 12.5, 40], // good
        ["NOPE-1", 3, 1], // unknown SKU
        ["EVP-B-M", 0, 5], // price not positive
        ["EVP-LOCAL", -2, ""], // negative price
        ["EVP-A-S", 11, 1], // listed twice
        ["EVP-C-L", 10.01, -3], // above the site price, stock negative
        ["EVP-LOCAL2", "1.999", 0], // too many places, stock 0
      ]),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Nothing was imported: 8 problem(s) in the sheet, the first on row 3: SKU NOPE-1 is not in this event");
    expect(res.body.data.total_errors).toBe(8);
    expect(res.body.data.rows).toEqual([
      { row: 3, column: "sku", message: "SKU NOPE-1 is not in this event", message_zh: "SKU NOPE-1 不在该活动中" },
      { row: 4, column: "price", message: "Event price must be more than 0", message_zh: "活动价必须大于 0" },
      { row: 5, column: "price", message: "Event price must be more than 0", message_zh: "活动价必须大于 0" },
      {
        row: 6,
        column: "sku",
        message: "SKU EVP-A-S is listed again (first on row 2)",
        message_zh: "SKU EVP-A-S 重复（首次出现在第 2 行）",
      },
      { row: 7, column: "price", message: "Event price 10.01 is above the site price 10.00", message_zh: "活动价 10.01 高于站点价 10.00" },
      { row: 7, column: "stock", message: "Stock must not be negative", message_zh: "库存不能为负数" },
      { row: 8, column: "price", message: "USD amounts have at most 2 decimal places", message_zh: "USD 金额最多 2 位小数" },
      { row: 8, column: "stock", message: "Stock must be at least 1", message_zh: "库存至少为 1" },
    ]);
    expect(await figures(id)).toEqual(before);
    expect(await version(id)).toBe(v);
    expect(await logCount(id, "import_prices")).toBe(0);
  });

  it("answers a zh caller in Chinese", async () => {
    const id = await draftEvent();
    const res = await importPrices(id, await xlsx([["NOPE-2", 3]]), { lang: "zh-CN" });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("未导入任何数据：表格中有 1 处问题，第一处在第 2 行：SKU NOPE-2 不在该活动中");
  });

  it("writes every row of a good file, leaves stock alone where the cell is empty, logs once and bumps the version", async () => {
    const id = await draftEvent();
    const v = await version(id);
    const res = await importPrices(
      id,
      await xlsx([
        ["EVP-A-S", 19.99, 7], // equal to the site price is allowed
        ["EVP-B-M", "6.5", null],
        ["EVP-LOCAL", 99, 12], // no site price known: only the event's own limits
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ event_id: id, version: v + 1, updated: 3, unchanged: 0, file: "prices.xlsx" });
    expect(await figures(id)).toEqual([
      { sku_code: "EVP-A-S", price: "19.9900", stock: 7 },
      { sku_code: "EVP-B-M", price: "6.5000", stock: 20 },
      { sku_code: "EVP-LOCAL", price: "99.0000", stock: 12 },
    ]);
    expect(await logCount(id, "import_prices")).toBe(1);
    const log = await t.get(`/api/event/getEventDetailLog/${id}`, { token: operator });
    expect(log.body.data.list[0].action).toBe("import_prices");
    // an import names its SKUs in its rows: asked for two, the rows are cut and the file kept
    const [two] = (await t.get(`/api/event/getEventDetailLog/${id}?skus=2`, { token: operator })).body.data.list;
    expect(two.after.file).toBe("prices.xlsx");
    expect(two.after.rows.map((r: { sku_code: string }) => r.sku_code)).toEqual(["EVP-A-S", "EVP-B-M"]);
    expect(two.sku_lines).toBe(3);
    // a subset of the products is fine: the others keep their figures
    const one = await importPrices(id, await xlsx([["EVP-B-M", 7]], ["活动价", "SKU"].reverse()));
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect((await figures(id))[1]).toEqual({ sku_code: "EVP-B-M", price: "7.0000", stock: 20 });
  });

  it("refuses a stale version (409) and an offline event (a published one goes into its revision: event-price-revision.test.ts)", async () => {
    const id = await draftEvent();
    const file = await xlsx([["EVP-A-S", 12]]);
    const stale = await importPrices(id, file, { version: (await version(id)) - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("Someone else changed this event after you opened it. Review their change and try again.");
    const published = await t.post("/api/event/changeEventStatus", { id, status: "publish" }, { token: operator });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await t.post("/api/event/changeEventStatus", { id, status: "offline" }, { token: operator })).status).toBe(200);
    const refused = await importPrices(id, file);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('"Price import daily" is offline: its products no longer change');
    expect((await figures(id))[0].price).toBe("15.0000");
  });
});

describe("getlanguageTrans and translateEvent", () => {
  const trans = (id: number, token = approver) => t.get(`/api/event/getlanguageTrans/${id}`, { token });
  const translate = async (id: number, body: Record<string, unknown>, token = operator) =>
    t.post("/api/event/translateEvent", { id, version: await version(id), ...body }, { token });

  it("lists every content language, saying which the event lacks", async () => {
    const id = await draftEvent();
    const res = await trans(id);
    expect(res.status).toBe(200);
    expect(res.body.data.languages).toEqual([
      { language: "en", present: true, title: "Price import", description: "" },
      ...["es", "de", "it", "fr", "pt", "ar"].map((language) => ({ language, present: false, title: "", description: "" })),
    ]);
    expect((await trans(id, viewer)).status).toBe(403);
    expect((await trans(999999)).status).toBe(404);
  });

  it("copies a version into the languages that lack it, keeps the ones it has unless told to overwrite, logs once", async () => {
    const id = await draftEvent();
    await t.post(
      "/api/event/updateLanguageEvent",
      {
        id,
        version: await version(id),
        languages: [
          { language: "en", title: "Spring dresses", description: "One a day" },
          { language: "fr", title: "Robes", description: "" },
        ],
      },
      { token: operator },
    );
    const v = await version(id);
    const res = await translate(id, { from: "en", to: ["es", "fr"] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ id, version: v + 1, from: "en", written: ["es"], kept: ["fr"] });
    const langs = (await trans(id)).body.data.languages as { language: string; title: string; description: string }[];
    expect(langs.find((l) => l.language === "es")).toEqual({
      language: "es",
      present: true,
      title: "Spring dresses",
      description: "One a day",
    });
    expect(langs.find((l) => l.language === "fr")?.title).toBe("Robes");
    const over = await translate(id, { from: "en", to: ["fr"], overwrite: true });
    expect(over.body.data.written).toEqual(["fr"]);
    expect((await trans(id)).body.data.languages.find((l: { language: string }) => l.language === "fr").title).toBe("Spring dresses");
    expect(await logCount(id, "translate")).toBe(2);
    // nothing to write: no version bump, no log row
    const none = await translate(id, { from: "en", to: ["es"] });
    expect(none.body.data).toMatchObject({ version: v + 2, written: [], kept: ["es"] });
    expect(await logCount(id, "translate")).toBe(2);
  });

  it("refuses a missing source version, a target equal to the source, no targets, a stale version and callers without the key", async () => {
    const id = await draftEvent();
    const missing = await translate(id, { from: "de", to: ["es"] });
    expect(missing.status).toBe(422);
    expect(missing.body.data.errors.from).toEqual(["The event has no de version to copy"]);
    expect((await translate(id, { from: "en", to: ["en"] })).body.data.errors.to).toEqual(["must not include the source language"]);
    expect((await translate(id, { from: "en", to: [] })).body.data.errors.to).toEqual(["choose at least one language"]);
    expect((await translate(id, { from: "en", to: ["xx"] })).status).toBe(422);
    const stale = await t.post(
      "/api/event/translateEvent",
      { id, version: (await version(id)) - 1, from: "en", to: ["es"] },
      { token: operator },
    );
    expect(stale.status).toBe(409);
    expect((await translate(id, { from: "en", to: ["es"] }, approver)).status).toBe(403);
    expect((await trans(id)).body.data.languages.filter((l: { present: boolean }) => l.present)).toHaveLength(1);
  });
});
