import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { keepTypedThroughOutage, redirectWithToast, submitForm } from "~/lib/forms.server";
import { queryNumber } from "~/lib/query";
import type { PageData } from "~/ui/ListTable";
import { loadRecord } from "../resource/records.server";
import type { Voucher } from "./voucher";
import { SEND_RESULTS, type SendResult, type SendStatus } from "./voucher-rules";

export type { SendStatus };
import { sendSchema } from "./voucher-schema";
import { formAction, formLoader } from "./voucher.server";
import { marketApi } from "./market-api.server";

// /market-tool/voucher-detail/<id>?type=… picks the page: edit (or none) → the resource form;
// detail → the voucher and its sends; send → the same with the send form open;
// result-detail&send=<send id> → one send's per-customer results. Sending is a form post
// (intent=send) to the send page. Without a record (/market-tool/voucher-detail): create → /new,
// edit|detail|send|result-detail with &id=<id> → /<id>?type=…, nothing → where to go.

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
  /** lines a stopped send did not send because its voucher was disabled / had expired */
  voucher_disabled: number;
  voucher_expired: number;
  /** lines worked so far (the result counts together); equals requested once the send is done or stopped */
  done: number;
  source: "paste" | "upload" | "turnplate";
  file_name: string | null;
  status: SendStatus;
  created_by: string;
  created_at: string;
  finished_at: string | null;
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
  | { mode: "form" }
  | { mode: "detail" | "send"; voucher: Voucher; sends: PageData<VoucherSend>; canSend: boolean; canEdit: boolean }
  | { mode: "result-detail"; send: VoucherSend; results: PageData<SendLineResult>; result: SendResult | null };

/** writing 50,000 lines takes a few seconds on a busy database; the default API time-out is for reads */
const UPLOAD_TIMEOUT_MS = 60_000;

export const PAGES = ["detail", "send", "result-detail"] as const;
const pageOf = (request: Request) => {
  const type = new URL(request.url).searchParams.get("type");
  return PAGES.find((p) => p === type) ?? null;
};

/** /market-tool/voucher-detail: where a `type` without a record segment goes. */
export const indexLoader = orUnavailable(async ({ request }: LoaderFunctionArgs): Promise<VoucherDetailData> => {
  const ctx = await requireRoute(request, ROUTE);
  const url = new URL(request.url);
  const type = url.searchParams.get("type");
  const id = url.searchParams.get("id");
  if (type === "create") throw redirect(`${DETAIL_PAGE}/new`);
  if (type && id && /^\d{1,10}$/.test(id)) {
    const keep = new URLSearchParams(url.search);
    keep.delete("id");
    if (type === "edit") keep.delete("type");
    const q = keep.toString();
    throw redirect(`${DETAIL_PAGE}/${id}${q ? `?${q}` : ""}`);
  }
  return { mode: "pick", canCreate: ctx.can(ctx.route.intents.create) };
});

/** /market-tool/voucher-detail/<id>: the form, or the voucher's detail, send or result page. */
export async function loader(args: LoaderFunctionArgs) {
  const page = pageOf(args.request);
  if (!page || args.params.id === "new") return formLoader(args);
  return pageLoader(args, page);
}

const pageLoader = orUnavailable(
  async ({ request, params }: LoaderFunctionArgs, page: (typeof PAGES)[number]): Promise<VoucherDetailData> => {
    const ctx = await requireRoute(request, ROUTE);
    const url = new URL(request.url);
    const intents = ctx.route.intents;
    const voucher = await loadRecord(marketApi(ctx.api).voucher, params.id);
    if (page === "result-detail") {
      const send = await loadRecord(marketApi(ctx.api).voucher.sendRecord, String(url.searchParams.get("send") ?? ""));
      if (send.voucher_id !== voucher.id) throw redirect(`${DETAIL_PAGE}/${send.voucher_id}?type=result-detail&send=${send.id}`);
      const wanted = url.searchParams.get("result");
      const result = SEND_RESULTS.find((r) => r === wanted) ?? null;
      const results = await marketApi(ctx.api).voucher.sendResults(send.id, {
        page: queryNumber(url.searchParams.get("page"), 1),
        page_size: [20, 50, 100].includes(Number(url.searchParams.get("page_size"))) ? Number(url.searchParams.get("page_size")) : 20,
        result: result ?? undefined,
      });
      return { mode: "result-detail", send, results, result };
    }
    const sends = await marketApi(ctx.api).voucher.sends({
      voucher_id: voucher.id,
      page: queryNumber(url.searchParams.get("page"), 1),
    });
    return { mode: page, voucher, sends, canSend: ctx.can(intents.send), canEdit: ctx.can(intents.update) };
  },
);

/** the form's save (create, update), or a send posted from the send page */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.clone().formData();
  return form.get("intent") === "send" ? sendAction(args) : formAction(args);
}

const sendAction = keepTypedThroughOutage(sendSchema, async ({ request }: ActionFunctionArgs) => {
  const ctx = await requireIntent(request, ROUTE, ["send"]);
  const res = await submitForm(ctx.form, sendSchema, ({ voucher_id, customers, file }, save) => {
    if (!file) return marketApi(ctx.api).voucher.send({ voucher_id, customers }, save);
    // an uploaded list is always queued: the API answers once the lines are written, not worked
    const body = new FormData();
    body.append("voucher_id", String(voucher_id));
    body.append("file", file, file.name);
    return marketApi(ctx.api).voucher.sendUpload(body, { timeoutMs: UPLOAD_TIMEOUT_MS });
  });
  if (!res.ok) return res.failure;
  const send = res.value;
  const done = send.status === "done" ? "voucher.sendDone" : "voucher.sendQueued";
  return redirectWithToast(request, `${DETAIL_PAGE}/${send.voucher_id}?type=result-detail&send=${send.id}`, done, "success", {
    name: send.voucher_name,
  });
});
