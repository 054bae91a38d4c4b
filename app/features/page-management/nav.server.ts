import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { ALL_SITES } from "~/lib/constants";
import { redirectWithToast, submitForm } from "~/lib/forms.server";
import { idParam, oneOf } from "~/lib/list-query";
import { withParams } from "~/lib/url";
import { navSchema } from "./category-schema";
import type { CategoryRow } from "./category-types";
import { pageManagementApi, type NavEntry } from "./api.server";

const LIST = "management-nav-list";
const INSTALL = "management-nav-install";
const LIST_KEY = "management-nav-list-all-right-btns";

export type { NavEntry };

const siteOf = (url: URL) => {
  const v = url.searchParams.get("site") ?? "";
  return oneOf(ALL_SITES)(v) ? v : "us";
};

/** A site's navigation (?site=), and the entry asked to be deleted (?delete=) for its question. */
export const navListLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, LIST);
  const url = new URL(request.url);
  const site = siteOf(url);
  const entries = await pageManagementApi(ctx.api).navigation.list({ site });
  const delId = ctx.can(LIST_KEY) ? idParam(url, "delete") : null;
  const deleting = delId ? (entries.find((e) => e.id === delId) ?? null) : null;
  return { keys: ctx.keys, site, entries, deleting, children: deleting ? entries.filter((e) => e.parent_id === deleting.id).length : 0 };
});

export async function navListAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, LIST, ["show", "hide", "delete"] as const);
  const url = new URL(request.url);
  const back = withParams(url.search, { delete: null, index: null }, url.pathname);
  const id = Number(ctx.form.get("id"));
  const name = String(ctx.form.get("name") ?? "");
  const api = pageManagementApi(ctx.api).navigation;
  try {
    if (ctx.intent === "delete") {
      await api.delete({ id, version: Number(ctx.form.get("version")) });
      return redirectWithToast(request, back, "nav.toast.deleted", "success", { name });
    }
    // show / hide: the entry as it is, with the one flag changed
    const e = await api.one(id);
    await api.update({
      id,
      version: Number(ctx.form.get("version")),
      name: e.name,
      ...Object.fromEntries(Object.entries(e.names).map(([l, v]) => [`name_${l}`, v])),
      ...(e.category_id ? { category_id: e.category_id } : {}),
      link_url: e.link_url,
      sort: e.sort,
      is_show: ctx.intent === "show",
    });
    return redirectWithToast(request, back, ctx.intent === "show" ? "nav.toast.shown" : "nav.toast.hidden", "success", { name });
  } catch (err) {
    if (err instanceof ApiError && err.code < 500 && err.code !== 401) return redirectWithToast(request, back, err.message, "error");
    throw err;
  }
}

/** The entry form (?id= to edit, else a new entry of ?site=, under ?parent= when given). */
export const navInstallLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, INSTALL);
  const url = new URL(request.url);
  const id = idParam(url, "id");
  const api = pageManagementApi(ctx.api);
  let entry: NavEntry | null = null;
  if (id) {
    try {
      entry = await api.navigation.one(id);
    } catch (err) {
      if (err instanceof ApiError && err.code === 404) throw data({ message: "not-found" }, { status: 404 });
      throw err;
    }
  }
  const site = entry?.site ?? siteOf(url);
  const parentId = entry ? entry.parent_id : idParam(url, "parent");
  // the categories an entry can open: the site's first level, and the level below the parent entry's category
  const [first, entries] = await Promise.all([
    ctx.granted.has("category-manage-list") || ctx.granted.has("category-manage-detail")
      ? api.category.list({ site, page_size: 100 }).then((p) => p.list)
      : Promise.resolve([] as CategoryRow[]),
    api.navigation.list({ site }),
  ]);
  const parent = parentId ? (entries.find((e) => e.id === parentId && e.level === 1) ?? null) : null;
  const below =
    parent?.category_id && first.length ? (await api.category.list({ site, parent_id: parent.category_id, page_size: 100 })).list : [];
  return { keys: ctx.keys, site, entry, parent, categories: [...first, ...below].map((c) => ({ id: c.id, name: c.name, level: c.level })) };
});

export async function navInstallAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, INSTALL, ["create", "update"] as const);
  const api = pageManagementApi(ctx.api).navigation;
  const r = await submitForm(ctx.form, navSchema, (v, save) => {
    const { id, version, site, parent_id, is_show, ...rest } = v;
    const body = { ...rest, is_show: is_show === "true", link_url: rest.link_url ?? "" };
    return ctx.intent === "create"
      ? api.create({ ...body, site, ...(parent_id ? { parent_id } : {}) }, save)
      : api.update({ ...body, id, version }, save);
  });
  if (!r.ok) return r.failure;
  const site = String(ctx.form.get("site") ?? "us");
  return redirectWithToast(
    request,
    withParams("", { site }, "/page-management/management-nav-list"),
    ctx.intent === "create" ? "nav.toast.created" : "nav.toast.saved",
    "success",
    {
      name: String(ctx.form.get("name") ?? "").trim(),
    },
  );
}
