// a download, not a page: the label's products as a spreadsheet (POST label_id)
export { labelExportAction as action } from "~/features/goods/labels/label-detail.server";
