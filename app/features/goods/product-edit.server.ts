import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { listUrl, redirectWithToast } from "~/lib/forms.server";
import { idParam } from "~/lib/list-query";
import { goodsApi } from "./api.server";
import { productEditSchema } from "./product-edit-schema";
import type { Product } from "./types";

const ROUTE = "goods-edit";
export interface SkuRow {
  id: number;
  sku_code: string;
  color: string;
  size: string;
  stock: number;
  prices: { site: string; currency: string; price: string }[];
}
export type ProductDetail = Product & { skus: SkuRow[]; pools: { id: number; name: string; site: string }[] };
type Cut<T> = { list: T[]; more: boolean };
/** product/event_detail: the events, labels and pools the product is in, with their states and times */
export interface ProductUses {
  events: Cut<{
    id: number;
    kind: "daily_special" | "flash_sale";
    name: string;
    site: string;
    status: string;
    start_at: string;
    end_at: string;
    sku_codes: string[];
  }>;
  labels: Cut<{ id: number; name: string; site: string; type: string; enabled: boolean; added_at: string }>;
  pools: Cut<{ id: number; name: string; site: string; enabled: boolean; added_at: string }>;
}

export const productEditLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, ROUTE);
  const url = new URL(request.url);
  const id = idParam(url, "id");
  if (!id) {
    // no product named: the page asks for an SPU code and opens it
    const spu = (url.searchParams.get("spu") ?? "").trim().toUpperCase().slice(0, 40);
    if (!spu) return { lookup: { spu: "", missing: false }, keys: ctx.keys };
    const found = await goodsApi(ctx.api).products({ search_type: "spu", keyword: spu, page_size: 20 });
    const hit = found.list.find((p) => p.spu === spu);
    if (hit) throw redirect(`/goods/goods-edit?id=${hit.id}`);
    return { lookup: { spu, missing: true }, keys: ctx.keys };
  }
  try {
    const [product, images, uses] = await Promise.all([
      goodsApi(ctx.api).product(id),
      goodsApi(ctx.api).images(id),
      goodsApi(ctx.api).uses({ product_id: id }),
    ]);
    return { product, images, uses, keys: ctx.keys };
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) throw data({ message: "not-found" }, { status: 404 });
    throw err;
  }
});

/** Saves name, status and each SKU's stock and prices through batch_save (versioned). */
export async function productEditAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, ROUTE, ["save"] as const);
  const raw = Object.fromEntries([...ctx.form.entries()].filter(([k]) => k !== "intent").map(([k, v]) => [k, String(v)]));
  const parsed = productEditSchema.safeParse(raw);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
    return data({ errors, values: raw }, { status: 422 });
  }
  const v = parsed.data;
  const skus = Object.entries(v.skus ?? {}).map(([id, s]) => ({ id: Number(id), stock: s.stock, prices: s.prices }));
  try {
    await goodsApi(ctx.api).save({ products: [{ id: v.id, version: v.version, name: v.name, status: v.status, skus }] });
  } catch (err) {
    if (err instanceof ApiError && (err.code === 409 || err.code === 422))
      return data({ errors: { _form: err.message }, values: raw }, { status: err.code });
    throw err;
  }
  return redirectWithToast(request, listUrl(request), "goods.toast.saved", "success", { name: v.name });
}
