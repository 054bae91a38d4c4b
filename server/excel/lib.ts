import type ExcelJSModule from "exceljs";

// exceljs (with unzipper, archiver and the shims they bring) was the heaviest module the API
// loaded at start — about a third of its start-up before the database opened. Only spreadsheet
// imports and exports need it: it is loaded at the first one and kept.
let excel: Promise<typeof ExcelJSModule> | undefined;

export function loadExcel(): Promise<typeof ExcelJSModule> {
  return (excel ??= import("exceljs").then((m) => ((m as { default?: typeof ExcelJSModule }).default ?? m) as typeof ExcelJSModule));
}
