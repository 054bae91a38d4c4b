// Issue 39.3: no spreadsheet import can exhaust the server. Every endpoint that takes a
// spreadsheet refuses, at the upload, on its `file` field, a zip bomb (packed over 100:1), an
// archive that unpacks past 50 MB (one part, or all parts together), and a sheet past 100,000 rows
// (blank rows count) or 2,000,000 cells. The files are crafted small: low-entropy padding packs
// to a few KB, and ExcelJS writes only the rows that hold a value.
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRouter } from "../../server/app";
import { IMPORTERS } from "../../server/excel/registry";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let eventId: number;
let offerId: number;
let voucherId: number;

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.token("admin");
  [{ id: eventId }] = await t.sql<{ id: number }>("select id from events where status = 'draft' order by id limit 1");
  [{ id: offerId }] = await t.sql<{ id: number }>("select id from special_offers order by id limit 1");
  [{ id: voucherId }] = await t.sql<{ id: number }>("select id from vouchers order by id limit 1");
});
afterAll(async () => {
  await t?.close();
});

interface Importer {
  /** the endpoint as `METHOD path` (the router's declaration) */
  endpoint: string;
  /** the registry's importer names this endpoint runs (the shared job's kinds) */
  runs?: string[];
  url: () => string;
  fields: () => Record<string, string>;
  headings: string[];
}

// Every endpoint that takes a spreadsheet. A new one fails "every spreadsheet upload is listed"
// until it is added here, and so gets every case below by construction.
const IMPORTS: Importer[] = [
  {
    endpoint: "POST /api/config/translate/import",
    runs: ["translations"],
    url: () => "/api/config/translate/import",
    fields: () => ({}),
    headings: ["Key", "Module", "en"],
  },
  {
    endpoint: "POST /api/config/translate/payout_import",
    runs: ["translation-payouts"],
    url: () => "/api/config/translate/payout_import",
    fields: () => ({}),
    headings: ["Language", "Translator", "Words"],
  },
  {
    endpoint: "POST /api/event/importBatchUpdatePrice/{id}",
    url: () => `/api/event/importBatchUpdatePrice/${eventId}`,
    fields: () => ({ version: "1" }),
    headings: ["SKU", "Price"],
  },
  {
    endpoint: "POST /api/special_offer/products/excel_import_products",
    url: () => "/api/special_offer/products/excel_import_products",
    fields: () => ({ event_id: String(offerId) }),
    headings: ["product_code", "product_name"],
  },
  {
    endpoint: "POST /api/event/ExportLabelProduct",
    runs: ["label-products"],
    url: () => "/api/event/ExportLabelProduct",
    fields: () => ({ label_id: "1" }),
    headings: ["spu_code"],
  },
  {
    endpoint: "POST /api/market/voucher/send/upload",
    url: () => "/api/market/voucher/send/upload",
    fields: () => ({ voucher_id: String(voucherId) }),
    headings: ["email"],
  },
];

/** multipart endpoints that take no spreadsheet */
const NOT_SPREADSHEETS = ["POST /api/upload"];

async function book(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  fill(wb.addWorksheet("Sheet1"));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const built = new Map<string, Promise<Buffer>>();

/**
 * a real workbook with extra parts of `bytes` zeros each, deflated (zeros pack about 1,000 : 1);
 * built once per shape, since the archive is refused whatever its sheet holds
 */
function padded(headings: string[], parts: number[]): Promise<Buffer> {
  const key = parts.join(",");
  if (!built.has(key)) {
    built.set(
      key,
      (async () => {
        const zip = await JSZip.loadAsync(await book((s) => (s.addRow(headings), s.addRow(headings.map(() => "x")))));
        parts.forEach((bytes, i) => zip.file(`xl/media/pad${i}.bin`, Buffer.alloc(bytes)));
        return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 1 } });
      })(),
    );
  }
  return built.get(key)!;
}

const MB = 1024 * 1024;

const CASES: { name: string; file: (headings: string[]) => Promise<Buffer>; message: string }[] = [
  {
    name: "a zip bomb (10 MB of zeros packed to a few KB)",
    file: (h) => padded(h, [10 * MB]),
    message: "The spreadsheet is compressed more than 100:1, which no real sheet is; it was not opened",
  },
  {
    name: "one part over 50 MB unpacked",
    file: (h) => padded(h, [51 * MB]),
    message: "The spreadsheet unpacks to more than 50 MB in one part; split it into smaller files",
  },
  {
    name: "parts over 50 MB unpacked together",
    file: (h) => padded(h, [26 * MB, 26 * MB]),
    message: "The spreadsheet unpacks to more than 50 MB; split it into smaller files",
  },
  {
    name: "a sheet past 100,000 rows, all blank but the last",
    file: (h) =>
      book((s) => {
        s.addRow(h);
        s.getRow(100_001).getCell(1).value = "x";
      }),
    message: "The sheet has more than 100,000 rows (blank rows count too); split it into smaller files",
  },
  {
    name: "a sheet past 2,000,000 cells (130 rows reaching column XFD)",
    file: (h) =>
      book((s) => {
        s.addRow(h);
        for (let r = 2; r <= 130; r++) s.getRow(r).getCell(16_384).value = 1;
      }),
    message: "The sheet has more than 2,000,000 cells (blank cells up to each row's last count too); split it into smaller files",
  },
];

async function upload(imp: Importer, file: Buffer, lang = "en") {
  const form = new FormData();
  for (const [k, v] of Object.entries(imp.fields())) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(file)]), "sheet.xlsx");
  const res = await t.fetch(imp.url(), {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "accept-language": lang },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

describe("spreadsheet limits, for every importer", () => {
  it("every spreadsheet upload is listed, and every importer of the registry with it", () => {
    const multipart = buildRouter()
      .endpoints.filter((e) => e.stream)
      .map((e) => `${e.method} ${e.path}`)
      .filter((e) => !NOT_SPREADSHEETS.includes(e));
    expect(multipart.sort()).toEqual(IMPORTS.map((i) => i.endpoint).sort());
    expect(IMPORTERS.map((i) => i.name).sort()).toEqual(IMPORTS.flatMap((i) => i.runs ?? []).sort());
  });

  for (const c of CASES) {
    it.each(IMPORTS.map((i) => [i.endpoint, i] as const))(`${c.name}: refused by %s`, async (_name, imp) => {
      const before = await t.sql<{ n: number }>("select count(*)::int as n from excel_imports");
      const r = await upload(imp, await c.file(imp.headings));
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(c.message);
      expect(r.body.data.errors.file).toEqual([c.message]);
      // nothing stored for a job to read later
      expect(await t.sql("select count(*)::int as n from excel_imports")).toEqual(before);
    });
  }

  it("says it in Chinese to a zh caller", async () => {
    const r = await upload(IMPORTS[0], await padded(IMPORTS[0].headings, [10 * MB]), "zh-CN");
    expect(r.status).toBe(422);
    expect(r.body.message).toBe("表格压缩比超过 100:1，不像正常的表格，未予打开");
    expect(r.body.data.errors.file).toEqual(["表格压缩比超过 100:1，不像正常的表格，未予打开"]);
  });

  it("a sheet at the limits is still read: 100,000 rows are not refused for their count", async () => {
    const file = await book((s) => {
      s.addRow(IMPORTS[0].headings);
      s.getRow(100_000).getCell(1).value = "x";
    });
    const r = await upload(IMPORTS[0], file);
    // taken: the import is queued, and its rows are judged as rows, not refused for the sheet's size
    expect(r.status).toBe(200);
    expect(r.body.data.status).toBe("queued");
  });
});
