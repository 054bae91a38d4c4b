// a download, not a page: the event's products as a spreadsheet (POST intent=export-products, id)
export { dailySpecialExportAction as action } from "~/features/activity/events/routes.server";
