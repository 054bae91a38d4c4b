import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { listUrl, redirectWithToast } from "~/lib/forms.server";
import { idParam } from "~/lib/list-query";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { goodsApi } from "./api.server";
import { filterString, readProductQuery } from "./filters.server";
import { productRows } from "./product-rows.server";
import type { KeysetPage, Pool, Product } from "./types";

const ROUTE = "pick-product";
/** the pools offered in the chooser: the newest this many (a pool further back is chosen on its own page) */
export const POOL_CHOICES = 100;

/**
 * /goods/pick-product?pool=<id>&<search>: the products of the search (the pick-product options),
 * marked when already in the chosen pool; without a pool, the search alone.
 */
export const pickProductLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, ROUTE);
  const url = new URL(request.url);
  const poolId = idParam(url, "pool");
  const q = readProductQuery(url);
  const query = { ...q.filters, after: q.after ?? undefined, before: q.before ?? undefined };
  const goods = goodsApi(ctx.api);
  const pools = goods.pools.choices({ page_size: 100 });
  let res: KeysetPage<Product> & { pool?: Pool | null; matching?: { count: number; more: boolean } };
  try {
    res = poolId ? await goods.pools.matching(poolId, query) : await goods.products(query);
  } catch (err) {
    // a pool gone since the link was made: the search without it
    if (!(err instanceof ApiError && err.code === 404)) throw err;
    res = await goods.products(query);
  }
  const { list, next, prev, page_size } = res;
  const choices = (await pools).list.slice(0, POOL_CHOICES);
  const pool = res.pool ?? null;
  if (pool && !choices.some((p) => p.id === pool.id)) choices.unshift(pool);
  return {
    pool,
    pools: choices.map((p) => ({ id: p.id, name: p.name, site: p.site })),
    page: productRows({ list, next, prev, page_size }, request),
    matching: res.matching ?? null,
    filters: q.filters,
    filter: filterString(q.filters),
    filtered: q.filtered,
    atStart: q.atStart,
    keys: ctx.keys,
  };
});

/** pick (the ticked rows) or pick_all (every product of the search, up to the pick limit) into ?pool=. */
export async function pickProductAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, ROUTE, ["pick", "pick_all"] as const);
  const poolId = idParam(new URL(request.url), "pool");
  const back = listUrl(request);
  if (!poolId) return redirectWithToast(request, back, "goods.toast.choosePool", "error");
  const name = String(ctx.form.get("pool_name") ?? "");
  const ticked = ctx.form
    .getAll("product_id")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (ctx.intent === "pick" && !ticked.length) return redirectWithToast(request, back, "goods.toast.tickFirst", "error");
  // the whole search is added only once asked and answered (the question names the count and the pool)
  if (ctx.intent === "pick_all" && ctx.form.get("confirmed") !== "1")
    return redirect(`${back}${back.includes("?") ? "&" : "?"}confirm=pick_all`);
  const body =
    ctx.intent === "pick" ? { product_ids: ticked.slice(0, 1000) } : { all_matching: true, filter: String(ctx.form.get("filter") ?? "") };
  try {
    const res = await goodsApi(ctx.api).pools.pick(poolId, body);
    return redirectWithToast(request, back, pickedToast(res), "success", {
      name,
      values: { added: String(res.added), skipped: String(res.skipped) },
    });
  } catch (err) {
    if (err instanceof ApiError && (err.code === 404 || err.code === 409 || err.code === 422))
      return redirectWithToast(request, back, "goods.toast.refused", "error", { name: err.message });
    throw err;
  }
}

/** The toast after a pick: what was added, and what was skipped for having no price on the pool's site (issue 41 §4). */
export const pickedToast = (res: { added: number; skipped?: number }) =>
  res.skipped ? "goods.toast.pickedSkipped" : res.added ? "goods.toast.picked" : "goods.toast.pickedNone";
