import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { ALL_SITES } from "~/lib/constants";
import { idParam, oneOf, readListQuery, shortText } from "~/lib/list-query";
import { goodsApi } from "./api.server";
import { PAGE_SIZES } from "./constants";

const ROUTE = "goods-pool";

export const poolListLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, ROUTE);
  const url = new URL(request.url);
  const { filters } = readListQuery(url, { keyword: shortText, site: oneOf(ALL_SITES), page_size: oneOf(PAGE_SIZES.map(String)) });
  const after = idParam(url, "after");
  const before = after ? null : idParam(url, "before");
  const page = await goodsApi(ctx.api).pools.list({
    ...filters,
    after: after ?? undefined,
    before: before ?? undefined,
  });
  return { page, filters, filtered: !!(filters.keyword || filters.site), atStart: !after && !before, keys: ctx.keys };
});

/** The new-pool form's one schema (the API checks the same limits again). */
export const newPoolSchema = z.object({
  name: z.string({ error: "goods.error.required" }).trim().min(1, "goods.error.required").max(100, "goods.error.max100"),
  site: z.enum(ALL_SITES as [string, ...string[]], { error: "goods.error.site" }),
});

/** Creates an empty pool (pick_products into pool 0) and opens it to pick products. */
export async function poolListAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, ROUTE, ["create"] as const);
  const values = { name: String(ctx.form.get("name") ?? ""), site: String(ctx.form.get("site") ?? "") };
  const parsed = newPoolSchema.safeParse(values);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    return data({ errors, values }, { status: 422 });
  }
  try {
    const res = await goodsApi(ctx.api).pools.create(parsed.data);
    return redirect(`/goods/goods-pool-detail?id=${res.pool.id}`);
  } catch (err) {
    if (err instanceof ApiError && err.code === 422) return data({ errors: { name: err.message }, values }, { status: 422 });
    throw err;
  }
}
