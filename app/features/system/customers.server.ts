import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireRoute, type RouteContext } from "~/lib/auth.server";
import { ALL_SITES } from "~/lib/constants";
import { idParam, isDate, oneOf, readListQuery } from "~/lib/list-query";
import { isPositiveInteger } from "~/lib/query";
import type { CustomerDetail } from "./customers";
import { systemApi } from "./api.server";

const ROUTE = "customer-list";
const PAGE_SIZES = ["20", "50", "100"];

/** The list's URL → the API's query. Invalid values are dropped (a hand-edited URL never errors). */
export const customerListLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, ROUTE);
  const url = new URL(request.url);
  const { filters } = readListQuery(url, {
    email: (v) => v.length <= 254,
    id: isPositiveInteger,
    site: oneOf(ALL_SITES),
    registered_from: isDate,
    registered_to: isDate,
    page_size: oneOf(PAGE_SIZES),
  });
  // the date-range rule: an end before the start clamps to the start
  if (filters.registered_from && filters.registered_to && filters.registered_to < filters.registered_from)
    filters.registered_to = filters.registered_from;
  if (filters.id && Number(filters.id) > 2147483647) delete filters.id;
  const after = idParam(url, "after");
  const before = after ? null : idParam(url, "before");
  const open = url.searchParams.get("customer");
  const [page, customer] = await Promise.all([
    systemApi(ctx.api).customers({ ...filters, after: after ?? undefined, before: before ?? undefined }),
    open === null ? null : loadCustomer(ctx, open),
  ]);
  const filtered = Object.keys(filters).some((k) => k !== "page_size");
  return { page, filters, filtered, atStart: !after && !before, customer };
});

/** The customer opened over the list (?customer=<id>, a link that can be shared); 404 when there is none. */
async function loadCustomer(ctx: RouteContext, raw: string): Promise<CustomerDetail> {
  if (!isPositiveInteger(raw) || Number(raw) > 2147483647) throw data({ message: "not-found" }, { status: 404 });
  try {
    return await systemApi(ctx.api).customer(raw);
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) throw data({ message: "not-found" }, { status: 404 });
    throw err;
  }
}
