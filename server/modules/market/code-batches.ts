import type { Writable } from "node:stream";
import { sheetColumns, sheetLang, type SheetLang } from "../../excel/columns";
import { keysetBatches, writeXlsx } from "../../excel/write";
import * as z from "zod";
import { BATCH_COUNT, CODE_LENGTH, CODE_PREFIX, codeSpaceEnough } from "../../../app/features/market-tool/discount-rules";
import type { Queryable } from "../../db/client";
import { Download } from "../../http/download";
import { ApiError, notFound } from "../../http/errors";
import { Filters, idField, pageQuery, paginate, positiveId } from "../../http/list";
import { endpoint, type Endpoint } from "../../http/router";
import { claimHeavy, jobHolder, requestHolder } from "../../jobs/claims";
import { discountCodesJob } from "../../jobs/discount-codes";
import { checkCodeQuota } from "./code-quota";
import { createRecord } from "../../resources/write";

// Batches of discount codes: asking for one enqueues the job (server/jobs/discount-codes.ts) in
// the same transaction as the batch row, so a batch exists exactly when its job does. The result
// page reads the batch (its `generated` count is the progress bar) and pages its codes by keyset;
// the export streams every code of a finished batch as a spreadsheet.

export const DISCOUNT_ROUTE = "discountList";
export const BATCH_ROUTE = "bath-code-create";
export const BATCH_KEY = "bath-code-create-all-right-btns";
const read = { any: [DISCOUNT_ROUTE, BATCH_ROUTE] };
const write = { any: [BATCH_KEY] };

const BATCH_COLS = `b.id, b.discount_id, d.name as discount_name, d.site_abbr as site, d.currency_code, b.prefix, b.code_length,
  b.requested, b.generated, b.status, b.error, b.created_by, b.created_at, b.finished_at`;
const FROM = "discount_code_batches b join discounts d on d.id = b.discount_id";

export const batchCreateBody = z
  .strictObject({
    discount_id: idField,
    prefix: z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(CODE_PREFIX, "must be at most 10 letters A-Z or digits")),
    code_length: z.number().int().min(CODE_LENGTH.min).max(CODE_LENGTH.max),
    count: z.number().int().min(BATCH_COUNT.min).max(BATCH_COUNT.max),
  })
  .superRefine((v, ctx) => {
    if (!codeSpaceEnough(v.code_length, v.count)) {
      const count = v.count.toLocaleString("en-US");
      ctx.addIssue({
        code: "custom",
        path: ["code_length"],
        message: `is too short for ${count} codes: ${v.code_length} symbols of 32 give fewer than ${count} × 10,000,000 codes`,
      });
    }
  });

const listQuery = z.strictObject({
  ...pageQuery,
  discount_id: positiveId.optional(),
  status: z.enum(["queued", "running", "done", "failed"]).optional(),
});
const codesQuery = z.strictObject({
  after: positiveId.optional(),
  page_size: z.coerce
    .number()
    .pipe(z.union([z.literal(20), z.literal(50), z.literal(100)], { error: "page_size must be 20, 50 or 100" }))
    .default(20),
});

const batchId = (params: Record<string, string>) => {
  const parsed = positiveId.safeParse(params.id);
  if (!parsed.success) throw new ApiError(422, "id must be a positive integer", { errors: { id: ["must be a positive integer"] } });
  return parsed.data;
};
const missing = () => notFound("Code batch", "优惠码批次");

export async function loadBatch(q: Queryable, id: number) {
  const [row] = await q.query<{ id: number; status: string; discount_name: string }>(`select ${BATCH_COLS} from ${FROM} where b.id = $1`, [
    id,
  ]);
  if (!row) throw missing();
  return row;
}

/** Writes every code of the batch as an .xlsx to `out`, one page of codes at a time. */
async function writeCodes(q: Queryable, batch: { id: number; discount_name: string }, out: Writable, lang: SheetLang) {
  const rows = keysetBatches<{ id: number; code: string }, number>(
    (after, size) =>
      q.query("select id, code from discount_codes where batch_id = $1 and id > $2 order by id limit $3", [batch.id, after ?? 0, size]),
    (r) => r.id,
  );
  await writeXlsx(
    out,
    "codes",
    sheetColumns<{ code: string }>(lang, [
      { head: { en: "Code", zh: "优惠码" }, value: (r) => r.code, width: 24 },
      { head: { en: "Batch", zh: "批次" }, value: () => batch.id, width: 10 },
      { head: { en: "Discount", zh: "折扣" }, value: () => batch.discount_name, width: 40 },
    ]),
    rows,
  );
}

export const codeBatchEndpoints: Endpoint[] = [
  endpoint<unknown, z.infer<typeof batchCreateBody>>({
    method: "POST",
    path: "/api/market/discount/batch/create",
    access: write,
    body: batchCreateBody,
    async handler(ctx) {
      const { discount_id, prefix, code_length, count } = ctx.body;
      if (!ctx.jobs) throw new ApiError(503, "The job queue is not running", null, "任务队列未运行");
      return ctx.db.tx(async (q) => {
        const [d] = await q.query<{ enabled: boolean; name: string }>("select enabled, name from discounts where id = $1 for share", [
          discount_id,
        ]);
        if (!d) throw notFound("Discount", "优惠码活动");
        if (!d.enabled) {
          throw new ApiError(
            409,
            `Discount ${d.name} is disabled: enable it before making codes`,
            { errors: { discount_id: ["is disabled"] } },
            `优惠码活动 ${d.name} 已停用，请先启用`,
          );
        }
        // one batch in flight per person, within the daily quotas (issue 39.5); the claim's row
        // lock makes a second request of the same person wait here, then count this batch
        const holder = requestHolder(ctx.requestId);
        await claimHeavy(q, ctx.user.id, "batch", holder);
        await checkCodeQuota(q, ctx.user.id, discount_id, count);
        const b = await createRecord<{ id: number }>(q, ctx, {
          table: "discount_code_batches",
          values: { discount_id, prefix, code_length, requested: count, created_by: ctx.user.name, created_by_id: ctx.user.id },
          returning: "id",
          // its job, enqueued in the same transaction, before the log row that names it
          children: async (tx, row) => {
            const jobId = await ctx.jobs!.enqueue(tx, discountCodesJob, { batch_id: row.id });
            // the job holds the claim from here until it ends
            await tx.query("update heavy_claims set holder = $2 where holder = $1", [holder, jobHolder(jobId)]);
            await tx.query("update discount_code_batches set job_id = $2 where id = $1", [row.id, jobId]);
          },
          log: { entity: "discount_code_batch", after: (row) => loadBatch(q, row.id) },
        });
        return loadBatch(q, b.id);
      });
    },
  }),
  endpoint<z.infer<typeof listQuery>>({
    method: "GET",
    path: "/api/market/discount/batches",
    access: read,
    query: listQuery,
    handler: ({ db, query }) => {
      const f = new Filters().add((p) => `b.discount_id = ${p}`, query.discount_id).add((p) => `b.status = ${p}`, query.status);
      return paginate(db, {
        select: BATCH_COLS,
        from: FROM,
        where: f.where,
        params: f.params,
        orderBy: "b.id desc",
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/market/discount/batch/{id}",
    access: read,
    handler: ({ db, params }) => loadBatch(db, batchId(params)),
  }),
  endpoint<z.infer<typeof codesQuery>>({
    method: "GET",
    path: "/api/market/discount/batch/{id}/codes",
    // the codes are what the export hands out: listing them page by page needs the same key
    access: write,
    query: codesQuery,
    async handler({ db, params, query }) {
      const batch = await loadBatch(db, batchId(params));
      // keyset on the code's id: a page costs the same at any depth of a 100,000-code batch
      const rows = await db.query<{ id: number; code: string }>(
        "select id, code from discount_codes where batch_id = $1 and id > $2 order by id limit $3",
        [batch.id, query.after ?? 0, query.page_size + 1],
      );
      const more = rows.length > query.page_size;
      const list = rows.slice(0, query.page_size);
      return { list, page_size: query.page_size, next: more ? list[list.length - 1].id : null };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/market/discount/batch/{id}/export",
    access: write,
    async handler({ db, params, req }) {
      const batch = await loadBatch(db, batchId(params));
      if (batch.status !== "done") {
        throw new ApiError(
          409,
          `The batch is ${batch.status}: it can be exported once it is done`,
          null,
          `批次状态为 ${batch.status}，完成后才能导出`,
        );
      }
      return new Download(
        `discount-codes-batch-${batch.id}.xlsx`,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        (out) => writeCodes(db, batch, out, sheetLang(req)),
      );
    },
  }),
];
