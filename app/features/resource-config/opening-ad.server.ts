import type { ActionFunctionArgs } from "@remix-run/node";
import { openingAdKind } from "~/domain/kinds/opening-ad";
import { requireIntent } from "~/lib/auth.server";
import { routeByName } from "~/lib/route-tree";
import { kindRoutes } from "../resource/kind-routes.server";
import { resourceConfigApi } from "./api.server";
import { postedIntent, postFromList } from "./list-post.server";
import { openingAdScreen } from "./opening-ad";

const routes = kindRoutes(openingAdKind, openingAdScreen);
export const { listLoader, formLoader, formAction } = routes;

/** The list's posts: copy (a new draft, linked from the toast) here, the lifecycle's transitions as every kind's. */
export async function listAction(args: ActionFunctionArgs) {
  const intent = await postedIntent(args.request);
  if (intent !== "copy") return routes.listAction(args);
  const { request } = args;
  const ctx = await requireIntent(request, openingAdKind.route, ["copy"]);
  const form = routeByName(openingAdKind.formRoute!)!;
  const copy = () => resourceConfigApi(ctx.api).copyOpeningAd({ id: Number(ctx.form.get("id")) });
  return postFromList(request, copy, (row) => ({
    message: "opening.toast.copied",
    about: { name: row.title, record: { id: row.id, url: `${form.fullPath}?id=${row.id}` } },
  }));
}
