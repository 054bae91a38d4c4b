import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { keepTypedThroughOutage, redirectWithToast, submitForm } from "~/lib/forms.server";
import { idParam } from "~/lib/list-query";
import { routeByName } from "~/lib/route-tree";
import { queryNumber } from "~/lib/query";
import type { PageData } from "~/ui/ListTable";
import { loadRecord } from "../resource/records.server";
import type { Discount } from "./discount";
import { batchSchema } from "./discount-schema";
import { marketApi } from "./market-api.server";

// bath-code-create: ?discount_id=<id> the discount, its batches and the form for a new one;
// ?batch=<id> one batch's progress and codes; neither, the latest batches of every discount.

const ROUTE = "bath-code-create";
export const BATCH_PAGE = "/market-tool/bath-code-create";

export interface Batch {
  id: number;
  discount_id: number;
  discount_name: string;
  site: string;
  currency_code: string;
  prefix: string;
  code_length: number;
  requested: number;
  generated: number;
  status: "queued" | "running" | "done" | "failed";
  error: string | null;
  created_by: string;
  created_at: string;
  finished_at: string | null;
}

export interface CodesPage {
  list: { id: number; code: string }[];
  page_size: number;
  next: number | null;
}

export type BatchPageData =
  | { mode: "batch"; batch: Batch; codes: CodesPage | null; keys: string[] }
  | { mode: "list"; discount: Discount | null; batches: PageData<Batch>; keys: string[] };

export const loader = orUnavailable(async ({ request }: LoaderFunctionArgs): Promise<BatchPageData> => {
  const ctx = await requireRoute(request, ROUTE);
  const url = new URL(request.url);
  const batchId = idParam(url, "batch");
  if (url.searchParams.has("batch")) {
    const batch = await loadRecord(marketApi(ctx.api).discount.batch, String(batchId ?? url.searchParams.get("batch")));
    // the codes are shown to those who may export them (the API asks the same key)
    const mayExport = ctx.keys.includes(routeByName(ROUTE)!.intents.export);
    const codes = mayExport ? await marketApi(ctx.api).discount.batchCodes(batch.id, { after: idParam(url, "after") ?? undefined }) : null;
    return { mode: "batch", batch, codes, keys: ctx.keys };
  }
  const discountId = url.searchParams.has("discount_id") ? String(url.searchParams.get("discount_id")) : null;
  const [discount, batches] = await Promise.all([
    discountId === null ? null : loadRecord(marketApi(ctx.api).discount, discountId),
    marketApi(ctx.api).discount.batches({
      discount_id: idParam(url, "discount_id") ?? undefined,
      page: queryNumber(url.searchParams.get("page"), 1),
    }),
  ]);
  return { mode: "list", discount, batches, keys: ctx.keys };
});

export const action = keepTypedThroughOutage(batchSchema, async ({ request }: ActionFunctionArgs) => {
  const ctx = await requireIntent(request, ROUTE, ["generate"]);
  const res = await submitForm(ctx.form, batchSchema, (v, save) => marketApi(ctx.api).discount.createBatch(v, save));
  if (!res.ok) return res.failure;
  const batch = res.value;
  return redirectWithToast(request, `${BATCH_PAGE}?batch=${batch.id}`, "promo.batch.started", "success", { name: batch.discount_name });
});
