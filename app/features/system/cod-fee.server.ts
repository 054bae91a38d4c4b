import type { ActionFunctionArgs } from "@remix-run/node";
import { ApiError, isUnavailable } from "~/lib/api.server";
import { requireIntent, type RouteContext } from "~/lib/auth.server";
import { listUrl, redirectWithToast } from "~/lib/forms.server";
import { idParam } from "~/lib/list-query";
import * as z from "zod";
import { codFeeKind } from "~/domain/kinds/cod-fee";
import { kindClient } from "../resource/api.server";
import { kindRoutes } from "../resource/kind-routes.server";
import { codFeeScreen, type CodFee } from "./cod-fee";

const id = z.number().int().positive();
const deleteSchema = z.object({ id, version: id });

/** The kind's delete, by its kind's client (the system client stays free of the kinds' words: its pages' catalog parts hold only theirs). */
const deleteCodFee = (ctx: RouteContext, v: z.output<typeof deleteSchema>) => kindClient(codFeeKind, ctx.api).remove(v);

/** The record named by ?delete=<id>, for the confirmation; gone or unreadable: no confirmation. */
async function deleting(ctx: RouteContext, url: URL): Promise<CodFee | null> {
  const id = idParam(url, "delete");
  if (!id) return null;
  try {
    return await kindClient(codFeeKind, ctx.api).show(id);
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) return null;
    throw err;
  }
}

const generic = kindRoutes(codFeeKind, codFeeScreen, {
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
    const parsed = deleteSchema.safeParse({ id: Number(ctx.form.get("id")), version: Number(ctx.form.get("version")) });
    if (!parsed.success) return redirectWithToast(request, back, "error.validation", "error");
    await deleteCodFee(ctx, parsed.data);
  } catch (err) {
    if (isUnavailable(err)) return redirectWithToast(request, back, "error.unavailable.status", "error");
    if (err instanceof ApiError) return redirectWithToast(request, back, err.code === 403 ? "error.forbidden" : err.message, "error");
    throw err;
  }
  return redirectWithToast(request, back, "cod.deleted");
}
