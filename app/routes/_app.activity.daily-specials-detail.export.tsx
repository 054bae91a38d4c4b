// a download, not a page: the event's products as a spreadsheet (POST intent=export-products, id),
// or the report of a refused background price import (GET ?import_report=<id>)
export { dailySpecialExportAction as action, dailySpecialImportReportLoader as loader } from "~/features/activity/events/routes.server";
