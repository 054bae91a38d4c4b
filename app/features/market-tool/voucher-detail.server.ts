import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { keepTypedThroughOutage, redirectWithToast, submitForm } from "~/lib/forms.server";
import { queryNumber } from "~/lib/query";
import type { PageData } from "~/ui/ListTable";
import { loadRecord } from "../resource/records.server";
import type { Voucher } from "./voucher";
import { SEND_RESULTS, type SendResult } from "./voucher-rules";
import { sendSchema } from "./voucher-schema";

// /market-tool/voucher-detail without a record segment. `?type=` picks the page:
// create → the form (/new); edit&id → the form (/<id>); detail&id → the voucher and its sends;
// send&id → the same with the send form open; result-detail&send=<send id> → one send's
// per-customer results. Sending is a form post (intent=send) to this page.

const ROUTE = "voucher-detail";
export const DETAIL_PAGE = "/market-tool/voucher-detail";

export interface VoucherSend {
  id: number;
  voucher_id: number;
  voucher_name: string;
  site: string;
  requested: number;
  sent: number;
  unknown_customer: number;
  duplicate: number;
  out_of_stock: number;
  created_by: string;
  created_at: string;
}

export interface SendLineResult {
  id: number;
  line: number;
  input: string;
  customer_id: number | null;
  customer_email: string | null;
  customer_name: string | null;
  result: SendResult;
}

export type VoucherDetailData =
  | { mode: "pick"; canCreate: boolean }
  | { mode: "detail" | "send"; voucher: Voucher; sends: PageData<VoucherSend>; canSend: boolean; canEdit: boolean }
  | { mode: "result-detail"; send: VoucherSend; results: PageData<SendLineResult>; result: SendResult | null };

export const loader = orUnavailable(async ({ request }: LoaderFunctionArgs): Promise<VoucherDetailData> => {
  const ctx = await requireRoute(request, ROUTE);
  const url = new URL(request.url);
  const type = url.searchParams.get("type");
  const id = url.searchParams.get("id");
  const intents = ctx.route.intents;
  if (type === "create") throw redirect(`${DETAIL_PAGE}/new`);
  if (type === "edit" && id && /^\d{1,10}$/.test(id)) throw redirect(`${DETAIL_PAGE}/${id}`);
  if (type === "result-detail" && url.searchParams.has("send")) {
    const send = await loadRecord<VoucherSend>(ctx, "market/voucher/send", String(url.searchParams.get("send")));
    const wanted = url.searchParams.get("result");
    const result = SEND_RESULTS.find((r) => r === wanted) ?? null;
    const results = await ctx.api.get<PageData<SendLineResult>>(`market/voucher/send/${send.id}/results`, {
      page: queryNumber(url.searchParams.get("page"), 1),
      page_size: [20, 50, 100].includes(Number(url.searchParams.get("page_size"))) ? Number(url.searchParams.get("page_size")) : 20,
      result: result ?? undefined,
    });
    return { mode: "result-detail", send, results, result };
  }
  if ((type === "detail" || type === "send") && id !== null) {
    const voucher = await loadRecord<Voucher>(ctx, "market/voucher", id);
    const sends = await ctx.api.get<PageData<VoucherSend>>("market/voucher/sends", { voucher_id: voucher.id, page: queryNumber(url.searchParams.get("page"), 1) });
    return { mode: type, voucher, sends, canSend: ctx.can(intents.send), canEdit: ctx.can(intents.update) };
  }
  return { mode: "pick", canCreate: ctx.can(intents.create) };
});

export const action = keepTypedThroughOutage(sendSchema, async ({ request }: ActionFunctionArgs) => {
  const ctx = await requireIntent(request, ROUTE, ["send"]);
  const res = await submitForm(ctx.form, sendSchema, (v, save) => ctx.api.post<VoucherSend>("market/voucher/send", v, save));
  if (!res.ok) return res.failure;
  const send = res.value;
  return redirectWithToast(request, `${DETAIL_PAGE}?type=result-detail&send=${send.id}`, "voucher.sendDone", "success", { name: send.voucher_name });
});
