import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { apiFile } from "~/lib/api-file.server";
import { requireForm, requireIntent, requireRoute, type RouteContext } from "~/lib/auth.server";
import { listUrl, redirectWithToast } from "~/lib/forms.server";
import { getT } from "~/lib/i18n.server";
import { idParam, shortText } from "~/lib/list-query";
import { queryNumber } from "~/lib/query";
import { productRows } from "../product-rows.server";
import { labelApi, type FoundEvent, type ProductLog, type Relation } from "./api.server";

const ROUTE = "label-manage-detail";
const DETAIL = "/goods/label-manage-detail";

export type { FoundEvent, ProductLog, Relation };

/** ?id=<label>: the label, its events (and, with ?event_q=, events to relate), its products by keyset, the label-product log. */
export const labelDetailLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, ROUTE);
  const url = new URL(request.url);
  const id = idParam(url, "id");
  if (!id) return { choose: true as const, keys: ctx.keys };
  const eventQ = url.searchParams.get("event_q")?.trim() ?? "";
  const importId = idParam(url, "import");
  const after = idParam(url, "after");
  const before = after ? null : idParam(url, "before");
  const api = labelApi(ctx.api);
  try {
    const [products, relations, logs, found, importStatus] = await Promise.all([
      api.products({
        label_id: id,
        after: after ?? undefined,
        before: before ?? undefined,
      }),
      api.events({ label_id: id }),
      api.productLog({
        label_id: id,
        page: queryNumber(url.searchParams.get("plog_page"), 1),
      }),
      eventQ && shortText(eventQ) ? api.findEvents({ code: eventQ }) : Promise.resolve(null),
      // the sheet just uploaded (?import=): its progress, then its outcome; another label's is not found
      importId
        ? api.importStatus({ id: importId, label_id: id }).catch((err) => {
            if (err instanceof ApiError && err.code === 404) return null;
            throw err;
          })
        : Promise.resolve(null),
    ]);
    const { label, ...page } = products;
    const importError = url.searchParams.get("import_error");
    return {
      label,
      page: productRows(page, request),
      relations,
      logs,
      found,
      eventQ,
      atStart: !after && !before,
      importStatus,
      // the API's refusal of the file, carried over the redirect in the person's language
      importError: importError ? importError.slice(0, 300) : null,
      keys: ctx.keys,
    };
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) throw data({ message: "not-found" }, { status: 404 });
    throw err;
  }
});

/** relate (event_id), unrelate (relation_id), add (SPU codes), remove (ticked products). */
export async function labelDetailAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, ROUTE, ["relate", "unrelate", "add", "remove", "import"] as const);
  const id = idParam(new URL(request.url), "id");
  if (!id) return redirectWithToast(request, "/goods/label-manage-list", "label.choose", "error");
  if (ctx.intent === "import") return importSheet(ctx, id);
  const back = listUrl(request);
  const name = String(ctx.form.get("label_name") ?? "");
  const eventName = String(ctx.form.get("event_name") ?? "");
  const number = (k: string) => queryNumber(String(ctx.form.get(k) ?? ""), 0);
  try {
    if (ctx.intent === "relate") {
      const res = await labelApi(ctx.api).relateEvents({ label_id: id, event_ids: [number("event_id")] });
      return redirectWithToast(request, back, res.related ? "label.toast.related" : "label.toast.relatedNone", "success", {
        name: eventName,
      });
    }
    if (ctx.intent === "unrelate") {
      await labelApi(ctx.api).unrelateEvent({ relation_id: number("relation_id") });
      return redirectWithToast(request, back, "label.toast.unrelated", "success", { name: eventName });
    }
    if (ctx.intent === "add") {
      const spus = String(ctx.form.get("spus") ?? "")
        .split(/[\s,]+/)
        .filter(Boolean);
      if (!spus.length) return data({ errors: { spus: "goods.error.spus" }, spus: "" }, { status: 422 });
      try {
        const res = await labelApi(ctx.api).addProducts({ label_id: id, spus: spus.slice(0, 1000) });
        return redirectWithToast(request, back, res.added ? "label.toast.added" : "label.toast.addedNone", "success", { name });
      } catch (err) {
        if (err instanceof ApiError && err.code === 422)
          return data({ errors: { spus: err.message }, spus: spus.join("\n") }, { status: 422 });
        throw err;
      }
    }
    const ticked = ctx.form
      .getAll("product_id")
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    if (!ticked.length) return redirectWithToast(request, back, "goods.toast.tickFirst", "error");
    await labelApi(ctx.api).removeProducts({ label_id: id, product_ids: ticked.slice(0, 1000) });
    return redirectWithToast(request, back, "label.toast.removed", "success", { name });
  } catch (err) {
    if (err instanceof ApiError && (err.code === 404 || err.code === 409 || err.code === 422))
      return redirectWithToast(request, back, "goods.toast.refused", "error", { name: err.message });
    throw err;
  }
}

/** POST /goods/label-manage-detail/export (label_id): the label's products as a spreadsheet, streamed from the API as it is written. */
export async function labelExportAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, ROUTE, ["export"]);
  const id = queryNumber(String(ctx.form.get("label_id") ?? ""), 0);
  if (!id) return redirectWithToast(request, "/goods/label-manage-list", "label.choose", "error");
  return apiFile(request, ctx.token, { method: "GET", path: `label/exportProducts?label_id=${id}`, back: `${DETAIL}?id=${id}` });
}

/** GET /goods/label-manage-detail/export?template=1: the sheet to fill; ?id=<label>&import_report=<import>: its bad rows. */
export async function labelSheetLoader({ request }: LoaderFunctionArgs) {
  const ctx = await requireForm(request, ROUTE);
  const url = new URL(request.url);
  if (url.searchParams.get("template") === "1")
    return apiFile(request, ctx.token, { method: "GET", path: "event/downloadLabelTpl", back: "/goods/label-manage-list" });
  const id = idParam(url, "id");
  const report = idParam(url, "import_report");
  // opened without saying which (a trimmed link): where to go, as the other downloads answer
  if (!id || !report)
    return new Response((await getT(request)).t("label.choose"), {
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  return apiFile(request, ctx.token, {
    method: "GET",
    path: `label/import_report?id=${report}&label_id=${id}`,
    back: `${DETAIL}?id=${id}&import=${report}`,
  });
}

/** The filled sheet goes to the API as it came; the page then follows the import's progress. */
async function importSheet(ctx: { api: RouteContext["api"]; form: FormData }, id: number) {
  const started = await labelApi(ctx.api).importProducts(id, ctx.form);
  const back = new URLSearchParams({
    id: String(id),
    ...("id" in started ? { import: String(started.id) } : { import_error: started.error }),
  });
  return redirect(`${DETAIL}?${back}`);
}
