import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { redirectWithToast, submitForm } from "~/lib/forms.server";
import { idParam } from "~/lib/list-query";
import { pageManagementApi, type CategoryLogEntry } from "./api.server";
import { loadPoolTotals, poolAction, POOL_FORMS, POOL_INTENTS, type PoolIntent } from "./category-pool.server";
import { namesSchema, seoSchema } from "./category-schema";
import type { CategoryDetail } from "./category-types";
import { translateToast } from "./category-translate";

const ROUTE = "category-manage-detail";

export type LogEntry = CategoryLogEntry;

/** One category (?id=): its place in the tree, names in every language, SEO, and its change log. */
export const categoryDetailLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, ROUTE);
  const id = idParam(new URL(request.url), "id");
  // no category asked for (a bare link): the page says where to choose one
  if (!id) return { keys: ctx.keys, category: null, logs: null, pool: null, poolForm: null, poolLink: false };
  const api = pageManagementApi(ctx.api);
  let category: CategoryDetail;
  try {
    category = await api.category.detail(id);
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) throw data({ message: "not-found" }, { status: 404 });
    throw err;
  }
  // the log is read with the category list's permission; without it the page shows no log
  const [logs, pool] = await Promise.all([
    ctx.granted.has("category-manage-list")
      ? api.category.logs({ entity: "category", entity_id: id, page_size: 50 }).then((r) => r.list)
      : null,
    loadPoolTotals(ctx, id),
  ]);
  // ?pool=attach|create|copy|remove opens that pool form, for holders of the page's key
  const asked = new URL(request.url).searchParams.get("pool");
  const poolForm = ctx.keys.length && POOL_FORMS.find((f) => f === asked) ? asked : null;
  return { keys: ctx.keys, category, logs, pool, poolForm, poolLink: ctx.granted.has("goods-pool-detail") };
});

export async function categoryDetailAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, ROUTE, ["names", "seo", "translate", ...POOL_INTENTS] as const);
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const name = String(ctx.form.get("name") ?? ctx.form.get("category_name") ?? "");
  const api = pageManagementApi(ctx.api);
  if (ctx.intent.startsWith("pool-"))
    return poolAction(ctx, request, ctx.intent as PoolIntent, ctx.form, String(ctx.form.get("category_name") ?? ""));
  if (ctx.intent === "translate") {
    try {
      const r = await api.category.translate({ id: Number(ctx.form.get("id")) });
      return redirectWithToast(request, back, translateToast(r), "success", { name });
    } catch (err) {
      if (err instanceof ApiError && err.code < 500 && err.code !== 401) return redirectWithToast(request, back, err.message, "error");
      throw err;
    }
  }
  const r =
    ctx.intent === "names"
      ? await submitForm(ctx.form, namesSchema, (v, save) => api.category.setNames(v, save))
      : await submitForm(ctx.form, seoSchema, (v, save) => api.category.setSeo({ ...v, url_slug: v.url_slug ?? "" }, save));
  if (!r.ok) return r.failure;
  // saved: back to the category's level of the tree, where the row shows the change
  const saved = r.value as { site: string; parent_id: number | null };
  const level = `/page-management/category-manage-list?site=${saved.site}${saved.parent_id ? `&parent=${saved.parent_id}` : ""}`;
  return redirectWithToast(request, level, ctx.intent === "names" ? "category.toast.namesSaved" : "category.toast.seoSaved", "success", {
    name: name.trim(),
  });
}
