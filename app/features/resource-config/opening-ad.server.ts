import type { ActionFunctionArgs } from "@remix-run/node";
import { openingAdKind } from "~/domain/kinds/opening-ad";
import { requireIntent } from "~/lib/auth.server";
import { routeByName } from "~/lib/route-tree";
import { kindRoutes } from "../resource/kind-routes.server";
import { postedIntent, postFromList } from "./list-post.server";
import { openingAdScreen } from "./opening-ad";

const routes = kindRoutes(openingAdKind, openingAdScreen);
// the API's opening/config/copy, beside the record's base path
const COPY = `${openingAdKind.api.one.replace(/^\/api\//, "")}/copy`;
export const { listLoader, formLoader, formAction } = routes;

/** The list's posts: copy (a new draft, linked from the toast) here, the lifecycle's transitions as every kind's. */
export async function listAction(args: ActionFunctionArgs) {
  const intent = await postedIntent(args.request);
  if (intent !== "copy") return routes.listAction(args);
  const { request } = args;
  const ctx = await requireIntent(request, openingAdKind.route, ["copy"]);
  const form = routeByName(openingAdKind.formRoute!)!;
  return postFromList<{ id: number; title: string }>(request, ctx, COPY, { id: Number(ctx.form.get("id")) }, (row) => ({
    message: "opening.toast.copied",
    about: { name: row.title, record: { id: row.id, url: `${form.fullPath}?id=${row.id}` } },
  }));
}
