import type * as z from "zod";
import type { Queryable } from "../db/client";
import { readXlsxRows, SheetError, type HeadingMap } from "./read";
import type { BadRowsReport } from "./report";

// A kind of spreadsheet import, declared once and listed in ./registry.ts. The shared job
// (./job.ts) runs every kind the same way:
//   1. checking: every row of the file is read (streamed) and parsed with `row`, duplicates of
//      `uniqueKey` within the file and `check` against the database are bad rows too; progress
//      is reported every few hundred rows;
//   2. any bad row: nothing is applied, and a report (line, column, message, the row's values) is
//      kept as data, written as a sheet in the downloader's language (./report.ts);
//   3. no bad row: the file is read again and `apply` gets it batch by batch inside ONE
//      transaction with its audit row — all rows are applied, or (on any error) none.

export interface ImportWho {
  id: number | null;
  name: string;
}

export interface Importer<T> {
  /** unique name, stored with each import (letters, digits, . - _) */
  name: string;
  /** the columns by key, with the headings a file may give them */
  columns: HeadingMap;
  /** one row's values (texts by column key; an empty cell is "") → the record to apply */
  row: z.ZodType<T>;
  /** rows with the same key are refused as duplicates (the second and later ones) */
  uniqueKey?: (row: T) => string;
  /**
   * checks a batch of parsed rows against the database; returns the message for each bad line.
   * `options`: what the import was asked for besides the file (the label its rows go to), as stored
   */
  check?: (q: Queryable, rows: { line: number; row: T }[], options: unknown) => Promise<Map<number, string>>;
  /**
   * applies a batch of checked rows, inside the one transaction of the whole file; answers how many
   * records it changed: a row equal to its record is left alone (its version, updated_at and
   * updated_by stay), so an unchanged re-import changes nothing and logs nothing
   */
  apply: (q: Queryable, rows: T[], who: ImportWho, options: unknown) => Promise<number>;
  /** the audit row's entity (defaults to the importer's name) */
  entity?: string;
}

export function defineImporter<T>(importer: Importer<T>): Importer<T> {
  if (!/^[\w.-]+$/.test(importer.name)) throw new Error(`importer name ${importer.name}: letters, digits, . - _ only`);
  return importer;
}

export interface BadRow {
  line: number;
  column: string;
  message: string;
  values: Record<string, string>;
}

/** at most this many bad rows are listed in a report (the count is always exact) */
export const REPORT_MAX_ROWS = 5000;
const BATCH = 500;

export interface CheckOutcome {
  rows: number;
  badCount: number;
  bad: BadRow[];
  /** the found columns' headings as the file writes them, by key */
  headings: Record<string, string>;
}

/** Pass 1: checks every row; `onProgress` is called every BATCH rows with the rows checked so far. */
export async function checkFile<T>(
  q: Queryable,
  importer: Importer<T>,
  file: Buffer,
  onProgress: (done: number) => Promise<void>,
  options: unknown = null,
): Promise<CheckOutcome> {
  const seen = new Map<string, number>();
  const bad: BadRow[] = [];
  let badCount = 0;
  let rows = 0;
  let pending: { line: number; row: T; values: Record<string, string> }[] = [];
  let headings: Record<string, string> = {};
  const addBad = (b: BadRow) => {
    badCount++;
    if (bad.length < REPORT_MAX_ROWS) bad.push(b);
  };
  const flush = async () => {
    if (importer.check && pending.length) {
      const found = await importer.check(
        q,
        pending.map(({ line, row }) => ({ line, row })),
        options,
      );
      for (const p of pending) {
        const message = found.get(p.line);
        if (message) addBad({ line: p.line, column: "", message, values: p.values });
      }
    }
    pending = [];
  };
  for await (const { line, values } of readXlsxRows(file, importer.columns, (h) => (headings = h))) {
    rows++;
    const parsed = importer.row.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) addBad({ line, column: String(issue.path[0] ?? ""), message: issue.message, values });
    } else {
      const key = importer.uniqueKey?.(parsed.data);
      const first = key === undefined ? undefined : seen.get(key);
      if (first !== undefined) addBad({ line, column: "", message: `Duplicate of row ${first}`, values });
      else {
        if (key !== undefined) seen.set(key, line);
        pending.push({ line, row: parsed.data, values });
      }
    }
    if (pending.length >= BATCH) await flush();
    if (rows % BATCH === 0) await onProgress(rows);
  }
  await flush();
  if (!rows) throw new SheetError("The spreadsheet has headings but no rows");
  return { rows, badCount, bad: bad.sort((a, b) => a.line - b.line), headings };
}

/** Pass 2: applies every row, in batches, with the caller's transaction `q`. */
export async function applyFile<T>(
  q: Queryable,
  importer: Importer<T>,
  file: Buffer,
  who: ImportWho,
  options: unknown = null,
): Promise<{ rows: number; changed: number }> {
  let batch: T[] = [];
  let rows = 0;
  let changed = 0;
  for await (const { values } of readXlsxRows(file, importer.columns)) {
    batch.push(importer.row.parse(values));
    if (batch.length >= BATCH) {
      changed += await importer.apply(q, batch, who, options);
      rows += batch.length;
      batch = [];
    }
  }
  if (batch.length) changed += await importer.apply(q, batch, who, options);
  return { rows: rows + batch.length, changed };
}

/**
 * The report of bad rows as data: line, column, message and the row as it was read, under the
 * headings the file gave its columns (an optional column it left out is not listed).
 */
export function badRowsReport(
  importer: Pick<Importer<unknown>, "columns">,
  bad: BadRow[],
  uploaded: Record<string, string>,
): BadRowsReport {
  const columns = Object.keys(importer.columns)
    .filter((key) => uploaded[key] !== undefined)
    .map((key) => ({ key, heading: uploaded[key] }));
  return { columns, rows: bad.map(({ line, column, message, values }) => ({ line, column, message, values })) };
}
