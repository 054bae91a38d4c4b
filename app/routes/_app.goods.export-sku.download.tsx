// a download, not a page: the SKUs of the search as a spreadsheet (POST filter)
export { exportSkuAction as action } from "~/features/goods/export-sku.server";
