import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { resourceRoutes } from "../resource/routes.server";
import { loadSiteCurrencies } from "./site-currencies.server";
import { discountScreen } from "./discount";
import { discountSchema } from "./discount-schema";

const routes = resourceRoutes(discountScreen, {
  api: { list: "market/discounts", one: "market/discount" },
  schema: discountSchema,
  logs: "discount",
  logPath: "market/logs",
  extra: (ctx, page) => (page === "form" ? loadSiteCurrencies(ctx.api) : Promise.resolve({})),
});
export const { listLoader, listAction, formAction } = routes;

/**
 * discountList-edit: `type` create and edit are the form (/new, /<id>); detail and checked show the
 * discount with its batches and codes, the batch page (after the same guard as the form).
 */
export async function formLoader(args: LoaderFunctionArgs) {
  const result = await routes.formLoader(args);
  const type = new URL(args.request.url).searchParams.get("type");
  if ((type === "detail" || type === "checked") && args.params.id && /^\d+$/.test(args.params.id)) {
    throw redirect(`/market-tool/bath-code-create?discount_id=${args.params.id}`);
  }
  return result;
}
