// A valid .xlsx is read whatever the order of the entries in its zip: exceljs' streaming reader
// refused one whose worksheet came after the relationships and shared strings but before
// xl/workbook.xml (seen as "could not be read as an .xlsx spreadsheet" on files exceljs itself
// wrote), and read one whose worksheet came before the shared strings without its texts.
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { readXlsxRows } from "../../server/excel/read";

async function reordered(first: string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Prices");
  ws.addRow(["SKU", "Event price"]);
  ws.addRow(["PP0000007-1", "9.5"]);
  ws.addRow(["PP0000008-2", "11"]);
  const original = await JSZip.loadAsync(Buffer.from(await wb.xlsx.writeBuffer()));
  const names = Object.keys(original.files).filter((n) => !original.files[n].dir);
  const order = [...first.filter((n) => names.includes(n)), ...names.filter((n) => !first.includes(n))];
  const zip = new JSZip();
  for (const n of order) zip.file(n, await original.files[n].async("nodebuffer"));
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

const ORDERS = {
  "before the workbook's sheet list": [
    "_rels/.rels",
    "xl/_rels/workbook.xml.rels",
    "xl/sharedStrings.xml",
    "xl/worksheets/sheet1.xml",
    "xl/workbook.xml",
  ],
  // an order a shuffle found read without the texts ("the first row lacks the column(s)")
  "before the shared strings, after the styles and the sheet list": [
    "docProps/app.xml",
    "_rels/.rels",
    "xl/styles.xml",
    "[Content_Types].xml",
    "docProps/core.xml",
    "xl/theme/theme1.xml",
    "xl/_rels/workbook.xml.rels",
    "xl/workbook.xml",
    "xl/worksheets/sheet1.xml",
    "xl/sharedStrings.xml",
  ],
  "as exceljs usually writes it": [
    "_rels/.rels",
    "xl/_rels/workbook.xml.rels",
    "xl/worksheets/sheet1.xml",
    "xl/sharedStrings.xml",
    "xl/workbook.xml",
  ],
};

describe("reading an .xlsx whatever the order of its zip's entries", () => {
  it.each(Object.entries(ORDERS))("the worksheet zipped %s: the rows", async (_, first) => {
    const rows = [];
    for await (const r of readXlsxRows(await reordered(first), { sku: { names: ["SKU"] }, price: { names: ["Event price"] } }))
      rows.push(r);
    expect(rows).toEqual([
      { line: 2, values: { sku: "PP0000007-1", price: "9.5" } },
      { line: 3, values: { sku: "PP0000008-2", price: "11" } },
    ]);
  });
});
