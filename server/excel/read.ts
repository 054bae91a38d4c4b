import type { Readable } from "node:stream";
import type ExcelJS from "exceljs";
import { loadExcel } from "./lib";
import { log } from "../log";
import { openSheetArchive, type SheetArchive } from "./archive";
import { SHEET_LIMITS, sheetTooBig } from "./limits";
import { SheetError, SheetLimitError } from "./read-error";

export { SheetError, SheetLimitError };

// Streamed .xlsx reading (exceljs' WorkbookReader): rows of the first sheet, one at a time, as
// texts keyed by column. The first row holds the headings; a column is found by its heading in
// any of the languages an importer accepts, so a file exported in zh imports as well as one in en.

export interface SheetRow {
  /** the row's number as the spreadsheet shows it (the heading row is 1) */
  line: number;
  values: Record<string, string>;
}

/**
 * column key → the headings it may have (any language, compared without case or surrounding
 * spaces; the key itself is accepted too); an optional column may be left out of the file
 */
export type HeadingMap = Record<string, { names: readonly string[]; optional?: boolean }>;

// exceljs 4.4's streaming reader depends on the order of the entries in the zip: a worksheet
// zipped before the shared strings, or before the workbook's sheet list, was read without its
// texts or refused — and writers, exceljs itself among them, vary the order. The entries are
// therefore handed to it in the order it needs, straight from the archive's directory
// (./archive.ts, which has judged every entry's size first), each inflated as a stream.
const rank = (name: string) =>
  name === "xl/_rels/workbook.xml.rels" ? 0 : name === "xl/workbook.xml" ? 1 : name === "xl/sharedStrings.xml" ? 2 : 4;
const SHEET_ENTRY = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** exceljs' reader with its zip parsing replaced by the guarded archive's entries (only those it reads) */
interface ReaderInternals {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<{ eventType: string; value: unknown }>;
}

async function guardedReader(archive: SheetArchive) {
  const Base = (await loadExcel()).stream.xlsx.WorkbookReader as unknown as new (input: unknown, options: object) => ReaderInternals;
  const wanted = archive.names
    .filter((n) => rank(n) < 4 || SHEET_ENTRY.test(n))
    .map((n, i) => [n, i] as const)
    .sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1])
    .map(([n]) => n);
  class Guarded extends Base {
    // the first worksheet only: later sheets (notes) are never inflated
    async *parse(): AsyncGenerator<{ eventType: string; value: unknown }> {
      for (const name of wanted) {
        const entry = await archive.open(name);
        if (name === "xl/_rels/workbook.xml.rels") await this._parseRels(entry);
        else if (name === "xl/workbook.xml") await this._parseWorkbook(entry);
        else if (name === "xl/sharedStrings.xml") yield* this._parseSharedStrings(entry) as AsyncGenerator<never>;
        else {
          yield* this._parseWorksheet(entry, SHEET_ENTRY.exec(name)![1]);
          return;
        }
        entry.resume();
      }
    }
  }
  return new Guarded(null, {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
    entries: "ignore",
  }) as unknown as AsyncIterable<AsyncIterable<ExcelJS.Row>>;
}

/**
 * The rows of the first sheet (later ones, notes, are ignored), read as a stream through the
 * guarded archive, and stopped at SHEET_LIMITS' rows and cells. A file the reader cannot read is a
 * SheetError the person understands; ops see the reader's own reason in the log.
 */
export async function* firstSheetRows(file: Buffer): AsyncGenerator<ExcelJS.Row> {
  const archive = await openSheetArchive(file);
  let sheets = 0;
  let cells = 0;
  try {
    for await (const sheet of await guardedReader(archive)) {
      sheets++;
      for await (const row of sheet) {
        // a row's number counts the blank rows before it, read or not
        if (row.number > SHEET_LIMITS.rows) throw sheetTooBig.rows();
        cells += Math.max(0, (row.values as unknown[]).length - 1);
        if (cells > SHEET_LIMITS.cells) throw sheetTooBig.cells();
        yield row;
      }
    }
  } catch (err) {
    if (err instanceof SheetError) throw err;
    log("warn", "xlsx file not readable", { err: String((err as Error)?.stack ?? err) });
    throw new SheetError("The file could not be read as an .xlsx spreadsheet", "无法读取该文件：请上传 .xlsx 表格");
  } finally {
    archive.close();
  }
  if (!sheets) throw new SheetError("The spreadsheet has no sheet", "表格中没有工作表");
}

/**
 * Reads the whole first sheet once without keeping it, so an upload over SHEET_LIMITS is refused
 * at once, in the caller's language, rather than by the job that would read it later.
 */
export async function inspectSheet(file: Buffer): Promise<void> {
  for await (const _row of firstSheetRows(file)) {
    // counting is firstSheetRows' own work
  }
}

/** `uploaded`, when given, is told each found column's heading as the file writes it (by key). */
export async function* readXlsxRows(
  file: Buffer,
  headings: HeadingMap,
  uploaded?: (byKey: Record<string, string>) => void,
): AsyncGenerator<SheetRow> {
  let columns: Map<number, string> | null = null;
  for await (const row of firstSheetRows(file)) {
    const texts = rowTexts(row);
    if (!columns) {
      columns = matchHeadings(texts, headings);
      uploaded?.(Object.fromEntries([...columns].map(([index, key]) => [key, texts[index]])));
      continue;
    }
    if (texts.every((t) => t === "")) continue; // blank lines between data are not rows
    const values: Record<string, string> = {};
    for (const [index, key] of columns) values[key] = texts[index] ?? "";
    yield { line: row.number, values };
  }
  if (!columns)
    throw new SheetError("The spreadsheet is empty: the first row must hold the column headings", "表格是空的：第一行须为列标题");
}

/**
 * The first column of the first sheet, row by row, without headings (a plain list such as a
 * customer list): the row's number and its first cell as text; rows whose first cell is blank are
 * left out.
 */
export async function* readFirstColumn(file: Buffer): AsyncGenerator<{ line: number; text: string }> {
  for await (const row of firstSheetRows(file)) {
    const first = text((row.values as unknown[])[1]);
    if (first !== "") yield { line: row.number, text: first };
  }
}

function rowTexts(row: ExcelJS.Row): string[] {
  const out: string[] = [];
  // values is 1-based with a hole at 0
  const values = row.values as unknown[];
  for (let i = 1; i < values.length; i++) out[i - 1] = text(values[i]);
  return out;
}

function text(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return v.trim();
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "object") {
    const o = v as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (o.richText)
      return o.richText
        .map((r) => r.text)
        .join("")
        .trim();
    if (o.text !== undefined) return text(o.text);
    if (o.result !== undefined) return text(o.result);
  }
  return String(v).trim();
}

function matchHeadings(row: string[], headings: HeadingMap): Map<number, string> {
  const norm = (s: string) => s.trim().toLowerCase();
  const byHeading = new Map<string, string>();
  for (const [key, { names }] of Object.entries(headings)) for (const n of [key, ...names]) byHeading.set(norm(n), key);
  const columns = new Map<number, string>();
  row.forEach((h, i) => {
    const key = byHeading.get(norm(h));
    if (key && ![...columns.values()].includes(key)) columns.set(i, key);
  });
  const found = new Set(columns.values());
  const missing = Object.entries(headings).filter(([k, h]) => !h.optional && !found.has(k));
  const names = missing.map(([k, h]) => h.names[0] ?? k).join(", ");
  if (missing.length) throw new SheetError(`The first row lacks the column(s): ${names}`, `第一行缺少列：${names}`);
  return columns;
}
