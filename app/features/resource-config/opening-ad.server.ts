import type { ActionFunctionArgs } from "@remix-run/node";
import { openingAdKind } from "~/domain/kinds/opening-ad";
import { ApiError, isUnavailable } from "~/lib/api.server";
import { requireIntent } from "~/lib/auth.server";
import { listUrl, redirectWithToast } from "~/lib/forms.server";
import { routeByName } from "~/lib/route-tree";
import { kindRoutes } from "../resource/kind-routes.server";
import { openingAdScreen } from "./opening-ad";

const routes = kindRoutes(openingAdKind, openingAdScreen);
// the API's opening/config/copy, beside the record's base path
const COPY = `${openingAdKind.api.one.replace(/^\/api\//, "")}/copy`;
export const { listLoader, formLoader, formAction } = routes;

/** The list's posts: copy (a new draft, linked from the toast) here, the lifecycle's transitions as every kind's. */
export async function listAction(args: ActionFunctionArgs) {
  const intent = (await args.request.clone().formData()).get("intent");
  if (intent !== "copy") return routes.listAction(args);
  const { request } = args;
  const ctx = await requireIntent(request, openingAdKind.route, ["copy"]);
  const id = Number(ctx.form.get("id"));
  try {
    const row = await ctx.api.post<{ id: number; title: string }>(COPY, { id });
    const form = routeByName(openingAdKind.formRoute!)!;
    return redirectWithToast(request, listUrl(request), "opening.toast.copied", "success", {
      name: row.title,
      record: { id: row.id, url: `${form.fullPath}?id=${row.id}` },
    });
  } catch (err) {
    if (isUnavailable(err)) return redirectWithToast(request, listUrl(request), "error.unavailable.status", "error");
    if (!(err instanceof ApiError)) throw err;
    return redirectWithToast(request, listUrl(request), err.code === 403 ? "error.forbidden" : err.message, "error");
  }
}
