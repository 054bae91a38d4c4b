import ExcelJS from "exceljs";

/** The workbook a download answers with. */
export async function bookOf(res: Response) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  return wb;
}

/** A workbook's first sheet as rows of cell values, first row and column at index 0 (ExcelJS counts from 1). */
export const rowsOf = (wb: ExcelJS.Workbook) =>
  wb.worksheets[0]
    .getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1));

/** A download's first sheet as rows (rowsOf). */
export const sheetRows = async (res: Response) => rowsOf(await bookOf(res));
