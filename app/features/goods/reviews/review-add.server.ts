import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { ALL_SITES } from "~/lib/constants";
import { keepTypedThroughOutage, redirectWithToast, submitForm } from "~/lib/forms.server";
import { goodsApi } from "../api.server";
import { reviewAddSchema } from "./review-schema";

const ROUTE = "comment-add";

/** ?spu=&site= prefill the form (a link from a product) */
export async function reviewAddLoader({ request }: LoaderFunctionArgs) {
  const ctx = await requireRoute(request, ROUTE);
  const url = new URL(request.url);
  const spu = (url.searchParams.get("spu") ?? "").trim().toUpperCase();
  const site = url.searchParams.get("site") ?? "";
  return {
    spu: /^[A-Z0-9-]{3,40}$/.test(spu) ? spu : "",
    site: (ALL_SITES as readonly string[]).includes(site) ? site : "us",
    keys: ctx.keys,
  };
}

export const reviewAddAction = keepTypedThroughOutage(reviewAddSchema, async ({ request }: ActionFunctionArgs) => {
  const ctx = await requireIntent(request, ROUTE, ["create"]);
  const res = await submitForm(ctx.form, reviewAddSchema, (v, save) => goodsApi(ctx.api).addReview(v, save));
  if (!res.ok) return res.failure;
  const saved = res.value as { id: number; spu: string };
  return redirectWithToast(request, "/goods/comment-add", "review.toast.added", "success", { name: `${saved.spu} #${saved.id}` });
});
