// a download, not a page: the products of the list's search as a spreadsheet (POST filter)
export { goodsListExportAction as action } from "~/features/goods/goods-list.server";
