// A valid .xlsx is read whatever the order of the entries in its zip: exceljs' streaming reader
// refused one whose worksheet came after the relationships and shared strings but before
// xl/workbook.xml (seen as "could not be read as an .xlsx spreadsheet" on files exceljs itself wrote).
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { readXlsxRows } from "../../server/excel/read";

async function reordered(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Prices");
  ws.addRow(["SKU", "Event price"]);
  ws.addRow(["PP0000007-1", "9.5"]);
  ws.addRow(["PP0000008-2", "11"]);
  const original = await JSZip.loadAsync(Buffer.from(await wb.xlsx.writeBuffer()));
  const names = Object.keys(original.files).filter((n) => !original.files[n].dir);
  const first = ["[Content_Types].xml", "_rels/.rels", "xl/_rels/workbook.xml.rels", "xl/sharedStrings.xml", "xl/worksheets/sheet1.xml"];
  const order = [...first.filter((n) => names.includes(n)), ...names.filter((n) => !first.includes(n))];
  expect(order.indexOf("xl/worksheets/sheet1.xml")).toBeLessThan(order.indexOf("xl/workbook.xml"));
  const zip = new JSZip();
  for (const n of order) zip.file(n, await original.files[n].async("nodebuffer"));
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

describe("reading an .xlsx whose worksheet is zipped before the workbook's sheet list", () => {
  it("gives the rows", async () => {
    const rows = [];
    for await (const r of readXlsxRows(await reordered(), { sku: { names: ["SKU"] }, price: { names: ["Event price"] } })) rows.push(r);
    expect(rows).toEqual([
      { line: 2, values: { sku: "PP0000007-1", price: "9.5" } },
      { line: 3, values: { sku: "PP0000008-2", price: "11" } },
    ]);
  });
});
