import {
  detailAction,
  exportProductsAction,
  importReportLoader,
  detailLoader,
  editAction,
  editLoader,
  listAction,
  listLoader,
  revisionsLoader,
} from "./events.server";

// The loaders and actions of each kind's route modules (app/routes/_app.activity.*): one shape, bound per kind.
export const dailySpecialListLoader = listLoader("daily_special");
export const dailySpecialListAction = listAction("daily_special");
export const dailySpecialEditLoader = editLoader("daily_special");
export const dailySpecialEditAction = editAction("daily_special");
export const dailySpecialDetailLoader = detailLoader("daily_special");
export const dailySpecialDetailAction = detailAction("daily_special");
export const dailySpecialExportAction = exportProductsAction("daily_special");
export const dailySpecialImportReportLoader = importReportLoader("daily_special");
export const dailySpecialRevisionsLoader = revisionsLoader("daily_special");

export const flashSaleListLoader = listLoader("flash_sale");
export const flashSaleListAction = listAction("flash_sale");
export const flashSaleEditLoader = editLoader("flash_sale");
export const flashSaleEditAction = editAction("flash_sale");
export const flashSaleDetailLoader = detailLoader("flash_sale");
export const flashSaleDetailAction = detailAction("flash_sale");
export const flashSaleExportAction = exportProductsAction("flash_sale");
export const flashSaleImportReportLoader = importReportLoader("flash_sale");
