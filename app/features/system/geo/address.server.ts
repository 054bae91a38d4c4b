import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, isUnavailable, orUnavailable } from "~/lib/api.server";
import { requireForm, requireIntent, requireRoute } from "~/lib/auth.server";
import { CONTENT_LANGUAGES, ALL_SITES } from "~/lib/constants";
import { isCountryCode } from "~/lib/countries";
import { keepTypedThroughOutage, listUrl, redirectWithToast, submitForm } from "~/lib/forms.server";
import { oneOf, readListQuery } from "~/lib/list-query";
import { queryNumber } from "~/lib/query";
import { formIntent, routeByName } from "~/lib/route-tree";
import { loadLogs, loadRecord } from "../../resource/records.server";
import { ADDRESS_CHANGE } from "./geo-rules";
import { addressRequestSchema, linesOf } from "./schemas";
import { GEO_LOGS, geoApi } from "./api.server";

const FILTERS = {
  country: isCountryCode,
  site: oneOf(ALL_SITES),
  language: oneOf(CONTENT_LANGUAGES),
  status: oneOf(Object.keys(ADDRESS_CHANGE.states)),
};

/** A request as staff name it: "#12 GB · uk · en". */
export const changeName = (c: { id: number; country_code: string; site: string; language: string }) =>
  `#${c.id} ${c.country_code} · ${c.site} · ${c.language}`;

/** /system/address: the formats in force, and the change requests (waiting ones first by default). */
export const addressLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, "address");
  const url = new URL(request.url);
  const q = readListQuery(url, FILTERS);
  const { status, ...where } = q.filters;
  const reqPage = queryNumber(url.searchParams.get("req_page"), 1, { max: 100000 });
  const [formats, changes, logs] = await Promise.all([
    geoApi(ctx.api).address.formats({ ...where, page: q.page, page_size: q.paging.page_size }),
    geoApi(ctx.api).address.changes({ ...where, status: status ?? "pending", page: reqPage, page_size: 20 }),
    loadLogs(ctx, url, { all: "address_change", formats: "address_format" }, GEO_LOGS),
  ]);
  // a reject is asked first, naming the request (?confirm=reject&confirm_id=<id>): it must be on this page
  const confirmId = url.searchParams.get("confirm") === "reject" ? Number(url.searchParams.get("confirm_id")) : 0;
  const confirm = changes.list.find((c) => c.id === confirmId && c.status === "pending") ?? null;
  return { formats, changes, logs, filters: q.filters, filtered: q.filtered, status: status ?? "pending", confirm, keys: ctx.keys };
});

/** Pass, reject (after its question) and cancel, each a plain form post naming the request. */
export async function addressAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, "address", ["pass", "reject", "cancel"]);
  const id = queryNumber(String(ctx.form.get("id") ?? ""), 0);
  const back = listUrl(request);
  if (ctx.intent === "reject" && ctx.form.get("confirmed") !== "yes") {
    const url = new URL(back, "http://x");
    url.searchParams.set("confirm", "reject");
    url.searchParams.set("confirm_id", String(id));
    return redirect(url.pathname + url.search);
  }
  try {
    if (!id) throw new ApiError(422, "error.validation", null);
    const remark = String(ctx.form.get("check_remark") ?? "")
      .trim()
      .slice(0, 500);
    const api = geoApi(ctx.api).address;
    const after = await (ctx.intent === "cancel"
      ? api.cancel({ id })
      : api.decide({ id, status: ctx.intent as "pass" | "reject", ...(remark ? { check_remark: remark } : {}) }));
    return redirectWithToast(request, back, ADDRESS_CHANGE.transitions[ctx.intent].done, "success", { name: changeName(after) });
  } catch (err) {
    if (isUnavailable(err)) return redirectWithToast(request, back, "error.unavailable.status", "error");
    if (!(err instanceof ApiError)) throw err;
    return redirectWithToast(
      request,
      back,
      err.code === 403 && err.message === "You do not have permission to do this" ? "error.forbidden" : err.message,
      "error",
    );
  }
}

const editRoute = routeByName("address-configure-edit")!;

/** /system/address-configure-edit itself: nothing to load beyond the guard. */
export const requestStartLoader = async ({ request }: LoaderFunctionArgs) => {
  await requireRoute(request, "address-configure-edit");
  return null;
};

/** /system/address-configure-edit/new and /<format id>: the request form. */
export const requestLoader = orUnavailable(async ({ request, params }: LoaderFunctionArgs) => {
  const ctx = await requireForm(request, "address-configure-edit");
  const editing = formIntent(editRoute, new URL(request.url).pathname) === "request" && params.id !== "new";
  const format = editing ? await loadRecord(geoApi(ctx.api).address.format, params.id) : null;
  return { format };
});

export const requestAction = keepTypedThroughOutage(addressRequestSchema, async ({ request }: ActionFunctionArgs) => {
  const ctx = await requireIntent(request, "address-configure-edit", ["request"]);
  const res = await submitForm(
    ctx.form,
    addressRequestSchema,
    (v, save) => {
      const body = {
        country_code: v.country_code,
        site: v.site,
        language: v.language,
        fields: linesOf(v as Record<string, unknown>),
        postal_pattern: v.postal_pattern,
        example: v.example,
        remark: v.remark,
        ...(v.version ? { version: v.version } : {}),
      };
      return geoApi(ctx.api).address.request(body, save);
    },
    { fieldMap: { fields: "pos_first_name" } },
  );
  if (!res.ok) return res.failure;
  return redirectWithToast(request, "/system/address", "geo.address.requested", "success", { name: changeName(res.value) });
});
