// The shared spreadsheet import and export (server/excel), through the language library's
// endpoints: an import checks every row, applies all or nothing, reports the bad rows as a file it
// can be downloaded in; an export of 100,000 rows streams with flat memory.
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";
import v8 from "node:v8";
import vm from "node:vm";

let t: TestApi;
let admin: string;

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.token("admin");
  // the expectations below name every row: start from an empty library and no imports
  await t.sql("delete from translations");
  await t.sql("delete from excel_imports");
  await t.sql("delete from translation_payouts");
});
afterAll(async () => {
  await t?.close();
});

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Sheet1");
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(path: string, file: Buffer | null, name = "library.xlsx", token = admin) {
  const form = new FormData();
  if (file) form.append("file", new Blob([new Uint8Array(file)]), name);
  const res = await fetch(new URL(path, t.url), { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: await res.json() };
}

async function finished(id: number) {
  const end = Date.now() + 60_000;
  for (;;) {
    const r = await t.get("/api/config/translate/import_status", { token: admin, query: { id } });
    expect(r.status).toBe(200);
    if (["applied", "rejected", "failed"].includes(r.body.data.status)) return r.body.data;
    if (Date.now() > end) throw new Error(`import ${id} still ${r.body.data.status}`);
    await new Promise((res) => setTimeout(res, 200));
  }
}

async function readSheet(buf: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buf as unknown as ArrayBuffer);
  const out: string[][] = [];
  book.worksheets[0].eachRow((row) => out.push(Array.from((row.values as unknown[]).slice(1), (v) => (v == null ? "" : String(v)))));
  return out;
}

describe("import: all or nothing", () => {
  it("a file with bad rows imports nothing and reports each bad row with its line and reason", async () => {
    await t.sql("insert into translations (key, module, text_en) values ('cart.empty', 'cart', 'Your cart is empty')");
    const file = await xlsx([
      ["Key", "Module", "en", "fr"],
      ["checkout.pay_now", "checkout", "Pay now", "Payer maintenant"],
      ["cart.empty", "cart", "", "Votre panier est vide"],
      ["Bad Key!", "cart", "x", ""],
      ["order.track", "shipping", "Track order", ""],
      ["checkout.pay_now", "checkout", "Pay now again", ""],
    ]);
    const up = await upload("/api/config/translate/import", file);
    expect(up.status).toBe(200);
    expect(up.body.data.status).toBe("queued");
    const done = await finished(up.body.data.id);
    expect(done).toMatchObject({ status: "rejected", bad_rows: 3, total: 5, has_report: true, file_name: "library.xlsx" });
    expect(done.message).toBe("3 of 5 rows are not valid; nothing was imported");
    // nothing applied: the good rows are not there and the existing one is unchanged
    expect(await t.sql("select key, text_en, text_fr, version from translations order by key")).toEqual([
      { key: "cart.empty", text_en: "Your cart is empty", text_fr: "", version: 1 },
    ]);

    const res = await fetch(new URL(`/api/config/translate/import_report?id=${up.body.data.id}`, t.url), {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toContain('filename="bad-rows-library.xlsx"');
    const report = await readSheet(Buffer.from(await res.arrayBuffer()));
    // the downloader's language (no Accept-Language: English), then the file's columns under its own headings
    expect(report[0]).toEqual(["Row", "Column", "Problem", "Key", "Module", "en", "fr"]);
    expect(report.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ["4", "key", "must be lower-case words joined by . _ or - (checkout.pay_now)", "Bad Key!"],
      ["5", "module", "must be one of common, account, cart, checkout, order, product, promotion, community", "order.track"],
      ["6", "", "Duplicate of row 2", "checkout.pay_now"],
    ]);

    // the same report downloaded by a Chinese reader: headings and problems in Chinese, the file's headings as uploaded
    const zhRes = await fetch(new URL(`/api/config/translate/import_report?id=${up.body.data.id}`, t.url), {
      headers: { authorization: `Bearer ${admin}`, "accept-language": "zh-CN" },
    });
    const zhReport = await readSheet(Buffer.from(await zhRes.arrayBuffer()));
    expect(zhReport[0]).toEqual(["行", "列", "问题", "Key", "Module", "en", "fr"]);
    expect(zhReport.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ["4", "key", "必须是以 . _ 或 - 连接的小写单词（如 checkout.pay_now）", "Bad Key!"],
      ["5", "module", "必须是以下之一：common、account、cart、checkout、order、product、promotion、community", "order.track"],
      ["6", "", "与第 2 行重复", "checkout.pay_now"],
    ]);
  });

  it("a valid file applies every row in one go: new keys added, given texts replaced, empty cells keep the text", async () => {
    const file = await xlsx([
      ["键", "模块", "en", "fr"],
      ["checkout.pay_now", "checkout", "Pay now", "Payer maintenant"],
      ["cart.empty", "cart", "", "Votre panier est vide"],
    ]);
    const up = await upload("/api/config/translate/import", file, "译文.xlsx");
    const done = await finished(up.body.data.id);
    expect(done).toMatchObject({ status: "applied", bad_rows: 0, total: 2, done: 2, has_report: false, file_name: "译文.xlsx" });
    expect(await t.sql("select key, module, text_en, text_fr, version, updated_by from translations order by key")).toEqual([
      {
        key: "cart.empty",
        module: "cart",
        text_en: "Your cart is empty",
        text_fr: "Votre panier est vide",
        version: 2,
        updated_by: "Ada Admin",
      },
      { key: "checkout.pay_now", module: "checkout", text_en: "Pay now", text_fr: "Payer maintenant", version: 1, updated_by: "Ada Admin" },
    ]);
    const audit = await t.sql<{ action: string; actor_name: string; after: unknown }>(
      "select action, actor_name, after from audit_log where entity = 'translation' and entity_id = $1 order by id",
      [String(up.body.data.id)],
    );
    expect(audit).toEqual([
      { action: "upload", actor_name: "Ada Admin", after: { file: "译文.xlsx", size: file.length } },
      { action: "import", actor_name: "Ada Admin", after: { file: "译文.xlsx", rows: 2, changed: 2 } },
    ]);
  });

  it("the same file again changes nothing: no version, no updated_at or updated_by, no import audit row; one changed row changes only itself", async () => {
    const file = await xlsx([
      ["Key", "Module", "en", "fr"],
      ["checkout.pay_now", "checkout", "Pay now", "Payer maintenant"],
      ["cart.empty", "cart", "", "Votre panier est vide"],
    ]);
    const before = await t.sql("select key, version, updated_at, updated_by from translations order by key");
    const again = await upload("/api/config/translate/import", file, "again.xlsx");
    expect(await finished(again.body.data.id)).toMatchObject({ status: "applied", bad_rows: 0, total: 2 });
    expect(await t.sql("select key, version, updated_at, updated_by from translations order by key")).toEqual(before);
    const imports = await t.sql("select action from audit_log where entity = 'translation' and entity_id = $1 and action = 'import'", [
      String(again.body.data.id),
    ]);
    expect(imports).toEqual([]);

    const changed = await xlsx([
      ["Key", "Module", "en", "fr"],
      ["checkout.pay_now", "checkout", "Pay now", "Payez maintenant"],
      ["cart.empty", "cart", "", "Votre panier est vide"],
    ]);
    const third = await upload("/api/config/translate/import", changed, "third.xlsx");
    await finished(third.body.data.id);
    expect(await t.sql("select key, version, text_fr from translations order by key")).toEqual([
      { key: "cart.empty", version: 2, text_fr: "Votre panier est vide" },
      { key: "checkout.pay_now", version: 2, text_fr: "Payez maintenant" },
    ]);
    expect(
      await t.sql("select after from audit_log where entity = 'translation' and entity_id = $1 and action = 'import'", [
        String(third.body.data.id),
      ]),
    ).toEqual([{ after: { file: "third.xlsx", rows: 2, changed: 1 } }]);
  });

  it("a file without a required column fails with the column's name and changes nothing", async () => {
    const up = await upload(
      "/api/config/translate/import",
      await xlsx([
        ["Key", "en"],
        ["a.b", "x"],
      ]),
    );
    const done = await finished(up.body.data.id);
    expect(done).toMatchObject({ status: "failed", message: "The first row lacks the column(s): Module" });
    expect(await t.sql("select count(*)::int as n from translations where key = 'a.b'")).toEqual([{ n: 0 }]);
  });

  it("refuses what is not an .xlsx spreadsheet before queueing anything", async () => {
    const before = await t.sql("select count(*)::int as n from excel_imports");
    const none = await upload("/api/config/translate/import", null);
    expect(none.status).toBe(422);
    expect(none.body.data.errors.file).toEqual(["Please choose a file to upload first."]);
    const csv = await upload("/api/config/translate/import", Buffer.from("key,module\na.b,cart\n"), "library.csv");
    expect(csv.status).toBe(422);
    expect(csv.body.data.errors.file).toEqual(["Choose an Excel file (.xlsx)"]);
    const json = await t.post("/api/config/translate/import", {}, { token: admin });
    expect(json.status).toBe(415);
    expect(await t.sql("select count(*)::int as n from excel_imports")).toEqual(before);
  });

  it("payouts import with exact amounts (two decimals to cents) and are replaced per translator, language and month", async () => {
    const file = await xlsx([
      ["Translator", "Language", "Month", "Words", "Amount", "Currency"],
      ["Marie Dupont", "fr", "2026-10", 12000, "480.50", "EUR"],
      ["Hans Weber", "de", "2026-10", "9500", "0.10", "EUR"],
    ]);
    const done = await finished((await upload("/api/config/translate/payout_import", file)).body.data.id);
    expect(done.status).toBe("applied");
    const bad = await xlsx([
      ["Translator", "Language", "Month", "Words", "Amount", "Currency"],
      ["Marie Dupont", "fr", "2026-10", 13000, "500", "EUR"],
      ["Ana Silva", "pt", "2026-13", 10, "1.234", "BRL"],
    ]);
    const rejected = await finished((await upload("/api/config/translate/payout_import", bad)).body.data.id);
    expect(rejected).toMatchObject({ status: "rejected", bad_rows: 3 });
    expect(
      await t.sql(
        "select translator, language, period, words, amount_minor::text as amount, currency from translation_payouts order by id",
      ),
    ).toEqual([
      { translator: "Marie Dupont", language: "fr", period: "2026-10", words: 12000, amount: "48050", currency: "EUR" },
      { translator: "Hans Weber", language: "de", period: "2026-10", words: 9500, amount: "10", currency: "EUR" },
    ]);
  });

  it("imports are for staff who may edit the library; the status of another area's import is not found", async () => {
    const viewer = await t.token("viewer");
    const r = await upload(
      "/api/config/translate/import",
      await xlsx([
        ["Key", "Module"],
        ["a.b", "cart"],
      ]),
      "x.xlsx",
      viewer,
    );
    expect(r.status).toBe(403);
    await t.sql("insert into excel_imports (importer, file_name, file) values ('other-area', 'o.xlsx', '\\x00')");
    const [{ id }] = await t.sql<{ id: number }>("select max(id) as id from excel_imports");
    expect((await t.get("/api/config/translate/import_status", { token: admin, query: { id } })).status).toBe(404);
  });
});

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

describe("export: streamed", () => {
  it("a zh caller's download is headed in Chinese, and uploaded back unchanged it changes nothing", async () => {
    const res = await fetch(new URL("/api/config/translate/download", t.url), {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "accept-language": "zh-CN", "content-type": "application/json" },
      body: JSON.stringify({}),
    });
    expect(res.status).toBe(200);
    const file = Buffer.from(await res.arrayBuffer());
    const rows = await readSheet(file);
    expect(rows[0]).toEqual(["键", "模块", "en", "es", "de", "it", "fr", "pt", "ar"]);
    const before = await t.sql("select key, version, updated_at, updated_by from translations order by key");
    const up = await upload("/api/config/translate/import", file, "zh.xlsx");
    expect(await finished(up.body.data.id)).toMatchObject({ status: "applied", bad_rows: 0, total: rows.length - 1 });
    expect(await t.sql("select key, version, updated_at, updated_by from translations order by key")).toEqual(before);
  });

  it("100,000 rows arrive as one .xlsx, streamed, with the heap flat", async () => {
    await t.sql(
      `insert into translations (key, module, text_en, text_fr)
       select 'bulk.k' || lpad(g::text, 6, '0'), 'product', 'Text number ' || g, case when g % 2 = 0 then 'Texte ' || g else '' end
         from generate_series(1, 100000) g`,
    );
    // live memory, not garbage V8 has not collected yet (which depends on what ran before in this
    // worker): measured right after a full collection, every 500 ms while the export streams (a full
    // collection every 100 ms held the export back: 175 s of the suite; a workbook held whole grows
    // for the whole export, which 500 ms apart still sees)
    const live = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const base = live();
    let peak = base;
    const timer = setInterval(() => (peak = Math.max(peak, live())), 500);
    const res = await fetch(new URL("/api/config/translate/download", t.url), {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ module: "product" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBeNull();
    expect(res.headers.get("transfer-encoding")).toBe("chunked");
    // the file is read as it arrives, row by row, so the test holds no more than the server does
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.fromWeb(res.body as any), {
      sharedStrings: "cache",
      worksheets: "emit",
    });
    let rows = 0;
    let first: unknown[] = [];
    let last: unknown[] = [];
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        rows++;
        if (rows === 1) first = (row.values as unknown[]).slice(1);
        last = (row.values as unknown[]).slice(1);
      }
    }
    clearInterval(timer);
    expect(rows).toBe(100_001);
    expect(first).toEqual(["Key", "Module", "en", "es", "de", "it", "fr", "pt", "ar"]);
    expect(last.slice(0, 3)).toEqual(["bulk.k100000", "product", "Text number 100000"]);
    expect(last[6]).toBe("Texte 100000");
    // the whole workbook held in memory takes several hundred MB for this many cells
    console.log(`export heap growth ${Math.round((peak - base) / 1024 / 1024)} MB`);
    expect(peak - base).toBeLessThan(150 * 1024 * 1024);
  }, 180_000);
});
