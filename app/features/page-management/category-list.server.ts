import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute, type RouteContext } from "~/lib/auth.server";
import { ALL_SITES } from "~/lib/constants";
import { redirectWithToast, submitForm } from "~/lib/forms.server";
import { idParam, oneOf, readListQuery } from "~/lib/list-query";
import { withParams } from "~/lib/url";
import { pageManagementApi } from "./api.server";
import { addCategorySchema, copyFirstSchema, copySiteSchema } from "./category-schema";
import { translateToast } from "./category-translate";

const ROUTE = "category-manage-list";
export const CATEGORY_KEY = "category-manage-list-all-right-btns";
/** the panels a row action opens over the list (state in the URL, so they work without JavaScript) */
const PANELS = ["delete", "copy", "to", "platform", "add"];
const INTENTS = [
  "create",
  "show",
  "hide",
  "up",
  "down",
  "delete",
  "copy-first",
  "copy-site",
  "copy-platform",
  "copy-navigation",
  "translate",
] as const;

/** The site whose tree is shown: the URL's, else us. */
const siteOf = (url: URL) => {
  const v = url.searchParams.get("site") ?? "";
  return oneOf(ALL_SITES)(v) ? v : "us";
};

/** null when the API says the record is not there (a stale link), else the answer. */
async function unlessGone<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof ApiError && (err.code === 404 || err.code === 422)) return null;
    throw err;
  }
}

export const categoryListLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, ROUTE);
  const url = new URL(request.url);
  const site = siteOf(url);
  const parent = idParam(url, "parent");
  const { filters, paging } = readListQuery(url, { name: (v) => v.length <= 100, is_show: oneOf(["true", "false"]) });
  const api = pageManagementApi(ctx.api);
  const level = await unlessGone(
    api.category.list({
      site,
      parent_id: filters.name ? undefined : (parent ?? undefined),
      ...filters,
      page: paging.page,
      page_size: paging.page_size,
    }),
  );
  // a parent of another site or a deleted one: its level is gone, the site's first level shows instead
  const page = level ?? (await api.category.list({ site, page: 1, page_size: paging.page_size }));
  const may = ctx.can(CATEGORY_KEY);
  const delId = may ? idParam(url, "delete") : null;
  const copyId = may ? idParam(url, "copy") : null;
  const [deleting, copying, platform] = await Promise.all([
    // without the confirmed count the API deletes nothing and answers the counts the question gives
    delId ? unlessGone(api.category.deleteTree({ id: delId })) : null,
    copyId ? loadCopy(ctx, copyId, url) : null,
    may && url.searchParams.get("platform") === "1" ? api.category.mallCategories({ page_size: 100 }) : null,
  ]);
  return {
    keys: ctx.keys,
    site,
    page,
    filters,
    filtered: Object.keys(filters).length > 0,
    deleting,
    copying,
    platform: platform?.list ?? null,
    // the row link to a category's pinned products, for those who may open that (hidden) page
    topProducts: ctx.granted.has("category-management-top-products-detail"),
  };
});

/** The copy panel: the category, and — once a site to copy to is chosen (?to=) — that site's first level for a parent. */
async function loadCopy(ctx: RouteContext, id: number, url: URL) {
  const api = pageManagementApi(ctx.api);
  const category = await unlessGone(api.category.row(id));
  if (!category) return null;
  const to = url.searchParams.get("to") ?? "";
  const targets = oneOf(ALL_SITES)(to) && to !== category.site ? (await api.category.list({ site: to, page_size: 100 })).list : null;
  return { category, to: targets ? to : null, targets };
}

export async function categoryListAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, ROUTE, INTENTS);
  const url = new URL(request.url);
  const closed: Record<string, null> = Object.fromEntries([...PANELS, "index"].map((p) => [p, null]));
  const back = withParams(url.search, closed, url.pathname);
  /** this page with the panels closed and `changes` made */
  const backWith = (changes: Record<string, string | number | null>) => withParams(url.search, { ...closed, ...changes }, url.pathname);
  const f = ctx.form;
  const api = pageManagementApi(ctx.api);
  const id = Number(f.get("id"));
  const name = String(f.get("name") ?? "");
  const done = (message: string, about = name) => redirectWithToast(request, back, message, "success", { name: about });
  // refusals of one-click actions (a same name, a full tree, a stale count) come back as a toast in the API's words
  const attempt = async <R>(call: () => Promise<R>, message: string | ((answer: R) => string), to = back) => {
    let answer: R;
    try {
      answer = await call();
    } catch (err) {
      if (err instanceof ApiError && err.code !== 401 && err.code < 500) return redirectWithToast(request, back, err.message, "error");
      throw err;
    }
    return redirectWithToast(request, to, typeof message === "string" ? message : message(answer), "success", { name });
  };
  switch (ctx.intent) {
    case "create": {
      const r = await submitForm(f, addCategorySchema, (v, save) => api.category.add(v, save));
      if (!r.ok) return r.failure;
      return done("category.toast.created", String(f.get("name") ?? "").trim());
    }
    case "show":
    case "hide":
      return attempt(
        () => api.category.show({ id, is_show: ctx.intent === "show" }),
        ctx.intent === "show" ? "category.toast.shown" : "category.toast.hidden",
      );
    case "up":
    case "down":
      return attempt(() => api.category.sort({ id, move: ctx.intent as "up" | "down" }), "category.toast.moved");
    case "delete": {
      const expected = Number(f.get("expected_count"));
      // a delete without the count the person saw is sent to the question first
      if (!Number.isInteger(expected) || expected < 1)
        return redirectWithToast(request, backWith({ delete: id || null }), "category.delete.askFirst", "error");
      return attempt(() => api.category.deleteTree({ id, expected_count: expected }), "category.toast.deleted");
    }
    case "copy-first": {
      const r = await submitForm(f, copyFirstSchema, (v, save) => api.category.copyFirst(v, save));
      if (!r.ok) return r.failure;
      return done("category.toast.copied", name.trim());
    }
    case "copy-site": {
      // two choices from lists (site, parent): a refusal (a same name there, too many levels) is a toast
      const v = copySiteSchema.safeParse({
        id,
        site: f.get("site"),
        parent_id: f.get("parent_id") ? Number(f.get("parent_id")) : undefined,
      });
      if (!v.success) return redirectWithToast(request, back, "category.copy.chooseSite", "error");
      const shown = backWith({ site: v.data.site, parent: v.data.parent_id ?? null, page: null, name: null, is_show: null });
      return attempt(() => api.category.copyToSite(v.data), "category.toast.copiedToSite", shown);
    }
    case "copy-platform":
      return attempt(() => api.category.copyPlatform({ site: siteOf(url), mall_category_id: id }), "category.toast.copied");
    case "copy-navigation":
      return attempt(() => api.category.copyToNavigation({ id }), "category.toast.toNavigation");
    case "translate":
      return attempt(() => api.category.translate({ id, subtree: true }), translateToast);
  }
}
