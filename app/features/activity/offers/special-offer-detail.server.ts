import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { apiFile } from "~/lib/api-file.server";
import { requireIntent, requireRoute, type RouteContext } from "~/lib/auth.server";
import { loadConfirmation } from "~/lib/confirm.server";
import { listUrl, redirectWithToast } from "~/lib/forms.server";
import { idParam, readListQuery, shortText } from "~/lib/list-query";
import { queryNumber } from "~/lib/query";
import { withParams } from "~/lib/url";
import { offersApi } from "./api.server";
import { DETAIL_ROUTE, offerName, type SpecialOffer } from "./special-offer";
import { applyTransition, toastOutage } from "./special-offer-list.server";
import { discountSchema, productSchema } from "./special-offer-schema";

const PRODUCT_SORTS = ["sort", "product_code", "redeem_price", "stock"];
const PRODUCT_INTENTS = ["import", "update_product", "delete_products", "delete_all", "apply_discount"] as const;

/** ?id=<offer>: the offer, one page of its products (filters, sort, page in the URL), its categories and its log. */
export const detailLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, DETAIL_ROUTE);
  const url = new URL(request.url);
  const id = idParam(url, "id");
  if (!id) return { offer: null, keys: ctx.keys };
  const q = readListQuery(url, { category: shortText, keyword: shortText }, { sort: PRODUCT_SORTS });
  if (url.searchParams.get("download") === "products") {
    const back = withParams(url.search, { download: null }, url.pathname);
    const body = { event_id: id, category: q.filters.category };
    return apiFile(request, ctx.token, { method: "POST", path: "special_offer/products/export", body, back });
  }
  const offers = offersApi(ctx.api);
  let offer: SpecialOffer;
  try {
    offer = await offers.show(id);
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) throw data({ message: "not-found" }, { status: 404 });
    throw err;
  }
  const [products, categories, logs, confirm] = await Promise.all([
    offers.products.list({ event_id: id, ...q.filters, ...q.paging }),
    offers.categories({ event_id: id }),
    offers.log(id, { page: queryNumber(url.searchParams.get("logs_page"), 1), page_size: 10 }),
    loadConfirmation(ctx, url, { records: offersApi(ctx.api), name: (o) => offerName(o, ctx.t) }),
  ]);
  return { offer, products, categories: categories.list, logs, filters: q.filters, filtered: q.filtered, confirm, keys: ctx.keys };
});

/** What the import answered when it refused the sheet: each problem by row, shown under the upload. */
export interface ImportReport {
  message: string;
  rows: { row: number; column: string; message: string }[];
  total: number;
}

async function importSheet(request: Request, ctx: RouteContext & { form: FormData }, id: number) {
  const file = ctx.form.get("file");
  if (!(file instanceof File) || !file.size) return data({ importError: "offer.import.noFile" }, { status: 422 });
  const body = new FormData();
  body.append("event_id", String(id));
  body.append("file", file, file.name);
  try {
    // imports have no time-out (spec section 9)
    const done = await offersApi(ctx.api).products.importSheet(body);
    return redirectWithToast(request, listUrl(request), "offer.toast.imported", "success", { name: `${done.imported}` });
  } catch (err) {
    if (!(err instanceof ApiError) || err.code === 401) throw err;
    const d = err.data as { rows?: ImportReport["rows"]; total_errors?: number } | null;
    const report: ImportReport = {
      message: err.code === 403 ? "error.forbidden" : err.message,
      rows: d?.rows ?? [],
      total: d?.total_errors ?? 0,
    };
    return data({ importReport: report }, { status: err.code === 403 ? 403 : 422 });
  }
}

/** A product change as a plain post; the answer comes back as a toast (or the form's field errors). */
async function productChange(request: Request, ctx: RouteContext & { form: FormData; intent: string }, id: number) {
  const form = ctx.form;
  const products = offersApi(ctx.api).products;
  const post = async (send: () => Promise<{ deleted?: number; updated?: number }>, done: string) => {
    try {
      const res = await send();
      return redirectWithToast(request, listUrl(request), done, "success", { name: String(res.deleted ?? res.updated ?? "") });
    } catch (err) {
      if (!(err instanceof ApiError) || err.code === 401) throw err;
      return redirectWithToast(request, listUrl(request), err.code === 403 ? "error.forbidden" : err.message, "error");
    }
  };
  const chosen = form
    .getAll("ids")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  switch (ctx.intent) {
    case "delete_products":
      if (!chosen.length) return redirectWithToast(request, listUrl(request), "offer.v.chooseProducts", "error");
      return post(() => products.remove({ event_id: id, ids: chosen }), "offer.toast.deleted");
    case "delete_all":
      // asked first: ?ask=delete_all shows the question naming the offer
      if (form.get("confirmed") !== "yes") {
        const url = new URL(request.url);
        url.searchParams.set("ask", "delete_all");
        return redirect(url.pathname + url.search);
      }
      return post(() => products.removeAll({ event_id: id }), "offer.toast.deleted");
    case "apply_discount": {
      const s = parseWithZod(form, { schema: discountSchema });
      if (s.status !== "success") return data({ discount: s.reply() }, { status: 422 });
      if (s.value.scope === "chosen" && !chosen.length)
        return redirectWithToast(request, listUrl(request), "offer.v.chooseProducts", "error");
      const ids = s.value.scope === "chosen" ? chosen : undefined;
      return post(() => products.applyDiscount({ event_id: id, discount: s.value.discount, ids }), "offer.toast.discounted");
    }
    default: {
      const s = parseWithZod(form, { schema: productSchema });
      if (s.status !== "success") return data({ result: s.reply() }, { status: 422 });
      const { product_id, version, redeem_price, ...rest } = s.value;
      try {
        await products.update({
          event_id: id,
          id: product_id,
          version,
          redeem_price: redeem_price.toFixed(2),
          ...rest,
        });
      } catch (err) {
        if (!(err instanceof ApiError) || err.code === 401) throw err;
        const fieldErrors = err.fieldErrors;
        const formErrors = [err.code === 409 ? "error.conflict" : err.code === 403 ? "error.forbidden" : err.message];
        const current = (err.data as { current?: Record<string, unknown> } | null)?.current;
        return data(
          { result: s.reply({ formErrors, fieldErrors }), conflict: current },
          { status: err.code === 409 || err.code === 403 ? err.code : 422 },
        );
      }
      return redirectWithToast(request, listUrl(request), "offer.toast.productSaved", "success");
    }
  }
}

export const detailAction = ({ request }: ActionFunctionArgs) =>
  toastOutage(request, async () => {
    const ctx = await requireIntent(request, DETAIL_ROUTE, ["online", "offline", ...PRODUCT_INTENTS]);
    if (ctx.intent === "online" || ctx.intent === "offline") return applyTransition(request, ctx);
    const id = idParam(new URL(request.url), "id");
    if (!id) return redirectWithToast(request, listUrl(request), "error.validation", "error");
    return ctx.intent === "import" ? importSheet(request, ctx, id) : productChange(request, ctx, id);
  });
