import type { RouteContext } from "~/lib/auth.server";
import { redirectWithToast, submitForm } from "~/lib/forms.server";
import { attachPoolSchema, copyPoolSchema, createPoolSchema, removeProductsSchema } from "./category-schema";
import type { PoolTotals } from "./category-types";
import { pageManagementApi } from "./api.server";

// The product-pool card of a category's details page: its totals, and the four pool forms' posts.

export const POOL_INTENTS = ["pool-attach", "pool-create", "pool-copy", "pool-remove"] as const;
export type PoolIntent = (typeof POOL_INTENTS)[number];
/** The form opened by `?pool=`: one of the intents without its prefix. */
export const POOL_FORMS = ["attach", "create", "copy", "remove"] as const;

/** The category's pool with its count, and the number of products filed under the category's branch. */
export async function loadPoolTotals(ctx: RouteContext, id: number): Promise<PoolTotals> {
  const r = await pageManagementApi(ctx.api).pool.totals({ category_ids: [id] });
  return r.list[0];
}

/** One pool form's post: sent to the API, then back to the page (form closed) with a toast naming the category. */
export async function poolAction(ctx: RouteContext, request: Request, intent: PoolIntent, form: FormData, name: string) {
  const url = new URL(request.url);
  url.searchParams.delete("pool");
  const back = url.pathname + url.search;
  const api = pageManagementApi(ctx.api).pool;
  const r =
    intent === "pool-attach"
      ? await submitForm(form, attachPoolSchema, (v, save) => api.add({ category_id: v.id, version: v.version, pool_id: v.pool_id }, save))
      : intent === "pool-create"
        ? await submitForm(form, createPoolSchema, (v, save) =>
            api.create(
              { category_id: v.id, version: v.version, name: v.name || undefined, with_products: v.with_products === "true" },
              save,
            ),
          )
        : intent === "pool-copy"
          ? await submitForm(form, copyPoolSchema, (v, save) => api.copy({ category_id: v.id, target_category_ids: v.target_ids }, save), {
              fieldMap: { target_category_ids: "target_ids" },
            })
          : await submitForm(form, removeProductsSchema, (v, save) =>
              api.removeProducts({ category_id: v.id, product_ids: v.product_ids }, save),
            );
  if (!r.ok) return r.failure;
  // a copy names how many of the pool's products it left out (not sold on a target's site)
  const skipped = intent === "pool-copy" ? ((r.value as { skipped?: number }).skipped ?? 0) : 0;
  if (skipped > 0)
    return redirectWithToast(request, back, "category.toast.poolCopiedSkipped", "success", {
      name,
      values: { skipped: skipped.toLocaleString("en-US") },
    });
  const toast = {
    "pool-attach": "category.toast.poolAttached",
    "pool-create": "category.toast.poolCreated",
    "pool-copy": "category.toast.poolCopied",
    "pool-remove": "category.toast.productsRemoved",
  }[intent];
  return redirectWithToast(request, back, toast, "success", { name });
}
