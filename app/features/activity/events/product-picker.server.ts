import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError } from "~/lib/api.server";
import type { RouteContext } from "~/lib/auth.server";
import { redirectWithToast } from "~/lib/forms.server";
import { idParam } from "~/lib/list-query";
import { minorToText } from "../../market-tool/promo-money";
import { idsOf } from "../../resource/picker-values";
import type { PickRow } from "../../resource/pickers";
import { pickersApi } from "../../resource/api.server";
import { pickerData } from "../../resource/pickers.server";
import { eventsApi } from "./api.server";
import { PRODUCT_LIMITS } from "./kinds";
import { PICK_FIELD, type PickReply } from "./product-picker";

// The product picker of a draft event (issue 41 §6): SKUs the catalogue sells on the event's site,
// searched and ticked (field `pick_sku`, search `pick_sku_q`), added at the site's price — the most an
// event price may be — with one stock for each; prices are then lowered row by row. The API checks
// every SKU as it checks pasted lines (issue 41 §1) and its refusals are shown beside the picker.

type Ev = { site: string; currency: string };

/**
 * the picker's lists for the event's site and currency; its results after a search only: the page is
 * the event's products, and opening it should not cost the catalogue's newest twenty (issue 42 §2)
 */
export const productPicker = (ctx: RouteContext, url: URL, ev: Ev) =>
  pickerData(
    ctx,
    "eventSku",
    ev.site,
    url,
    PICK_FIELD,
    url.searchParams.getAll(PICK_FIELD),
    { site: ev.site, currency: ev.currency },
    { searchFirst: true },
  );

export async function addPicked(request: LoaderFunctionArgs["request"], ctx: RouteContext & { form: FormData }, back: string) {
  const id = idParam(new URL(request.url), "id");
  const version = Number(ctx.form.get("version"));
  const picked = idsOf(ctx.form.getAll(PICK_FIELD));
  const stockText = String(ctx.form.get("pick_stock") ?? "").trim();
  const refuse = (error: string, rows: PickRow[] = [], status = 422) =>
    data<PickReply>({ form: "pick", error, picked, rows, stock: stockText }, { status });
  if (!picked.length) return refuse("event.pick.none");
  const stock = Number(stockText);
  const { min, max } = PRODUCT_LIMITS.stock;
  if (!/^\d{1,7}$/.test(stockText) || stock < min || stock > max) return refuse(`event.pick.stock|min=${min}|max=${max}`);
  const ev = await eventsApi(ctx.api).event(id!);
  const { list: rows } = await pickersApi(ctx.api, "eventSku").chosen(picked, { site: ev.site, currency: ev.currency });
  // a SKU the site does not sell goes with no price: the API names it as it names a pasted one
  const products = rows.map((r) => ({
    sku_code: r.sku_code!,
    price: r.price_minor != null ? minorToText(r.price_minor, ev.currency) : "0",
    stock,
  }));
  try {
    await eventsApi(ctx.api).addProducts({ event_id: ev.id, version, products });
  } catch (err) {
    if (!(err instanceof ApiError) || err.code === 401) throw err;
    const bySku = Object.entries(err.fieldErrors).flatMap(([field, messages]) => {
      const sku = products[Number(/^products\.(\d+)/.exec(field)?.[1] ?? -1)]?.sku_code;
      return sku ? messages.map((m) => (m.includes(sku) ? m : `${sku}: ${m}`)) : [];
    });
    return refuse(bySku.length ? bySku.join("; ") : err.message, rows, err.code === 409 ? 409 : 422);
  }
  return redirectWithToast(request, back, "event.toast.productsAdded", "success", { name: ev.name });
}
