// a download, not a page: the filtered budget codes as a spreadsheet (the list's filters in the query)
export { budgetCodesExportLoader as loader } from "~/features/market-tool/budget-codes.server";
