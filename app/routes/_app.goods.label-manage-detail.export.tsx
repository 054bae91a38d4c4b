// a download, not a page: the label's products as a spreadsheet (POST label_id); GET: the sheet to
// fill (?template=1) or the bad rows of an import (?id=<label>&import_report=<import>)
export { labelExportAction as action, labelSheetLoader as loader } from "~/features/goods/labels/label-detail.server";
