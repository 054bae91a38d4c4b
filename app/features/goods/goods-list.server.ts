import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { apiFile } from "~/lib/api-file.server";
import { listUrl, redirectWithToast } from "~/lib/forms.server";
import { pack } from "~/lib/packed";
import { goodsApi } from "./api.server";
import { categoryOptions, filterString, readProductQuery } from "./filters.server";
import { productRows } from "./product-rows.server";

const ROUTE = "goods-list";

export const goodsListLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, ROUTE);
  const q = readProductQuery(new URL(request.url));
  const { page_size, ...countFilters } = q.filters;
  const [page, stats, categories] = await Promise.all([
    goodsApi(ctx.api).products({ ...q.filters, after: q.after ?? undefined, before: q.before ?? undefined }),
    goodsApi(ctx.api).statistics(countFilters),
    categoryOptions(ctx.api, q.filters.site),
  ]);
  void page_size;
  const sort = q.filters.product_sort ? `&product_sort=${q.filters.product_sort}` : "";
  return {
    page: productRows(page, request),
    stats,
    categories: pack(categories.list.map(({ id, site, path_name }) => ({ id, site, path_name }))),
    filters: q.filters,
    exportFilter: filterString(q.filters) + sort,
    filtered: q.filtered,
    atStart: q.atStart,
    keys: ctx.keys,
  };
});

/** Recommend or stop recommending one product from its row. */
export async function goodsListAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, ROUTE, ["recommend", "unrecommend"] as const);
  const id = Number(ctx.form.get("id"));
  const spu = String(ctx.form.get("spu") ?? "");
  if (!Number.isInteger(id) || id < 1) return redirectWithToast(request, listUrl(request), "goods.toast.noProduct", "error");
  await goodsApi(ctx.api).recommend({ ids: [id], recommended: ctx.intent === "recommend" });
  return redirectWithToast(
    request,
    listUrl(request),
    ctx.intent === "recommend" ? "goods.toast.recommended" : "goods.toast.unrecommended",
    "success",
    { name: spu },
  );
}

/**
 * POST intent=export (filter = the list's URL query): the search's products as a .xlsx, streamed
 * from the API as it is written (no time-out). The posted search is read with the list's own rules,
 * so nothing unchecked reaches the API, and the rows keep the list's order.
 */
export async function goodsListExportAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, ROUTE, ["export"]);
  const q = readProductQuery(new URL(`http://x/?${String(ctx.form.get("filter") ?? "")}`));
  const sort = q.filters.product_sort ? `&product_sort=${q.filters.product_sort}` : "";
  return apiFile(request, ctx.token, {
    method: "GET",
    path: `product/exportSearchProducts?${filterString(q.filters)}${sort}`,
    back: listUrl(request),
  });
}
