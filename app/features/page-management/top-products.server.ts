import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute, type RouteContext } from "~/lib/auth.server";
import { confirmFirst } from "~/lib/confirm.server";
import { ALL_SITES } from "~/lib/constants";
import { redirectWithToast, submitForm } from "~/lib/forms.server";
import { idParam, oneOf, PAGE_SIZES, readListQuery, readLogQuery, shortText } from "~/lib/list-query";
import { queryNumber } from "~/lib/query";
import type { Confirmation } from "~/lib/transitions";
import { withParams } from "~/lib/url";
import type { Pin, TopSetting } from "./top-products-rules";
import { pageManagementApi, type TopCategoryRow, type TopDetail } from "./api.server";
import { addPinSchema, settingSchema } from "./top-products-schema";
import {
  PINNED_FILTER,
  TOP_CONF_ROUTE,
  TOP_DETAIL_ROUTE,
  TOP_LIST_ROUTE,
  TOP_MOVES,
  TOP_PIN_ENTITY,
  TOP_SETTING_ENTITY,
} from "./top-products-rules";

export type { Pin, TopSetting, TopCategoryRow, TopDetail };

const DETAIL_PATH = "/page-management/category-management-top-products-detail";
const CONF_PATH = "/page-management/category-management-top-products-conf";

/** One page of a record's change log (10 rows, the log's own filters from the URL). */
const logPage = (ctx: RouteContext, url: URL, entity: string, entityId?: number) =>
  pageManagementApi(ctx.api).top.logs({
    entity,
    entity_id: entityId,
    page: queryNumber(url.searchParams.get("logs_page"), 1),
    page_size: 10,
    ...readLogQuery(url),
  });

/** A refusal the API explains (409 on a state, 404 on a pin already gone): back to the page with its message. */
async function orToast(request: Request, back: string, run: () => Promise<Response>) {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ApiError && err.code < 500 && err.code !== 401) return redirectWithToast(request, back, err.message, "error");
    throw err;
  }
}

/** /category-management-top-products: a site's categories with their numbers of pins, keyset pages. */
export const topListLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, TOP_LIST_ROUTE);
  const url = new URL(request.url);
  const { filters } = readListQuery(url, {
    site: oneOf(ALL_SITES),
    name: shortText,
    pinned: oneOf(PINNED_FILTER),
    page_size: oneOf(PAGE_SIZES.map(String)),
  });
  const after = idParam(url, "after");
  const before = after ? null : idParam(url, "before");
  const page = await pageManagementApi(ctx.api).top.list({
    ...filters,
    after: after ?? undefined,
    before: before ?? undefined,
  });
  return { page, filters, filtered: Boolean(filters.name || filters.pinned) };
});

/** ?category_id=: one category's pins, its site's settings, the question before removing one, the log. */
export const topDetailLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, TOP_DETAIL_ROUTE);
  const url = new URL(request.url);
  const id = idParam(url, "category_id");
  if (!id) return { keys: ctx.keys, detail: null, logs: null, confirm: null };
  let detail: TopDetail;
  try {
    detail = await pageManagementApi(ctx.api).top.show(id);
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) throw data({ message: "not-found" }, { status: 404 });
    throw err;
  }
  // the question before removing a pin names the product; asked only of those who may remove
  const askId = url.searchParams.get("confirm") === "delete" && ctx.can(ctx.route.intents.delete) ? idParam(url, "confirm_id") : null;
  const pin = askId ? detail.pins.find((p) => p.id === askId) : undefined;
  const confirm: Confirmation | null = pin ? { intent: "delete", id: pin.id, name: `${pin.spu} ${pin.name}` } : null;
  return { keys: ctx.keys, detail, logs: await logPage(ctx, url, TOP_PIN_ENTITY, id), confirm };
});

export async function topDetailAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, TOP_DETAIL_ROUTE, ["add", "move", "delete"] as const);
  const url = new URL(request.url);
  const back = withParams(url.search, { add: null, confirm: null, confirm_id: null, index: null }, url.pathname);
  const api = pageManagementApi(ctx.api).top;
  if (ctx.intent === "add") {
    const r = await submitForm(ctx.form, addPinSchema, (v, save) => api.add(v, save));
    if (!r.ok) return r.failure;
    return redirectWithToast(request, back, "topprod.toast.added", "success", {
      name: String(ctx.form.get("spu") ?? "")
        .trim()
        .toUpperCase(),
    });
  }
  const ask = confirmFirst(request, ctx.form, ctx.intent);
  if (ask) return ask;
  const id = Number(ctx.form.get("id"));
  return orToast(request, back, async () => {
    if (ctx.intent === "move") {
      const move = String(ctx.form.get("move"));
      await api.move({ id, move: oneOf(TOP_MOVES)(move) ? move : "" });
      return redirectWithToast(request, back, "topprod.toast.moved", "success", { name: String(ctx.form.get("name") ?? "") });
    }
    const r = await api.remove({ id });
    return redirectWithToast(request, back, "topprod.toast.removed", "success", { name: r.removed.spu });
  });
}

/** Every site's settings (everyone reads them), the one being edited (?site=), and their log. */
export const topConfLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, TOP_CONF_ROUTE);
  const url = new URL(request.url);
  const settings = await pageManagementApi(ctx.api).top.settings();
  const editing = ctx.can(ctx.route.intents.save) ? (settings.find((s) => s.site === url.searchParams.get("site")) ?? null) : null;
  return { keys: ctx.keys, settings, editing, logs: await logPage(ctx, url, TOP_SETTING_ENTITY) };
});

export async function topConfAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, TOP_CONF_ROUTE, ["save"] as const);
  const r = await submitForm(ctx.form, settingSchema, (v, save) => pageManagementApi(ctx.api).top.saveSetting(v, save));
  if (!r.ok) return r.failure;
  return redirectWithToast(request, CONF_PATH, "topprod.toast.settingsSaved", "success", { name: String(ctx.form.get("site") ?? "") });
}

export { CONF_PATH, DETAIL_PATH };
