import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { listUrl, redirectWithToast } from "~/lib/forms.server";
import { readProductQuery } from "./filters.server";
import type { KeysetPage, Product, StatusCount } from "./types";

const ROUTE = "goods-list";

export const goodsListLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, ROUTE);
  const q = readProductQuery(new URL(request.url));
  const { page_size, ...countFilters } = q.filters;
  const [page, stats] = await Promise.all([
    ctx.api.get<KeysetPage<Product>>("product/paginate", { ...q.filters, after: q.after ?? undefined, before: q.before ?? undefined }),
    ctx.api.get<{ cap: number; statuses: StatusCount[] }>("product/statistics", countFilters),
  ]);
  void page_size;
  return { page, stats, filters: q.filters, filtered: q.filtered, atStart: q.atStart, keys: ctx.keys };
});

/** Recommend or stop recommending one product from its row. */
export async function goodsListAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, ROUTE, ["recommend", "unrecommend"] as const);
  const id = Number(ctx.form.get("id"));
  const spu = String(ctx.form.get("spu") ?? "");
  if (!Number.isInteger(id) || id < 1) return redirectWithToast(request, listUrl(request), "goods.toast.noProduct", "error");
  await ctx.api.post("product/recommend", { ids: [id], recommended: ctx.intent === "recommend" });
  return redirectWithToast(request, listUrl(request), ctx.intent === "recommend" ? "goods.toast.recommended" : "goods.toast.unrecommended", "success", { name: spu });
}
