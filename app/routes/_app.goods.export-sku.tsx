export { ExportSku as default } from "~/features/goods/export-sku";
export { exportSkuLoader as loader, exportSkuAction as action } from "~/features/goods/export-sku.server";
