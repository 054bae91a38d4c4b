import type { Writable } from "node:stream";
import { bookParts, fixedStyle, rowXml, SHEET_END, SHEET_PATH, sheetStart } from "./xlsx-parts";
import { ZipStream } from "./zip-stream";

// Streamed .xlsx writing: the sheet's rows are turned into XML batch by batch and deflated into a
// zip written as it goes (zip-stream.ts), each write waiting while the destination is full, so what
// the server holds does not grow with the number of rows (issue 42 §4: exceljs' streaming writer
// queued the XML inside its zip, unseen by any drain check, and grew with the rows).

export interface ExcelColumn<R> {
  /** the column's heading in the first row (already in the reader's language) */
  header: string;
  /** the value of the cell for one record; null or undefined leaves the cell empty */
  value: (row: R) => string | number | null | undefined;
  width?: number;
  /**
   * a number shown with this many decimals (money in its currency's), still a number cell; per
   * row when rows hold different currencies
   */
  decimals?: number | ((row: R) => number);
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** XML gathered into pieces of about this many characters before each (waiting) write */
const PIECE = 64 * 1024;

/**
 * Writes one sheet: a heading row, then every record `batches` yields (batch by batch, so a
 * source can page through the database by keyset). Resolves with the number of records written
 * once the whole file has been handed to `out` (and `out` ended).
 */
export async function writeXlsx<R>(
  out: Writable,
  sheetName: string,
  columns: ExcelColumn<R>[],
  batches: AsyncIterable<R[]>,
): Promise<number> {
  const zip = new ZipStream(out);
  for (const [name, xml] of bookParts(sheetName)) await zip.entry(name, (write) => write(xml));
  let written = 0;
  const fixed = columns.map((c) => (typeof c.decimals === "function" ? undefined : fixedStyle(c.decimals)));
  const perRow = columns.some((c) => typeof c.decimals === "function");
  const stylesOf = (row: R) =>
    perRow ? columns.map((c, i) => (typeof c.decimals === "function" ? fixedStyle(c.decimals(row)) : fixed[i]!)) : (fixed as number[]);
  await zip.entry(SHEET_PATH, async (write) => {
    let piece =
      sheetStart(columns.map((c) => c.width ?? 24)) +
      rowXml(
        1,
        columns.map((c) => c.header),
      );
    for await (const batch of batches) {
      for (const row of batch) {
        written++;
        piece += rowXml(
          written + 1,
          columns.map((c) => c.value(row)),
          stylesOf(row),
        );
        if (piece.length >= PIECE) {
          await write(piece);
          piece = "";
        }
      }
    }
    await write(piece + SHEET_END);
  });
  await zip.finish();
  return written;
}

/**
 * Pages through a table by keyset: `page(after, size)` returns up to `size` rows ordered by the
 * key `keyOf` reads, starting after `after` (null for the first page). The cost of each page does
 * not grow with its depth, so an export of 100,000 rows reads 100 small pages. Between pages it
 * gives the event loop a turn (setImmediate): on the embedded database's one connection, other
 * people's queries (and /healthz) run between an export's pages instead of after the whole file.
 */
export async function* keysetBatches<R, K>(
  page: (after: K | null, size: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  size = 1000,
): AsyncGenerator<R[]> {
  let after: K | null = null;
  for (;;) {
    const rows = await page(after, size);
    if (!rows.length) return;
    yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** A small sheet as bytes (a report, a template, a seed file): the same writer into memory. */
export async function xlsxBuffer<R>(sheetName: string, columns: ExcelColumn<R>[], rows: R[]): Promise<Buffer> {
  const { PassThrough } = await import("node:stream");
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    out.on("end", resolve);
    out.on("error", reject);
  });
  async function* one() {
    yield rows;
  }
  await writeXlsx(out, sheetName, columns, one());
  if (!out.writableEnded) out.end();
  await ended;
  return Buffer.concat(chunks);
}
