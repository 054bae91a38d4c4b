import * as z from "zod";
import { sendLine, type SendLine, type SendResult } from "../../app/features/market-tool/voucher-rules";
import type { Queryable } from "../db/client";
import { writeAudit } from "../http/app";
import { countOf, decideLines, loadSend, lockVoucher, SEND_DONE_SQL } from "../modules/market/voucher-send";
import { defineJob } from "./define";

// Works a queued send (an uploaded customer list) in batches of SEND_BATCH lines. A batch is one
// `ctx.once` step: under the voucher's row lock it takes the next lines still without a result,
// decides them as a pasted send would (stock, duplicates, unknown customers), writes their results
// and adds what it sent to `issued` — all in one transaction, so stock never goes below zero and a
// batch either happened completely or not at all. A job run again after a crash skips the steps
// already recorded and carries on with the lines still open; a second worker on the same job
// waits on the step's row and then skips it, so no line is ever worked twice.
// A voucher disabled (or expired) while the send runs stops it: the disable waits for the batch
// holding the voucher's lock, and the next batch finds the voucher unsendable, issues nothing more,
// gives every line still open the result voucher_disabled (or voucher_expired) and marks the send
// stopped.

export const SEND_BATCH = 1000;

/** Works the next batch of a send's open lines; returns how many it worked. */
export async function workBatch(q: Queryable, sendId: number): Promise<number> {
  const [s] = await q.query<{ voucher_id: number }>("select voucher_id from voucher_sends where id = $1", [sendId]);
  const v = await lockVoucher(q, s.voucher_id, { sendable: false });
  const open = await q.query<{ id: number; line: number; input: string }>(
    "select id, line, input from voucher_send_results where send_id = $1 and result is null order by id limit $2 for update",
    [sendId, SEND_BATCH],
  );
  if (!open.length) return 0;
  if (!v.enabled || v.expired) return stopSend(q, sendId, v.enabled ? "voucher_expired" : "voucher_disabled");
  // lines that are not an id or email were answered at upload; what is open reads as one again
  const lines = open.map((r) => sendLine(r.line, r.input) ?? ({ line: r.line, input: r.input, kind: "invalid" } as SendLine));
  const decided = await decideLines(q, v, lines, sendId);
  await q.query(
    `update voucher_send_results r set customer_id = d.customer_id, result = d.result
     from unnest($1::int[], $2::int[], $3::text[]) as d(id, customer_id, result) where r.id = d.id`,
    [open.map((r) => r.id), decided.map((d) => d.customer_id), decided.map((d) => d.result)],
  );
  const n = (r: SendResult) => countOf(decided, r);
  await q.query(
    `update voucher_sends set status = 'running', sent = sent + $2, unknown_customer = unknown_customer + $3, duplicate = duplicate + $4,
       out_of_stock = out_of_stock + $5 where id = $1`,
    [sendId, n("sent"), n("unknown_customer"), n("duplicate"), n("out_of_stock")],
  );
  if (n("sent")) await q.query("update vouchers set issued = issued + $2 where id = $1", [v.id, n("sent")]);
  return open.length;
}

/** Closes every open line of a send with `result` and marks the send stopped; returns how many it closed. */
async function stopSend(q: Queryable, sendId: number, result: "voucher_disabled" | "voucher_expired"): Promise<number> {
  const [closed] = await q.query<{ n: number }>(
    "with c as (update voucher_send_results set result = $2 where send_id = $1 and result is null returning 1) select count(*)::int as n from c",
    [sendId, result],
  );
  await q.query(`update voucher_sends set status = 'stopped', ${result} = ${result} + $2, finished_at = now() where id = $1`, [
    sendId,
    closed.n,
  ]);
  return closed.n;
}

export const voucherSendJob = defineJob<{ send_id: number }>({
  name: "market.voucher-send",
  data: z.object({ send_id: z.number().int().positive() }),
  retryLimit: 5,
  expireInSeconds: 3600,
  async run(ctx) {
    const id = ctx.data.send_id;
    const [s] = await ctx.db.query<{ requested: number; status: string }>("select requested, status from voucher_sends where id = $1", [
      id,
    ]);
    // a stopped send still runs its remaining steps: they find no open line, and `finish` logs it
    if (!s || s.status === "done") return;
    await ctx.db.query("update voucher_sends set status = 'running' where id = $1 and status = 'queued'", [id]);
    // every recorded step worked a full batch (or the last lines), so this many steps always suffice
    const steps = Math.ceil(s.requested / SEND_BATCH);
    for (let i = 0; i < steps; i++) {
      await ctx.once(`batch-${i}`, async (q) => void (await workBatch(q, id)));
      const [p] = await ctx.db.query<{ done: number; open: boolean }>(
        `select ${SEND_DONE_SQL} as done,
                exists (select 1 from voucher_send_results r where r.send_id = s.id and r.result is null) as open
           from voucher_sends s where s.id = $1`,
        [id],
      );
      await ctx.progress(p.done, s.requested);
      if (!p.open) break;
    }
    await ctx.once("finish", async (q) => {
      const [left] = await q.query<{ n: number }>(
        "select count(*)::int as n from voucher_send_results where send_id = $1 and result is null",
        [id],
      );
      // never expected: finishing would leave customers without a result, so fail and retry instead
      if (left.n) throw new Error(`voucher send ${id}: ${left.n} lines still open after every batch`);
      // a stopped send keeps its state and the time it stopped
      await q.query("update voucher_sends set status = 'done', finished_at = now() where id = $1 and status <> 'stopped'", [id]);
      const after = await loadSend(q, id);
      const [by] = await q.query<{ id: number | null; name: string }>(
        "select created_by_id as id, created_by as name from voucher_sends where id = $1",
        [id],
      );
      const who = by.id ? { id: by.id, username: "", name: by.name, role: "", permissions: new Set<string>() } : null;
      await writeAudit(q, who, `job:${ctx.id}`, {
        action: after.status === "stopped" ? "send_stopped" : "send_done",
        entity: "voucher",
        entityId: Number(after.voucher_id),
        after,
      });
    });
  },
});
