import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireForm, requireIntent, requireRoute } from "~/lib/auth.server";
import { getT } from "~/lib/i18n.server";
import { oneOf, readListQuery } from "~/lib/list-query";
import { isPositiveInteger } from "~/lib/query";
import { routeByName } from "~/lib/route-tree";
import { resourceRoutes } from "../../resource/routes.server";
import { TRANSLATION_KEY_MAX, TRANSLATION_LANGUAGES, TRANSLATION_MODULES } from "./constants";
import { apiFile } from "~/lib/api-file.server";
import { TRANSLATION_ROUTE, translationScreen } from "./translation";
import { translationSchema } from "./translation-schema";
import { translationApi } from "./api.server";

const PAGE_SIZES = ["20", "50", "100"];
const cursor = (v: string | null) => (v && v.length <= TRANSLATION_KEY_MAX ? v : undefined);
const FILTERS = {
  search: (v: string) => v.length <= TRANSLATION_KEY_MAX,
  module: oneOf(TRANSLATION_MODULES),
  missing: oneOf(TRANSLATION_LANGUAGES),
  page_size: oneOf(PAGE_SIZES),
};

/** The list's URL → the API's query. Invalid values are dropped (a hand-edited URL never errors). */
export const translationListLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, TRANSLATION_ROUTE);
  const url = new URL(request.url);
  const { filters } = readListQuery(url, FILTERS);
  const after = cursor(url.searchParams.get("after"));
  const before = after ? undefined : cursor(url.searchParams.get("before"));
  const importId = url.searchParams.get("import");
  const api = translationApi(ctx.api);
  const [page, payouts, importStatus] = await Promise.all([
    api.list({ ...filters, after, before }),
    api.payouts({ page_size: 20 }),
    importId && isPositiveInteger(importId) && Number(importId) <= 2147483647
      ? api.importStatus(importId).catch((err) => {
          if (err instanceof ApiError && err.code === 404) return null;
          throw err;
        })
      : null,
  ]);
  const filtered = Object.keys(filters).some((k) => k !== "page_size");
  const { t } = await getT(request);
  const importError = url.searchParams.get("import_error");
  const errorIntent = url.searchParams.get("import_intent");
  return {
    page,
    payouts,
    filters,
    filtered,
    atStart: !after && !before,
    importStatus,
    // the API's refusal of the file, carried over the redirect (a catalog key or the API's own words)
    importError: importError && errorIntent ? { intent: errorIntent, message: t(importError) } : null,
    keys: ctx.keys,
  };
});

/** The two imports: the file goes to the API as it came; the page then follows the import's progress. */
export async function translationListAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, TRANSLATION_ROUTE, ["import", "payout-import"] as const);
  const back = new URL(request.url);
  for (const k of ["import", "import_error", "import_intent", "index"]) back.searchParams.delete(k);
  const started = await translationApi(ctx.api).importSheet(ctx.intent === "import" ? "translations" : "payouts", ctx.form);
  if ("id" in started) back.searchParams.set("import", String(started.id));
  else {
    back.searchParams.set("import_error", started.error);
    back.searchParams.set("import_intent", ctx.intent);
  }
  return redirect(back.pathname + back.search);
}

/** /translation-manage/export: the library with the list's filters, streamed from the API as it is written. */
export async function translationExportLoader({ request }: LoaderFunctionArgs) {
  const ctx = await requireForm(request, TRANSLATION_ROUTE);
  const { filters } = readListQuery(new URL(request.url), FILTERS);
  const { page_size: _ps, ...body } = filters;
  const back = routeByName(TRANSLATION_ROUTE)!.fullPath + new URL(request.url).search;
  return apiFile(request, ctx.token, { method: "POST", path: "config/translate/download", body, back });
}

/** /translation-manage/report?id=: the bad rows of a refused import. */
export async function translationReportLoader({ request }: LoaderFunctionArgs) {
  const ctx = await requireForm(request, TRANSLATION_ROUTE);
  const id = new URL(request.url).searchParams.get("id") ?? "";
  // opened without saying which import (a trimmed link): where to find the reports
  if (!id) {
    const { t } = await getT(request);
    return new Response(t("tr.report.pick"), { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  }
  if (!isPositiveInteger(id) || Number(id) > 2147483647) throw data({ message: "not-found" }, { status: 404 });
  return apiFile(request, ctx.token, {
    method: "GET",
    path: `config/translate/import_report?id=${id}`,
    back: routeByName(TRANSLATION_ROUTE)!.fullPath,
  });
}

export const { formLoader: translationFormLoader, formAction: translationFormAction } = resourceRoutes(translationScreen, {
  api: { list: "config/translate/list", one: "config/translate" },
  schema: translationSchema,
  logs: "translation",
});
