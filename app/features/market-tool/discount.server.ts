import type { LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireRoute } from "~/lib/auth.server";
import { loadRecord } from "../resource/records.server";
import { resourceRoutes } from "../resource/routes.server";
import { marketApi } from "./market-api.server";
import { discountScreen } from "./discount";
import { discountSchema } from "./discount-schema";

const routes = resourceRoutes(discountScreen, {
  api: { list: "market/discounts", one: "market/discount" },
  schema: discountSchema,
  logs: "discount",
  logPath: "market/logs",
  extra: (ctx, page) => (page === "form" ? marketApi(ctx.api).siteCurrencies() : Promise.resolve({})),
});
export const { listLoader, listAction, formAction } = routes;

export const DISCOUNT_VIEWS = ["detail", "checked"] as const;
export type DiscountView = (typeof DISCOUNT_VIEWS)[number];

/**
 * discountList-edit: `type` create and edit are the form (/new, /<id>); detail and checked show the
 * discount read-only to anyone who may open the route (an approver checking it, a reader), with a
 * way to its codes for those who may open them and to its form for those who may change it.
 */
export async function formLoader(args: LoaderFunctionArgs) {
  const view = DISCOUNT_VIEWS.find((v) => v === new URL(args.request.url).searchParams.get("type"));
  if (view && args.params.id && args.params.id !== "new") return viewLoader(args, view);
  return routes.formLoader(args);
}

const viewLoader = orUnavailable(async ({ request, params }: LoaderFunctionArgs, view: DiscountView) => {
  const ctx = await requireRoute(request, discountScreen.formRoute!);
  const record = await loadRecord(marketApi(ctx.api).discount, params.id);
  return {
    view,
    record,
    canEdit: ctx.can(ctx.route.intents.update),
    canOpenCodes: ctx.granted.has("bath-code-create"),
  };
});
