// The exports' .xlsx writer (server/excel/write.ts over zip-stream.ts, issue 42 §4): the file opens
// in the readers staff and the console use — cells as written, numbers as numbers — and a reader
// that takes nothing holds the writer back, so rows are not read ahead into memory.
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { PassThrough, Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readXlsxRows } from "../../server/excel/read";
import { writeXlsx, xlsxBuffer, type ExcelColumn } from "../../server/excel/write";

interface Item {
  key: string;
  price: number | null;
  note?: string | null;
}

const COLUMNS: ExcelColumn<Item>[] = [
  { header: "Key", value: (r) => r.key, width: 30 },
  { header: "Price", value: (r) => r.price },
  { header: "Note", value: (r) => r.note },
];

async function* batchesOf<R>(...batches: R[][]) {
  for (const b of batches) yield b;
}

async function written(rows: Item[][], name = "Language library"): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on("end", resolve));
  const count = await writeXlsx(out, name, COLUMNS, batchesOf(...rows));
  await ended;
  expect(count).toBe(rows.flat().length);
  return Buffer.concat(chunks);
}

describe("the exports' .xlsx writer", () => {
  it("writes a sheet exceljs opens: the headings, then each record's cells, numbers as numbers", async () => {
    const file = await written([
      [
        { key: "checkout.gift_wrap", price: 12.5, note: "Fish & chips <b>" },
        { key: "  spaced  ", price: 0, note: null },
      ],
      [{ key: "儿童T恤 👕", price: null, note: "tab\there\u0001" }],
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(["Language library"]);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, "Key", "Price", "Note"]);
    expect(ws.getRow(2).values).toEqual([undefined, "checkout.gift_wrap", 12.5, "Fish & chips <b>"]);
    expect(ws.getRow(3).values).toEqual([undefined, "  spaced  ", 0]);
    // a control character XML cannot carry is left out; the tab stays
    expect(ws.getRow(4).values).toEqual([undefined, "儿童T恤 👕", undefined, "tab\there"]);
    expect(ws.rowCount).toBe(4);
    expect(ws.getColumn(1).width).toBe(30);
    expect(ws.getColumn(2).width).toBe(24);
  });

  it("is a zip whose every entry passes its checksum, read back by the console's own import", async () => {
    const file = await written([[{ key: "a.b", price: 3, note: "x" }]]);
    const zip = await JSZip.loadAsync(file, { checkCRC32: true });
    for (const name of Object.keys(zip.files)) await zip.files[name].async("nodebuffer");
    expect(Object.keys(zip.files)).toContain("xl/worksheets/sheet1.xml");
    const rows = [];
    for await (const r of readXlsxRows(file, { key: { names: ["Key"] }, price: { names: ["Price"] } })) rows.push(r);
    expect(rows).toEqual([{ line: 2, values: { key: "a.b", price: "3" } }]);
  });

  it("gives the sheet a name Excel accepts: at most 31 characters, none of : \\ / ? * [ ]", async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await written([[]], "label 12: [a/b]? and a name far too long")) as unknown as ArrayBuffer);
    expect(wb.worksheets[0].name).toBe("label 12   a b   and a name far");
    expect(wb.worksheets[0].rowCount).toBe(1);
  });

  it("writes small sheets into memory the same way (xlsxBuffer)", async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await xlsxBuffer("report", COLUMNS, [{ key: "k", price: 7 }])) as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(2).values).toEqual([undefined, "k", 7]);
  });

  it("reads no more rows while the reader takes nothing: a slow download holds the export back", async () => {
    // a download nobody reads: the pipe takes its first 16 KB and no more
    const stalled = new Writable({ highWaterMark: 16 * 1024, write: () => undefined });
    let pulled = 0;
    async function* many() {
      for (let b = 0; b < 100; b++) {
        pulled++;
        yield Array.from({ length: 1000 }, (_, i) => ({ key: `memory.k${b * 1000 + i} ${Math.random()}`, price: i, note: `Text ${i}` }));
      }
    }
    void writeXlsx(stalled, "held", COLUMNS, many()).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 500));
    // 100 batches of 1,000 rows (about 6 MB of XML) are there to be read; the pages that fill the
    // download's room (256 KB deflated) and the deflater's are read, and no more
    expect(pulled).toBeLessThanOrEqual(15);
    expect(stalled.writableLength).toBeLessThan(512 * 1024);
    stalled.destroy();
  });
});
