// Activity → daily specials: a long price sheet (more than 1,000 rows) sent with background=allowed
// is imported by a job the console follows: the answer names the import at once, its status goes
// to applied with every price written, or to rejected with nothing written and a report of the bad
// rows to download. A short sheet is still answered at once.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";
import { inCatalogueFor } from "./catalogue-skus";

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

const version = async (id: number) => (await t.sql<{ version: number }>("select version from events where id = $1", [id]))[0].version;
const sku = (tag: string, i: number) => `${tag}-${String(i).padStart(4, "0")}`;

let run = 0;
/** A draft us event of `count` SKUs of its own, each at 20.00 with stock 50. */
async function draft(count: number) {
  run++;
  const tag = `BG${run}`;
  const ev = (
    await t.post(
      "/api/event/createDsEvent",
      {
        kind: "daily_special",
        name: `Long sheet ${run}`,
        site: "us",
        currency: "USD",
        start_at: "2034-05-01T07:00:00.000Z",
        end_at: "2034-05-08T06:59:59.000Z",
        languages: [{ language: "en", title: "Long", description: "" }],
      },
      { token: operator },
    )
  ).body.data as { id: number };
  for (let from = 1; from <= count; from += 500) {
    const products = Array.from({ length: Math.min(500, count - from + 1) }, (_, i) => ({
      sku_code: sku(tag, from + i),
      product_name: `Romper ${from + i}`,
      price: "20.00",
      stock: 50,
    }));
    expect(
      (
        await t.post(
          "/api/event/batchSaveFromPool",
          { event_id: ev.id, version: await version(ev.id), products: await inCatalogueFor(t, ev.id, products) },
          { token: operator },
        )
      ).status,
    ).toBe(200);
  }
  return { id: ev.id, tag };
}

async function send(id: number, rows: (string | number)[][], token = operator) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("prices");
  ws.addRow(["SKU", "Event price", "Stock"]);
  rows.forEach((r) => ws.addRow(r));
  const form = new FormData();
  form.append("version", String(await version(id)));
  form.append("background", "allowed");
  form.append("file", new Blob([await wb.xlsx.writeBuffer()]), "long.xlsx");
  const res = await fetch(`${t.url}/api/event/importBatchUpdatePrice/${id}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { data: any; message: string } };
}

async function finished(importId: number) {
  const end = Date.now() + 60_000;
  const seen = new Set<string>();
  for (;;) {
    const r = await t.get("/api/event/import_status", { token: operator, query: { id: importId } });
    expect(r.status).toBe(200);
    seen.add(r.body.data.status);
    if (["applied", "rejected", "failed"].includes(r.body.data.status)) return { ...r.body.data, seen };
    if (Date.now() > end) throw new Error(`import ${importId} still ${r.body.data.status}`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

const prices = async (id: number) =>
  t.sql<{ price: string; stock: number; n: number }>(
    "select price::text as price, stock, count(*)::int as n from event_products where event_id = $1 group by 1, 2 order by 1, 2",
    [id],
  );

describe("a long price sheet in the background", () => {
  it("1,200 rows: queued at once, then every price written in one go, the result kept with the import", async () => {
    const ev = await draft(1200);
    const sent = await send(
      ev.id,
      Array.from({ length: 1200 }, (_, i) => [sku(ev.tag, i + 1), "12.5", 30]),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ event_id: ev.id, status: "queued", file: "long.xlsx" });
    const done = await finished(sent.body.data.import_id);
    expect(done).toMatchObject({
      status: "applied",
      file_name: "long.xlsx",
      done: 1200,
      total: 1200,
      bad_rows: 0,
      has_report: false,
      created_by_name: "Olive Operator",
    });
    expect(done.result).toMatchObject({ kind: "done", event_id: ev.id, updated: 1200 });
    expect(await prices(ev.id)).toEqual([{ price: "12.5000", stock: 30, n: 1200 }]);
    const [log] = await t.sql<{ action: string; rows: number; actor_name: string }>(
      "select action, jsonb_array_length(after->'rows')::int as rows, actor_name from audit_log where entity = 'event' and entity_id = $1 and action = 'import_prices'",
      [String(ev.id)],
    );
    expect(log).toEqual({ action: "import_prices", rows: 1200, actor_name: "Olive Operator" });
  });

  it("1,200 rows with two bad ones: nothing written, the import rejected with a report of both rows", async () => {
    const ev = await draft(1200);
    const rows = Array.from({ length: 1200 }, (_, i) => [sku(ev.tag, i + 1), "12.5", 30] as (string | number)[]);
    rows[9] = [sku(ev.tag, 10), "0", 30]; // sheet row 11
    rows[999] = ["NOT-IN-EVENT", "9.5", 30]; // sheet row 1001
    const sent = await send(ev.id, rows);
    expect(sent.status).toBe(200);
    const done = await finished(sent.body.data.import_id);
    expect(done).toMatchObject({ status: "rejected", bad_rows: 2, has_report: true, total: 1200 });
    expect(done.result).toMatchObject({
      kind: "refused",
      message_zh: "未导入任何数据：表格中有 2 处问题，第一处在第 11 行：活动价必须大于 0",
    });
    expect(done.message).toBe("Nothing was imported: 2 problem(s) in the sheet, the first on row 11: Event price must be more than 0");
    expect(await prices(ev.id)).toEqual([{ price: "20.0000", stock: 50, n: 1200 }]);
    // the report in the downloader's language: English by default, Chinese for a Chinese reader
    const reportIn = async (language?: string) => {
      const res = await fetch(`${t.url}/api/event/import_report?id=${sent.body.data.import_id}`, {
        headers: { authorization: `Bearer ${operator}`, ...(language ? { "accept-language": language } : {}) },
      });
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const out: string[][] = [];
      book.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1).map(String)));
      return out;
    };
    expect(await reportIn()).toEqual([
      ["Row", "Column", "Problem"],
      ["11", "price", "Event price must be more than 0"],
      ["1001", "sku", "SKU NOT-IN-EVENT is not in this event"],
    ]);
    expect(await reportIn("zh-CN,zh;q=0.9")).toEqual([
      ["行", "列", "问题"],
      ["11", "price", "活动价必须大于 0"],
      ["1001", "sku", "SKU NOT-IN-EVENT 不在该活动中"],
    ]);
  });

  it("a short sheet is answered at once; a reader is refused before anything is queued", async () => {
    const ev = await draft(3);
    const short = await send(ev.id, [[sku(ev.tag, 1), "11", 40]]);
    expect(short.status).toBe(200);
    expect(short.body.data).toMatchObject({ updated: 1 });
    expect(short.body.data.import_id).toBeUndefined();
    const big = await draft(1100);
    const rows = Array.from({ length: 1100 }, (_, i) => [sku(big.tag, i + 1), "12.5", 30]);
    expect((await send(big.id, rows, viewer)).status).toBe(403);
    const [{ n }] = await t.sql<{ n: number }>(
      "select count(*)::int as n from excel_imports where importer = 'event.prices' and options->>'event_id' = $1",
      [String(big.id)],
    );
    expect(n).toBe(0);
  });
});
