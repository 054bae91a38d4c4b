import { SEND_UPLOAD_MAX_BYTES } from "../../../app/features/market-tool/voucher-rules";
import { writeBatch } from "../../resources/write";
import { receiveFile } from "../../excel/receive";
import { ApiError } from "../../http/errors";
import { positiveId } from "../../http/list";
import { endpoint, type Ctx, type Endpoint } from "../../http/router";
import { whileClaimed } from "../../jobs/claims";
import { voucherSendJob } from "../../jobs/voucher-send";
import { checkListFile, readListFile, refuseList } from "./voucher-list-file";
import { insertResults, loadSend, lockVoucher, SEND_KEY } from "./voucher-send";

// POST /api/market/voucher/send/upload (multipart: `voucher_id`, `file`): a send to an uploaded
// customer list. Every uploaded send is queued, whatever its length (a pasted send of up to 1,000
// lines is still worked at once by POST …/send): the send row, all its lines and its job are
// written in one transaction with the audit row, so a refused file leaves nothing behind and a
// send exists exactly when its job does. Lines that are neither an id nor an email are answered
// (unknown_customer) here; the job (server/jobs/voucher-send.ts) works the rest in batches.

export const voucherUploadEndpoint: Endpoint = endpoint({
  method: "POST",
  path: "/api/market/voucher/send/upload",
  access: { any: [SEND_KEY] },
  stream: true,
  // one import in flight per person (issue 39 §5) while the list is received and read, the heavy part;
  // the send's job then works it in batches of 1,000 through the queue, one job at a time
  handler: (ctx) => whileClaimed(ctx.db, ctx.user.id, "import", ctx.requestId, () => uploadSend(ctx)),
});

async function uploadSend(ctx: Ctx<unknown, unknown>) {
  if (!ctx.jobs) throw new ApiError(503, "The job queue is not running", null, "任务队列未运行");
  const got = await receiveFile(ctx.req, { maxBytes: SEND_UPLOAD_MAX_BYTES, tooLarge: refuseList.tooLarge, check: checkListFile });
  const voucherId = positiveId.safeParse(got.fields.voucher_id);
  if (!voucherId.success)
    throw new ApiError(422, "voucher_id must be a positive integer", { errors: { voucher_id: ["must be a positive integer"] } });
  const lines = await readListFile(got.file, got.fileName);
  const invalid = lines.filter((l) => l.kind === "invalid").length;
  return writeBatch(ctx.db, ctx, async (q) => {
    const v = await lockVoucher(q, voucherId.data, { sendable: true });
    const [s] = await q.query<{ id: number }>(
      `insert into voucher_sends (voucher_id, requested, unknown_customer, source, file_name, status, created_by, created_by_id)
         values ($1, $2, $3, 'upload', $4, 'queued', $5, $6) returning id`,
      [v.id, lines.length, invalid, got.fileName, ctx.user.name, ctx.user.id],
    );
    await insertResults(
      q,
      s.id,
      v.id,
      lines.map((l) => ({ line: l.line, input: l.input, customer_id: null, result: l.kind === "invalid" ? "unknown_customer" : null })),
    );
    const jobId = await ctx.jobs!.enqueue(q, voucherSendJob, { send_id: s.id });
    await q.query("update voucher_sends set job_id = $2 where id = $1", [s.id, jobId]);
    const after = await loadSend(q, s.id);
    return { result: after, log: { action: "send", entity: "voucher", entityId: v.id, after } };
  });
}
