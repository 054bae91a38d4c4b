import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import busboy from "busboy";
import type ExcelJS from "exceljs";
import { loadExcel } from "../../excel/lib";
import { SHEET_LIMITS, sheetTooBig } from "../../excel/limits";
import { firstSheetRows, SheetLimitError } from "../../excel/read";
import { fileError, refuseSheet, whenCutShort } from "../../excel/receive";
import { ApiError } from "../../http/errors";

/** A spreadsheet import holds at most this much (a 5,000-row product sheet is well under 1 MB). */
export const SHEET_MAX_BYTES = 5 * 1024 * 1024;

const refuse = {
  notMultipart: () =>
    new ApiError(415, "Send the import as multipart/form-data with a file field", null, "请以 multipart/form-data 方式上传文件"),
  noFile: () =>
    new ApiError(
      422,
      "Please choose a file to upload first.",
      { errors: { file: ["Please choose a file to upload first."] } },
      "请先选择要上传的文件。",
    ),
  tooLarge: () => {
    const en = `The file is larger than ${SHEET_MAX_BYTES / 1024 / 1024} MB`;
    return new ApiError(413, en, { errors: { file: [en] } }, `文件超过 ${SHEET_MAX_BYTES / 1024 / 1024} MB`);
  },
  malformed: () =>
    new ApiError(
      400,
      "The upload could not be read (malformed multipart/form-data)",
      null,
      "无法读取上传内容（multipart/form-data 格式错误）",
    ),
  unreadable: () => {
    const en = "The file is not a spreadsheet this import reads (.xlsx or .csv)";
    return new ApiError(422, en, { errors: { file: [en] } }, "无法读取该文件：请上传 .xlsx 或 .csv 表格");
  },
};

/** A multipart post of short fields and one spreadsheet (`file`), held in memory within SHEET_MAX_BYTES. */
export function readSheetPost(req: IncomingMessage): Promise<{ fields: Record<string, string>; file: Buffer; filename: string }> {
  if (!/^multipart\/form-data\s*;/i.test(req.headers["content-type"] ?? "")) return Promise.reject(refuse.notMultipart());
  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      limits: { files: 1, fields: 8, fieldSize: 1024, fileSize: SHEET_MAX_BYTES },
    });
  } catch {
    return Promise.reject(refuse.notMultipart());
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let filename = "";
    let failed: ApiError | null = null;
    bb.on("field", (name, value) => (fields[name] = value));
    bb.on("file", (name, stream, info) => {
      if (name !== "file") return stream.resume();
      filename = info.filename ?? "";
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("limit", () => (failed = refuse.tooLarge()));
    });
    bb.on("error", () => reject(refuse.malformed()));
    whenCutShort(req, () => reject(refuseSheet.cutShort()));
    bb.on("close", () => {
      if (failed) return reject(failed);
      const file = Buffer.concat(chunks);
      if (!file.length) return reject(refuse.noFile());
      resolve({ fields, file, filename });
    });
    req.pipe(bb);
  });
}

/** A cell as text: formulas by their result, links by their text, rich text joined; numbers as written. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "number") return Number.isInteger(v) ? String(v) : String(Math.round(v * 1e6) / 1e6);
  if (typeof v === "string") return v.trim();
  if (typeof v === "boolean") return String(v);
  if (v instanceof Date) return v.toISOString();
  if ("result" in v) return cellText(v.result as ExcelJS.CellValue);
  if ("richText" in v)
    return v.richText
      .map((r) => r.text)
      .join("")
      .trim();
  if ("text" in v) return String(v.text).trim();
  return "";
}

/**
 * The first sheet of an .xlsx (or a .csv) as header → text rows; each row keeps its sheet row number.
 * An .xlsx streams through the shared guarded reader (server/excel: SHEET_LIMITS); a .csv, already
 * within SHEET_MAX_BYTES, is held to the same row and cell limits before it is parsed.
 */
export async function readSheet(
  file: Buffer,
  filename: string,
  /** lower-cased heading → the column's key (a sheet exported in zh or en reads like one headed by keys) */
  aliases: ReadonlyMap<string, string> = new Map(),
): Promise<{ header: string[]; rows: { line: number; cells: Record<string, string> }[] }> {
  const header: string[] = [];
  const rows: { line: number; cells: Record<string, string> }[] = [];
  const take = (values: string[], line: number) => {
    if (!header.length) {
      if (values.some((v) => v !== "")) header.push(...values.map((h) => h.toLowerCase()).map((h) => aliases.get(h) ?? h));
      return;
    }
    if (values.every((v) => v === "")) return;
    rows.push({ line, cells: Object.fromEntries(header.map((h, i) => [h, values[i] ?? ""])) });
  };
  try {
    // an .xlsx is a zip archive ("PK"); anything else is read as CSV when its name says so
    if (file.subarray(0, 2).toString("latin1") === "PK") {
      for await (const row of firstSheetRows(file)) take((row.values as ExcelJS.CellValue[]).slice(1).map(cellText), row.number);
    } else if (/\.csv$/i.test(filename)) {
      csvWithinLimits(file);
      const ws = await new (await loadExcel()).Workbook().csv.read(Readable.from([file]));
      ws.eachRow({ includeEmpty: false }, (row, line) => take((row.values as ExcelJS.CellValue[]).slice(1).map(cellText), line));
    } else throw refuse.unreadable();
  } catch (err) {
    if (err instanceof SheetLimitError) throw fileError(err.message, err.zh ?? err.message);
    if (err instanceof ApiError) throw err;
    throw refuse.unreadable();
  }
  if (!header.length) throw refuse.unreadable();
  return { header, rows };
}

/** A CSV's lines and cells counted on its bytes (commas in quotes count too: an upper bound). */
function csvWithinLimits(file: Buffer) {
  let lines = 1;
  let cells = 1;
  for (const b of file) {
    if (b === 0x0a) {
      lines++;
      cells++;
    } else if (b === 0x2c) cells++;
  }
  if (lines > SHEET_LIMITS.rows) throw sheetTooBig.rows();
  if (cells > SHEET_LIMITS.cells) throw sheetTooBig.cells();
}
