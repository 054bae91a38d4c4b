import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { apiFile } from "~/lib/api-file.server";
import { filterString, readProductQuery } from "./filters.server";

const ROUTE = "export-sku";

/** The search the export will use, from the URL (the product list's own filters). */
export async function exportSkuLoader({ request }: LoaderFunctionArgs) {
  const ctx = await requireRoute(request, ROUTE);
  const q = readProductQuery(new URL(request.url));
  delete q.filters.page_size;
  delete q.filters.product_sort;
  return { filters: q.filters, filter: filterString(q.filters), filtered: q.filtered, keys: ctx.keys };
}

/** POST intent=export (filter = the search as a query string): the SKUs as a .xlsx, streamed from the API as it is written (no time-out). */
export async function exportSkuAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, ROUTE, ["export"]);
  // the posted search is read with the list's own rules, so nothing unchecked reaches the API
  const q = readProductQuery(new URL(`http://x/?${String(ctx.form.get("filter") ?? "")}`));
  const filters = filterString(q.filters);
  // the page the form was on: the same search, on the export page (the download is its child route)
  return apiFile(request, ctx.token, { method: "GET", path: `product/exportSkus?${filters}`, back: `/goods/export-sku?${filters}` });
}
