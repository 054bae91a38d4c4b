import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { pickedToast } from "./pick-product.server";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { listUrl, redirectWithToast } from "~/lib/forms.server";
import { idParam } from "~/lib/list-query";
import { goodsApi } from "./api.server";
import { filterString, readProductQuery } from "./filters.server";
import { productRows } from "./product-rows.server";

const ROUTE = "goods-pool-detail";

/** A pool (?id=) with its members, or (?view=pick) the picker: products matching the search, marked when already in. */
export const poolDetailLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, ROUTE);
  const url = new URL(request.url);
  const id = idParam(url, "id");
  // no pool named: the page points to the pool list
  if (!id) return { choose: true as const, keys: ctx.keys };
  const picking = url.searchParams.get("view") === "pick";
  const q = readProductQuery(url);
  const query = { ...q.filters, after: q.after ?? undefined, before: q.before ?? undefined };
  try {
    const res = picking ? await goodsApi(ctx.api).pools.matching(id, query) : await goodsApi(ctx.api).pools.members(id, query);
    const { pool, list, next, prev, page_size } = res;
    const matching = "matching" in res ? res.matching : null;
    return {
      pool,
      page: productRows({ list, next, prev, page_size }, request),
      picking,
      matching,
      filters: q.filters,
      filter: filterString(q.filters),
      filtered: q.filtered,
      atStart: q.atStart,
      keys: ctx.keys,
    };
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) throw data({ message: "not-found" }, { status: 404 });
    throw err;
  }
});

/** pick (ticked rows), pick_all (the whole search), add (SPU codes), remove (ticked members). */
export async function poolDetailAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, ROUTE, ["pick", "pick_all", "add", "remove"] as const);
  const id = idParam(new URL(request.url), "id");
  if (!id) return redirectWithToast(request, "/goods/goods-pool", "goods.toast.choosePool", "error");
  const back = listUrl(request);
  const ticked = ctx.form
    .getAll("product_id")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const name = String(ctx.form.get("pool_name") ?? "");
  try {
    if (ctx.intent === "pick" || ctx.intent === "pick_all") {
      if (ctx.intent === "pick" && !ticked.length) return redirectWithToast(request, back, "goods.toast.tickFirst", "error");
      // the whole search is added only once asked and answered (the question names the count and the pool)
      if (ctx.intent === "pick_all" && ctx.form.get("confirmed") !== "1")
        return redirect(`${back}${back.includes("?") ? "&" : "?"}confirm=pick_all`);
      const body =
        ctx.intent === "pick"
          ? { product_ids: ticked.slice(0, 1000) }
          : { all_matching: true, filter: String(ctx.form.get("filter") ?? "") };
      const res = await goodsApi(ctx.api).pools.pick(id, body);
      return redirectWithToast(request, back, pickedToast(res), "success", {
        name,
        values: { added: String(res.added), skipped: String(res.skipped) },
      });
    }
    if (ctx.intent === "add") {
      const spus = String(ctx.form.get("spus") ?? "")
        .split(/[\s,]+/)
        .filter(Boolean);
      if (!spus.length) return data({ errors: { spus: "goods.error.spus" }, spus: "" }, { status: 422 });
      let added: { added: number; skipped: number };
      try {
        added = await goodsApi(ctx.api).pools.addProducts(id, { spus: spus.slice(0, 1000) });
      } catch (err) {
        if (err instanceof ApiError && err.code === 422)
          return data({ errors: { spus: err.message }, spus: spus.join("\n") }, { status: 422 });
        throw err;
      }
      return redirectWithToast(request, back, added.skipped ? "goods.toast.pickedSkipped" : "goods.toast.added", "success", {
        name,
        values: { added: String(added.added), skipped: String(added.skipped) },
      });
    }
    if (!ticked.length) return redirectWithToast(request, back, "goods.toast.tickFirst", "error");
    await goodsApi(ctx.api).pools.removeProducts(id, { product_ids: ticked.slice(0, 1000) });
    return redirectWithToast(request, back, "goods.toast.removed", "success", { name });
  } catch (err) {
    if (err instanceof ApiError && (err.code === 409 || err.code === 422))
      return redirectWithToast(request, back, "goods.toast.refused", "error", { name: err.message });
    throw err;
  }
}
