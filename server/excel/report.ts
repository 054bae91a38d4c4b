import { zhMessage } from "../http/zh-messages";
import type { SheetLang } from "./columns";
import { xlsxBuffer } from "./write";

// The report of an import's bad rows (issue 41, minor) is kept as data (excel_imports.report, jsonb)
// and written as a sheet when it is downloaded, in the downloader's language: Row / Column /
// Problem (行 / 列 / 问题), then the file's own columns under the headings it was uploaded with.

export interface ReportRow {
  /** the row's number as the spreadsheet shows it */
  line: number;
  /** the column's key ("" for the row as a whole) */
  column: string;
  message: string;
  /** the problem in Chinese where the check knew it; else zh-messages.ts's wording */
  message_zh?: string;
  /** the row's cells as read, by column key */
  values?: Record<string, string>;
}

export interface BadRowsReport {
  /** the file's columns in order: key and the heading it was uploaded with */
  columns: { key: string; heading: string }[];
  rows: ReportRow[];
}

const HEADS = {
  en: { row: "Row", column: "Column", problem: "Problem" },
  zh: { row: "行", column: "列", problem: "问题" },
} as const;

const problemIn = (lang: SheetLang, r: ReportRow) => (lang === "zh" ? (r.message_zh ?? zhMessage(r.message) ?? r.message) : r.message);

/** The report as an .xlsx in `lang`. */
export function renderReport(report: BadRowsReport, lang: SheetLang): Promise<Buffer> {
  const h = HEADS[lang];
  return xlsxBuffer<ReportRow>(
    lang === "zh" ? "错误行" : "Bad rows",
    [
      { header: h.row, value: (r) => r.line, width: 8 },
      { header: h.column, value: (r) => r.column, width: 16 },
      { header: h.problem, value: (r) => problemIn(lang, r), width: 60 },
      ...report.columns.map((c) => ({ header: c.heading, value: (r: ReportRow) => r.values?.[c.key] ?? "" })),
    ],
    report.rows,
  );
}
