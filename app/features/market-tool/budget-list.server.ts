import type { LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireRoute } from "~/lib/auth.server";
import { isDate, oneOf, readListQuery, shortText } from "~/lib/list-query";
import { isPositiveInteger } from "~/lib/query";
import { loadCodesView } from "./budget-codes.server";
import { BUDGET_KEYS, BUDGET_ROUTES } from "./budget-keys";
import { BUDGET_STATES } from "./budget-states";
import { budgetApi } from "./budget-api.server";

/** /market-tool/budget-list: the URL's filters, page and sort → the API's list. */
export const budgetListLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, BUDGET_ROUTES.list);
  const url = new URL(request.url);
  // the budget codes live on this route too (their own view, budget-codes.server.ts)
  if (url.searchParams.get("view") === "codes") return { codes: await loadCodesView(ctx, request) };
  const { filters, paging, filtered } = readListQuery(
    url,
    {
      status: oneOf(BUDGET_STATES),
      revision: oneOf(["pending"]),
      department_id: isPositiveInteger,
      site: (v) => /^[a-z_0-9]{2,10}$/.test(v),
      currency: (v) => /^[A-Z]{3}$/.test(v),
      keyword: shortText,
      period_from: isDate,
      period_to: isDate,
    },
    { sort: ["created_at", "amount", "period_start"] },
  );
  const [page, options] = await Promise.all([budgetApi(ctx.api).list({ ...filters, ...paging }), budgetApi(ctx.api).filters()]);
  // creating needs budget-edit's key, which lives on another route of the tree
  const canCreate = ctx.granted.has(BUDGET_ROUTES.edit) && ctx.granted.has(BUDGET_KEYS.edit);
  // "examine" is offered only to those who may decide (and never on their own rows: `mine`)
  const canExamine = ctx.can(BUDGET_KEYS.examine);
  return { page, options, filters, filtered, sort: url.searchParams.get("sort") ?? "", canCreate, canExamine };
});
