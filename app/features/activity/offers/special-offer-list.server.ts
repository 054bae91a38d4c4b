import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, isUnavailable, orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute, type RouteContext } from "~/lib/auth.server";
import { confirmFirst, loadConfirmation } from "~/lib/confirm.server";
import { listUrl, redirectWithToast } from "~/lib/forms.server";
import { ALL_SITES } from "~/lib/constants";
import { PERIOD_STATES } from "~/lib/lifecycle";
import { oneOf, readListQuery, shortText } from "~/lib/list-query";
import { queryNumber } from "~/lib/query";
import { offersApi } from "./api.server";
import { LIST_ROUTE, offerName, type SpecialOffer } from "./special-offer";
import { ONLINE_OFFLINE } from "./special-offer-rules";

export const OFFER_FILTERS = {
  site: oneOf(ALL_SITES),
  status: oneOf(["online", "offline"]),
  name: shortText,
  period: oneOf(PERIOD_STATES),
};
export const OFFER_SORTS = ["start_at", "end_at", "updated_at"];

export const listLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, LIST_ROUTE);
  const url = new URL(request.url);
  const q = readListQuery(url, OFFER_FILTERS, { sort: OFFER_SORTS });
  const [list, confirm] = await Promise.all([
    offersApi(ctx.api).list({ ...q.filters, ...q.paging }),
    loadConfirmation(ctx, url, { records: offersApi(ctx.api), name: (o) => offerName(o, ctx.t) }),
  ]);
  return { list, filters: q.filters, filtered: q.filtered, confirm, keys: ctx.keys };
});

/**
 * Online / offline posted from a page (the list or the detail): offline is asked first; the answer
 * is a toast naming the offer, or the refusal (no products yet, already ended, …).
 */
export async function applyTransition(request: Request, ctx: RouteContext & { form: FormData; intent: string }) {
  const ask = confirmFirst(request, ctx.form, ctx.intent);
  if (ask) return ask;
  const intent = ctx.intent as "online" | "offline";
  const id = queryNumber(String(ctx.form.get("id") ?? ""), 0, { max: 2147483647 });
  if (!id) return redirectWithToast(request, listUrl(request), "error.validation", "error");
  let after: SpecialOffer;
  try {
    after = await offersApi(ctx.api).transition(id, intent);
  } catch (err) {
    if (!(err instanceof ApiError) || err.code === 401) throw err;
    return redirectWithToast(request, listUrl(request), err.code === 403 ? "error.forbidden" : err.message, "error");
  }
  return redirectWithToast(request, listUrl(request), ONLINE_OFFLINE.transitions[intent].done, "success", {
    name: offerName(after, ctx.t),
  });
}

/** A page action that turns an unreachable API into a toast on the same page (nothing typed to keep). */
export async function toastOutage(request: Request, run: () => Promise<Response | ReturnType<typeof redirectWithToast> | unknown>) {
  try {
    return await run();
  } catch (err) {
    if (isUnavailable(err)) return redirectWithToast(request, listUrl(request), "error.unavailable.status", "error");
    throw err;
  }
}

export const listAction = ({ request }: ActionFunctionArgs) =>
  toastOutage(request, async () => applyTransition(request, await requireIntent(request, LIST_ROUTE, ["online", "offline"])));
