export { ExportSku as default } from "~/features/goods/export-sku";
// the page's form posts to ./download (a document post here would render the page instead of the file)
export { exportSkuLoader as loader, exportSkuAction as action } from "~/features/goods/export-sku.server";
