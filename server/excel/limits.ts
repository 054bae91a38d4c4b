import { SheetLimitError } from "./read-error";

// What one uploaded spreadsheet may cost the server, checked for every import by the one reader
// every importer goes through (./archive.ts, ./read.ts). An .xlsx is a zip: a few hundred KB can
// unpack to gigabytes, so the archive's directory is read and judged before anything is inflated,
// and the rows are counted as they stream, blank ones included (a row number is what counts).
export const SHEET_LIMITS = {
  /** one entry of the archive, unpacked: 50 MB */
  entryBytes: 50 * 1024 * 1024,
  /** all entries together, unpacked: 50 MB */
  totalBytes: 50 * 1024 * 1024,
  /** unpacked ÷ packed, for an entry over RATIO_FROM_BYTES unpacked: 100 (real sheets pack 5–20 : 1) */
  ratio: 100,
  /** entries in the archive: 1,000 (a workbook has a dozen) */
  entries: 1000,
  /** rows of the sheet, the heading row and blank rows included: 100,000 */
  rows: 100_000,
  /** cells of the sheet, each row counted to its last cell, blank cells included: 2,000,000 */
  cells: 2_000_000,
} as const;

/** below this unpacked size an entry's ratio does not matter (a small XML of repeated tags packs well) */
export const RATIO_FROM_BYTES = 1024 * 1024;

const MB = 1024 * 1024;
const n = (v: number) => v.toLocaleString("en-US");

/** The refusals, in en and zh; each is a SheetLimitError the importers turn into a field error on `file`. */
export const sheetTooBig = {
  entry: () =>
    new SheetLimitError(
      `The spreadsheet unpacks to more than ${SHEET_LIMITS.entryBytes / MB} MB in one part; split it into smaller files`,
      `表格解压后单个部分超过 ${SHEET_LIMITS.entryBytes / MB} MB，请拆分为较小的文件`,
    ),
  total: () =>
    new SheetLimitError(
      `The spreadsheet unpacks to more than ${SHEET_LIMITS.totalBytes / MB} MB; split it into smaller files`,
      `表格解压后超过 ${SHEET_LIMITS.totalBytes / MB} MB，请拆分为较小的文件`,
    ),
  ratio: () =>
    new SheetLimitError(
      `The spreadsheet is compressed more than ${SHEET_LIMITS.ratio}:1, which no real sheet is; it was not opened`,
      `表格压缩比超过 ${SHEET_LIMITS.ratio}:1，不像正常的表格，未予打开`,
    ),
  entries: () =>
    new SheetLimitError(
      `The spreadsheet holds more than ${n(SHEET_LIMITS.entries)} parts; it was not opened`,
      `表格包含的部分超过 ${n(SHEET_LIMITS.entries)} 个，未予打开`,
    ),
  rows: () =>
    new SheetLimitError(
      `The sheet has more than ${n(SHEET_LIMITS.rows)} rows (blank rows count too); split it into smaller files`,
      `表格超过 ${n(SHEET_LIMITS.rows)} 行（空行也计算在内），请拆分为较小的文件`,
    ),
  cells: () =>
    new SheetLimitError(
      `The sheet has more than ${n(SHEET_LIMITS.cells)} cells (blank cells up to each row's last count too); split it into smaller files`,
      `表格超过 ${n(SHEET_LIMITS.cells)} 个单元格（每行到最后一个单元格为止的空单元格也计算在内），请拆分为较小的文件`,
    ),
};
