import { Readable } from "node:stream";
import type ExcelJS from "exceljs";
import type JSZip from "jszip";
import { loadExcel, loadJsZip } from "./lib";
import { log } from "../log";

// Streamed .xlsx reading (exceljs' WorkbookReader): rows of the first sheet, one at a time, as
// texts keyed by column. The first row holds the headings; a column is found by its heading in
// any of the languages an importer accepts, so a file exported in zh imports as well as one in en.

export interface SheetRow {
  /** the row's number as the spreadsheet shows it (the heading row is 1) */
  line: number;
  values: Record<string, string>;
}

export class SheetError extends Error {}

/**
 * column key → the headings it may have (any language, compared without case or surrounding
 * spaces; the key itself is accepted too); an optional column may be left out of the file
 */
export type HeadingMap = Record<string, { names: readonly string[]; optional?: boolean }>;

// exceljs 4.4's streaming reader depends on the order of the entries in the zip: a worksheet
// zipped before the shared strings, or before the workbook's sheet list, was read without its
// texts or refused ("could not be read") — and writers, exceljs itself among them, vary the order.
// The entries it needs first are put first; a file already in that order is read as it is.
const rank = (name: string) =>
  name === "xl/_rels/workbook.xml.rels" ? 0 : name === "xl/workbook.xml" ? 1 : name === "xl/sharedStrings.xml" ? 2 : /^xl\/worksheets\/sheet\d+\.xml$/.test(name) ? 4 : 3;

async function inReadableOrder(file: Buffer): Promise<Buffer> {
  const Zip = await loadJsZip();
  let zip: JSZip;
  try {
    zip = await Zip.loadAsync(file);
  } catch {
    return file; // not a zip: the reader says so
  }
  const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir);
  const wanted = names.map((n, i) => [n, i] as const).sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1]).map(([n]) => n);
  if (wanted.every((n, i) => n === names[i])) return file;
  const out = new Zip();
  for (const n of wanted) out.file(n, await zip.files[n].async("nodebuffer"));
  return out.generateAsync({ type: "nodebuffer", compression: "STORE" });
}

/**
 * The rows of the first sheet (later ones, notes, are ignored), read as a stream. A file the reader
 * cannot read is a SheetError the person understands; ops see the reader's own reason in the log.
 */
async function* firstSheetRows(file: Buffer): AsyncGenerator<ExcelJS.Row> {
  const reader = new (await loadExcel()).stream.xlsx.WorkbookReader(Readable.from([await inReadableOrder(file)]), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
    entries: "emit",
  });
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      if (sheets++ > 0) continue;
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) yield row;
    }
  } catch (err) {
    if (err instanceof SheetError) throw err;
    log("warn", "xlsx file not readable", { err: String((err as Error)?.stack ?? err) });
    throw new SheetError("The file could not be read as an .xlsx spreadsheet");
  }
  if (!sheets) throw new SheetError("The spreadsheet has no sheet");
}

export async function* readXlsxRows(file: Buffer, headings: HeadingMap): AsyncGenerator<SheetRow> {
  let columns: Map<number, string> | null = null;
  for await (const row of firstSheetRows(file)) {
    const texts = rowTexts(row);
    if (!columns) {
      columns = matchHeadings(texts, headings);
      continue;
    }
    if (texts.every((t) => t === "")) continue; // blank lines between data are not rows
    const values: Record<string, string> = {};
    for (const [index, key] of columns) values[key] = texts[index] ?? "";
    yield { line: row.number, values };
  }
  if (!columns) throw new SheetError("The spreadsheet is empty: the first row must hold the column headings");
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
    if (o.richText) return o.richText.map((r) => r.text).join("").trim();
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
  if (missing.length) throw new SheetError(`The first row lacks the column(s): ${missing.map(([k, h]) => h.names[0] ?? k).join(", ")}`);
  return columns;
}
