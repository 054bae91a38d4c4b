import * as z from "zod";
import { writeBatch } from "../../resources/write";
import {
  parseSendList,
  SEND_MAX_LINES,
  SEND_RESULTS,
  type SendLine,
  type SendResult,
} from "../../../app/features/market-tool/voucher-rules";
import type { Queryable } from "../../db/client";
import { ApiError, notFound } from "../../http/errors";
import { Filters, idField, pageQuery, paginate, positiveId } from "../../http/list";
import { endpoint, type Endpoint } from "../../http/router";
import { INVALID_ROUTE, VOUCHER_ROUTE } from "./voucher";

// Sending a voucher to a pasted list of customers (ids or emails on the voucher's site, one a line).
// The whole send is one transaction with its audit row: the voucher row is locked, each line gets a
// result in list order — sent, unknown_customer (no such customer on the voucher's site, or not an
// id or email), duplicate (listed twice, or the customer already holds per_customer of it) or
// out_of_stock (the stock ran out before this line) — and `issued` grows by what was sent, so stock
// never goes below zero (the table's check says so too).

export const SEND_KEY = "voucher-list-all-right-btns";
const read = { any: [VOUCHER_ROUTE, INVALID_ROUTE, "voucher-detail"] };

export const sendBody = z.strictObject({
  voucher_id: idField,
  customers: z
    .string({ error: "is required" })
    .max(SEND_MAX_LINES * 300, "is too long")
    .refine((v) => !v.includes("\u0000"), "must not contain a NUL character")
    .refine((v) => parseSendList(v).length > 0, "must name at least one customer")
    .refine((v) => parseSendList(v).length <= SEND_MAX_LINES, `must name at most ${SEND_MAX_LINES} customers`),
});

/** the lines of a send that have a result (SQL over the send's row `s`) */
export const SEND_DONE_SQL = "s.sent + s.unknown_customer + s.duplicate + s.out_of_stock + s.voucher_disabled + s.voucher_expired";
const SEND_COLS = `s.id, s.voucher_id, v.name as voucher_name, v.site_abbr as site, s.requested, s.sent, s.unknown_customer, s.duplicate,
  s.out_of_stock, s.voucher_disabled, s.voucher_expired, ${SEND_DONE_SQL} as done, s.source, s.file_name, s.status, s.created_by, s.created_at,
  s.finished_at`;
const SEND_FROM = "voucher_sends s join vouchers v on v.id = s.voucher_id";
const sendsQuery = z.strictObject({ ...pageQuery, voucher_id: positiveId.optional() });
const resultsQuery = z.strictObject({
  ...pageQuery,
  result: z.enum(SEND_RESULTS, { error: `must be one of ${SEND_RESULTS.join(", ")}` }).optional(),
});

const idOf = (params: Record<string, string>) => {
  const parsed = positiveId.safeParse(params.id);
  if (!parsed.success) throw new ApiError(422, "id must be a positive integer", { errors: { id: ["must be a positive integer"] } });
  return parsed.data;
};

export async function loadSend(q: Queryable, id: number) {
  const [row] = await q.query<Record<string, unknown>>(`select ${SEND_COLS} from ${SEND_FROM} where s.id = $1`, [id]);
  if (!row) throw notFound("Voucher send", "优惠券发放记录");
  return row;
}

export type SendVoucher = {
  id: number;
  name: string;
  site_abbr: string;
  enabled: boolean;
  expired: boolean;
  per_customer: number;
  total_stock: number;
  issued: number;
};

/**
 * Locks the voucher row for the rest of the transaction (every send and every batch of a queued
 * send takes this lock first, so stock is counted by one of them at a time); with `sendable`, a
 * disabled or expired voucher is refused.
 */
export async function lockVoucher(q: Queryable, voucherId: number, { sendable }: { sendable: boolean }): Promise<SendVoucher> {
  const [v] = await q.query<SendVoucher>(
    "select id, name, site_abbr, enabled, end_at < now() as expired, per_customer, total_stock, issued from vouchers where id = $1 for update",
    [voucherId],
  );
  if (!v) throw notFound("Voucher", "优惠券");
  if (!sendable) return v;
  if (!v.enabled)
    throw new ApiError(
      409,
      `Voucher ${v.name} is disabled: enable it before sending it`,
      { errors: { voucher_id: ["is disabled"] } },
      `优惠券 ${v.name} 已停用，请先启用`,
    );
  if (v.expired)
    throw new ApiError(
      409,
      `Voucher ${v.name} has expired: it can no longer be sent`,
      { errors: { voucher_id: ["has expired"] } },
      `优惠券 ${v.name} 已过期，不能发放`,
    );
  return v;
}

export type Decided = { line: number; input: string; customer_id: number | null; result: SendResult };

/**
 * What each of `lines` comes to, in order, under the voucher's lock. `sendId` names a queued send
 * whose earlier batches are already worked: a customer met there counts as listed before, as a
 * customer met earlier in the same pasted list does.
 */
export async function decideLines(q: Queryable, v: SendVoucher, lines: SendLine[], sendId: number | null): Promise<Decided[]> {
  const ids = lines.flatMap((l) => (l.kind === "id" ? [l.id] : []));
  const emails = lines.flatMap((l) => (l.kind === "email" ? [l.email] : []));
  const found = await q.query<{ id: number; email: string }>(
    "select id, lower(email) as email from customers where site_abbr = $1 and (id = any($2::int[]) or lower(email) = any($3::text[]))",
    [v.site_abbr, ids, emails],
  );
  const byId = new Map(found.map((c) => [c.id, c.id]));
  const byEmail = new Map(found.map((c) => [c.email, c.id]));
  const foundIds = found.map((c) => c.id);
  const held = new Map(
    (
      await q.query<{ customer_id: number; n: number }>(
        "select customer_id, count(*)::int as n from voucher_send_results where voucher_id = $1 and result = 'sent' and customer_id = any($2::int[]) group by customer_id",
        [v.id, foundIds],
      )
    ).map((r) => [r.customer_id, r.n]),
  );
  const seen = new Set<number>(
    sendId === null
      ? []
      : (
          await q.query<{ customer_id: number }>(
            "select distinct customer_id from voucher_send_results where send_id = $1 and result is not null and customer_id = any($2::int[])",
            [sendId, foundIds],
          )
        ).map((r) => r.customer_id),
  );
  let left = v.total_stock - v.issued;
  const results: Decided[] = [];
  for (const l of lines) {
    const customer = l.kind === "id" ? byId.get(l.id) : l.kind === "email" ? byEmail.get(l.email) : undefined;
    let result: SendResult;
    if (customer === undefined) result = "unknown_customer";
    else if (seen.has(customer) || (held.get(customer) ?? 0) >= v.per_customer) result = "duplicate";
    else if (left <= 0) result = "out_of_stock";
    else {
      result = "sent";
      left -= 1;
    }
    if (customer !== undefined) seen.add(customer);
    results.push({ line: l.line, input: l.input, customer_id: customer ?? null, result });
  }
  return results;
}

export const countOf = (results: { result: SendResult | null }[], r: SendResult) => results.filter((x) => x.result === r).length;

/** A pasted list worked at once; `source` 'turnplate' marks the one-line send that gives a wheel's voucher prize. */
export async function sendVoucher(
  q: Queryable,
  voucherId: number,
  text: string,
  actor: { id: number | null; name: string },
  source: "paste" | "turnplate" = "paste",
) {
  const v = await lockVoucher(q, voucherId, { sendable: true });
  const results = await decideLines(q, v, parseSendList(text), null);
  const count = (r: SendResult) => countOf(results, r);
  const [s] = await q.query<{ id: number }>(
    `insert into voucher_sends (voucher_id, requested, sent, unknown_customer, duplicate, out_of_stock, created_by, created_by_id, finished_at, source)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9) returning id`,
    [
      v.id,
      results.length,
      count("sent"),
      count("unknown_customer"),
      count("duplicate"),
      count("out_of_stock"),
      actor.name,
      actor.id,
      source,
    ],
  );
  await insertResults(q, s.id, v.id, results);
  if (count("sent")) await q.query("update vouchers set issued = issued + $2 where id = $1", [v.id, count("sent")]);
  return s.id;
}

/** Writes a send's lines with their results (null: not worked yet) in one statement. */
export async function insertResults(
  q: Queryable,
  sendId: number,
  voucherId: number,
  rows: { line: number; input: string; customer_id: number | null; result: SendResult | null }[],
) {
  await q.query(
    `insert into voucher_send_results (send_id, voucher_id, line, input, customer_id, result)
     select $1, $2, r.line, r.input, r.customer_id, r.result
     from unnest($3::int[], $4::text[], $5::int[], $6::text[]) as r(line, input, customer_id, result)`,
    [sendId, voucherId, rows.map((r) => r.line), rows.map((r) => r.input), rows.map((r) => r.customer_id), rows.map((r) => r.result)],
  );
}

export const voucherSendEndpoints: Endpoint[] = [
  endpoint<unknown, z.infer<typeof sendBody>>({
    method: "POST",
    path: "/api/market/voucher/send",
    access: { any: [SEND_KEY] },
    body: sendBody,
    handler: (ctx) =>
      writeBatch(ctx.db, ctx, async (q) => {
        const id = await sendVoucher(q, ctx.body.voucher_id, ctx.body.customers, ctx.user);
        const after = await loadSend(q, id);
        return { result: after, log: { action: "send", entity: "voucher", entityId: ctx.body.voucher_id, after } };
      }),
  }),
  endpoint<z.infer<typeof sendsQuery>>({
    method: "GET",
    path: "/api/market/voucher/sends",
    access: read,
    query: sendsQuery,
    handler: ({ db, query }) => {
      const f = new Filters().add((p) => `s.voucher_id = ${p}`, query.voucher_id);
      return paginate(db, {
        select: SEND_COLS,
        from: SEND_FROM,
        where: f.where,
        params: f.params,
        orderBy: "s.id desc",
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/market/voucher/send/{id}",
    access: read,
    handler: ({ db, params }) => loadSend(db, idOf(params)),
  }),
  endpoint<z.infer<typeof resultsQuery>>({
    method: "GET",
    path: "/api/market/voucher/send/{id}/results",
    access: read,
    query: resultsQuery,
    async handler({ db, params, query }) {
      const send = await loadSend(db, idOf(params));
      // a send has at most 50,000 lines: offset paging over (send_id, id) stays a short index walk;
      // lines of a queued send not worked yet have no result and are not shown
      const f = new Filters().add((p) => `r.send_id = ${p} and r.result is not null`, send.id).add((p) => `r.result = ${p}`, query.result);
      return paginate(db, {
        select:
          "r.id, r.line, r.input, r.customer_id, c.email as customer_email, trim(c.first_name || ' ' || c.last_name) as customer_name, r.result",
        from: "voucher_send_results r left join customers c on c.id = r.customer_id",
        where: f.where,
        params: f.params,
        orderBy: "r.id",
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),
];
