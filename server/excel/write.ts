import type { Writable } from "node:stream";
import { loadExcel } from "./lib";

// Streamed .xlsx writing (exceljs' WorkbookWriter): each row is committed — turned into XML and
// handed to the zip stream — as soon as it is added, and the writer waits for the destination to
// drain between batches, so memory stays flat whatever the number of rows.

export interface ExcelColumn<R> {
  /** the column's heading in the first row (already in the reader's language) */
  header: string;
  /** the value of the cell for one record; null or undefined leaves the cell empty */
  value: (row: R) => string | number | null | undefined;
  width?: number;
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Writes one sheet: a heading row, then every record `batches` yields (batch by batch, so a
 * source can page through the database by keyset). Resolves with the number of records written
 * once the whole file has been handed to `out`.
 */
export async function writeXlsx<R>(
  out: Writable,
  sheetName: string,
  columns: ExcelColumn<R>[],
  batches: AsyncIterable<R[]>,
): Promise<number> {
  const book = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c, i) => ({ key: `c${i}`, width: c.width ?? 24 }));
  sheet.addRow(columns.map((c) => c.header)).commit();
  let written = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      sheet.addRow(columns.map((c) => cell(c.value(row)))).commit();
      written++;
    }
    // a slow reader (a download over a slow link) holds the writer back instead of the heap
    if (out.writableNeedDrain) await new Promise<void>((resolve) => out.once("drain", resolve));
  }
  sheet.commit();
  await book.commit();
  return written;
}

function cell(v: string | number | null | undefined) {
  return v === null || v === undefined ? null : v;
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
