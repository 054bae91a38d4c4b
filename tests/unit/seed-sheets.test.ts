import { describe, expect, it } from "vitest";
import { loadExcel } from "../../server/excel/lib";
import { SEED_SHEETS } from "../../server/db/seed-sheets.data";
import { SEED_REPORT, writeSeedSheets, type SeedSheet } from "../../server/db/seed-sheets";

/** every sheet's name and cell values, row by row */
async function cells(buf: Buffer) {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb.worksheets.map((ws) => ({ name: ws.name, rows: ws.getSheetValues().filter(Boolean) }));
}

describe("the demo seed's import spreadsheets", () => {
  it("are what seed-sheets.ts writes (run `npm run seed-sheets` after changing it)", async () => {
    const fresh = await writeSeedSheets();
    for (const name of Object.keys(fresh) as SeedSheet[]) {
      expect(await cells(Buffer.from(SEED_SHEETS[name], "base64")), name).toEqual(await cells(fresh[name]));
    }
  });

  it("hold the refused import's two rows; its report names the same two problems of row 3", async () => {
    const [rejected] = await cells(Buffer.from(SEED_SHEETS.rejected, "base64"));
    expect(rejected.rows.slice(1).map((r) => (r as unknown[]).slice(1, 4))).toEqual([
      ["checkout.gift_wrap", "checkout", "Emballage cadeau"],
      ["Gift Wrap", "gifts", "Emballage"],
    ]);
    expect(SEED_REPORT.rows.map((r) => [r.line, r.column])).toEqual([
      [3, "key"],
      [3, "module"],
    ]);
  });
});
