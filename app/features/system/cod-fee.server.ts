import type { ActionFunctionArgs } from "@remix-run/node";
import { ApiError, isUnavailable } from "~/lib/api.server";
import { requireIntent, type RouteContext } from "~/lib/auth.server";
import { listUrl, redirectWithToast } from "~/lib/forms.server";
import { idParam } from "~/lib/list-query";
import { resourceRoutes } from "../resource/routes.server";
import { codFeeScreen, type CodFee } from "./cod-fee";
import { codFeeDeleteSchema, codFeeSchema } from "./cod-fee-schema";

const ONE = "config/cod-fee";

/** The record named by ?delete=<id>, for the confirmation; gone or unreadable: no confirmation. */
async function deleting(ctx: RouteContext, url: URL): Promise<CodFee | null> {
  const id = idParam(url, "delete");
  if (!id) return null;
  try {
    return await ctx.api.get<CodFee>(`${ONE}/${id}`);
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) return null;
    throw err;
  }
}

const generic = resourceRoutes(codFeeScreen, {
  api: { list: "config/cod-fees", one: ONE },
  schema: codFeeSchema,
  logs: "cod_fee",
  extra: async (ctx, page, request) => (page === "list" ? { deleting: await deleting(ctx, new URL(request.url)) } : {}),
});

export const { listLoader, formLoader, formAction } = generic;

/** Delete (confirmed) here; the transitions as every resource list does them. */
export async function listAction(args: ActionFunctionArgs) {
  const { request } = args;
  if ((await request.clone().formData()).get("intent") !== "delete") return generic.listAction(args);
  // back to the list without the confirmation, filters kept
  const url = new URL(listUrl(request), "http://x");
  url.searchParams.delete("delete");
  const back = url.pathname + url.search;
  try {
    const ctx = await requireIntent(request, codFeeScreen.route, ["delete"]);
    const parsed = codFeeDeleteSchema.safeParse({ id: Number(ctx.form.get("id")), version: Number(ctx.form.get("version")) });
    if (!parsed.success) return redirectWithToast(request, back, "error.validation", "error");
    await ctx.api.post(`${ONE}/delete`, parsed.data);
  } catch (err) {
    if (isUnavailable(err)) return redirectWithToast(request, back, "error.unavailable.status", "error");
    if (err instanceof ApiError) return redirectWithToast(request, back, err.code === 403 ? "error.forbidden" : err.message, "error");
    throw err;
  }
  return redirectWithToast(request, back, "cod.deleted");
}
