import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { redirectWithToast, submitForm } from "~/lib/forms.server";
import { idParam } from "~/lib/list-query";
import { namesSchema, seoSchema } from "./category-schema";
import type { CategoryDetail } from "./category-types";

const ROUTE = "category-manage-detail";

export interface LogEntry {
  id: number;
  actor_name: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

/** One category (?id=): its place in the tree, names in every language, SEO, and its change log. */
export const categoryDetailLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, ROUTE);
  const id = idParam(new URL(request.url), "id");
  if (!id) throw redirect("/page-management/category-manage-list");
  let category: CategoryDetail;
  try {
    category = await ctx.api.get<CategoryDetail>(`category/detail/${id}`);
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) throw data({ message: "not-found" }, { status: 404 });
    throw err;
  }
  // the log is read with the category list's permission; without it the page shows no log
  const logs = ctx.granted.has("category-manage-list")
    ? (await ctx.api.get<{ list: LogEntry[] }>("category/logs", { entity: "category", entity_id: id, page_size: 50 })).list
    : null;
  return { keys: ctx.keys, category, logs };
});

export async function categoryDetailAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, ROUTE, ["names", "seo", "translate"] as const);
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const name = String(ctx.form.get("name") ?? ctx.form.get("category_name") ?? "");
  if (ctx.intent === "translate") {
    try {
      const r = await ctx.api.post<{ filled: unknown[] }>("category/translate", { id: Number(ctx.form.get("id")) });
      return redirectWithToast(request, back, r.filled.length ? "category.toast.translated" : "category.toast.nothingToTranslate", "success", { name });
    } catch (err) {
      if (err instanceof ApiError && err.code < 500 && err.code !== 401) return redirectWithToast(request, back, err.message, "error");
      throw err;
    }
  }
  const r =
    ctx.intent === "names"
      ? await submitForm(ctx.form, namesSchema, (v, save) => ctx.api.post("category/updateAllNameLanguage", v, save))
      : await submitForm(ctx.form, seoSchema, (v, save) => ctx.api.post("category/seo", { ...v, url_slug: v.url_slug ?? "" }, save));
  if (!r.ok) return r.failure;
  return redirectWithToast(request, back, ctx.intent === "names" ? "category.toast.namesSaved" : "category.toast.seoSaved", "success", { name: name.trim() });
}
