import { drawSuffix } from "./code-suffix";
import * as z from "zod";
import { BUDGET_CODE_STATES } from "../../../app/features/market-tool/budget-states";
import { formatMoney, fromCents, toCents } from "../../../app/features/market-tool/budget-money";
import { decimalsOf } from "../../../app/domain/money";
import type { Queryable } from "../../db/client";
import { amountCell, HEADS, sheetColumns, sheetLang, timeCell, type SheetColumn, type SheetLang } from "../../excel/columns";
import { keysetBatches, writeXlsx, XLSX_TYPE } from "../../excel/write";
import { Download } from "../../http/download";
import { ApiError, notFound } from "../../http/errors";
import { Filters, containing, paginate } from "../../http/list";
import { createRecord, updateVersioned, writeBatch } from "../../resources/write";
import { endpoint, type Ctx } from "../../http/router";
import { announce, applyReview, decideMany, editReviewed, enterReview, makerById, reviewSteps } from "../../reviews/review";
import { parseId } from "./budgets";
import { CODE_REVIEW_DEF } from "./reviews";
import { makerSql } from "../../reviews/inbox";
import { COMMITTED_SQL, lockBudget, refuseEnded, refuseOverCommit } from "./commitment";
import * as s from "./schemas";
import { CODE_EXAMINE, CODE_READ, CODE_WORK, changeLog, editableIn, invalid } from "./shared";

// Budget codes: a code that spending (a campaign, a discount batch) books against a passed budget,
// up to its cap. Created straight into review (pending), passed or rejected by an examiner, edited
// and resubmitted after a rejection, disabled once no longer to be used. Batches make many at once.

const NOUN = { en: "Budget code", zh: "预算编码" };
const SELECT = `c.id, c.code, c.name, c.budget_id, b.code as budget_code, b.currency, c.cap::text as cap, c.batch_id, c.status,
  c.created_by, c.created_by_name, c.submitted_by, c.version, c.created_at, c.updated_at`;
const FROM = "budget_codes c join budgets b on b.id = c.budget_id";

async function codeById(q: Queryable, id: number) {
  const [row] = await q.query<Record<string, unknown>>(`select ${SELECT} from ${FROM} where c.id = $1`, [id]);
  return row;
}
async function loadCode(q: Queryable, id: number) {
  const row = await codeById(q, id);
  if (!row) throw notFound(NOUN.en, NOUN.zh);
  return row;
}

/**
 * The budget a code books against, locked for the transaction: passed, its period not over, and
 * the cap(s) within what its live codes leave of its amount.
 */
async function passedBudget(
  q: Queryable,
  budgetId: number,
  cap: string,
  opts: { exceptCode?: number; count?: number; decision?: boolean } = {},
) {
  const b = await lockBudget(q, budgetId);
  if (!b) throw invalid("budget_id", "is not a known budget", "预算不存在");
  if (b.status !== "passed") {
    throw new ApiError(
      409,
      `Codes can only book against a passed budget: this one is ${b.status}`,
      { state: b.status },
      `只有已通过的预算可以创建编码：该预算当前为 ${b.status}`,
    );
  }
  refuseEnded(b);
  if (!opts.decision && toCents(cap) > toCents(b.amount))
    throw invalid(
      "cap",
      `must be at most the budget's ${formatMoney(b.currency, b.amount)}`,
      `不能超过预算金额 ${formatMoney(b.currency, b.amount)}`,
    );
  await refuseOverCommit(q, b, cap, opts);
  return b;
}

const duplicate = (code: string) =>
  new ApiError(409, `The code ${code} already exists`, { errors: { code: [`The code ${code} already exists`] } }, `编码 ${code} 已存在`);

const codeFilters = (f: Omit<z.infer<typeof s.codeListQuery>, "page" | "page_size">) =>
  new Filters()
    .add((p) => `c.status = ${p}`, f.status)
    .add((p) => `c.budget_id = ${p}`, f.budget_id)
    .add((p) => `c.batch_id = ${p}`, f.batch_id)
    .add((p) => `(c.code ilike ${p} or c.name ilike ${p})`, f.keyword ? containing(f.keyword) : undefined);

/** SQL: whether the caller made the code's figures (then no "examine" on its row); an integer id, never request text. */
const mineSql = (userId: number) => makerSql(CODE_REVIEW_DEF, "c", String(Math.trunc(Number(userId)) || 0));

const list = (q: Queryable, f: z.infer<typeof s.codeListQuery>, userId = 0) => {
  const w = codeFilters(f);
  return paginate(q, {
    select: `${SELECT}, ${mineSql(userId)} as mine`,
    from: FROM,
    where: w.where,
    params: w.params,
    orderBy: "c.id desc",
    page: f.page,
    pageSize: f.page_size,
  });
};

async function passedBudgets(q: Queryable) {
  return q.query(
    `select b.id, b.code, b.purpose, b.currency, b.amount::text as amount, (b.amount - ${COMMITTED_SQL})::text as remaining,
       to_char(b.period_end, 'YYYY-MM-DD') as period_end
       from budgets b where b.status = 'passed' order by b.id desc limit 100`,
  );
}

type CodeRow = Record<string, unknown>;
const EXPORT_COLUMNS: SheetColumn<CodeRow>[] = [
  { head: { en: "Code", zh: "预算码" }, value: (r) => String(r.code) },
  { head: HEADS.name, value: (r) => String(r.name), width: 40 },
  { head: { en: "Budget", zh: "预算" }, value: (r) => String(r.budget_code) },
  { head: HEADS.currency, value: (r) => String(r.currency), width: 10 },
  // a number in the code's currency, shown with that currency's decimals
  {
    head: { en: "Cap", zh: "上限" },
    value: (r) => amountCell(r.cap as string),
    width: 16,
    decimals: (r) => decimalsOf(String(r.currency)),
  },
  { head: HEADS.status, value: (r) => String(r.status), width: 12 },
  { head: HEADS.createdBy, value: (r) => String(r.created_by_name) },
  { head: HEADS.createdAt, value: (r) => timeCell(r.created_at as string) },
];

/** Every code the filters match, newest first, as a spreadsheet read 1,000 at a time by keyset. */
function exportSheet(db: Queryable, f: z.infer<typeof s.codeExportQuery>, lang: SheetLang) {
  const w = codeFilters(f);
  const n = w.params.length;
  const batches = keysetBatches<Record<string, unknown>, number>(
    (after, size) =>
      db.query(`select ${SELECT} from ${FROM} where ${[...w.where, `c.id < $${n + 1}`].join(" and ")} order by c.id desc limit $${n + 2}`, [
        ...w.params,
        after ?? 2147483647,
        size,
      ]),
    (r) => Number(r.id),
  );
  return new Download("budget-codes.xlsx", XLSX_TYPE, async (out) => {
    await writeXlsx(out, "budget codes", sheetColumns(lang, EXPORT_COLUMNS), batches);
  });
}

type Body<T extends z.ZodType> = Ctx<Record<string, never>, z.infer<T>>;

export const codeEndpoints = [
  endpoint({
    method: "GET",
    path: "/api/budget/code/filter",
    access: CODE_READ,
    handler: async ({ db }) => ({ statuses: BUDGET_CODE_STATES, budgets: await passedBudgets(db) }),
  }),
  endpoint({
    method: "GET",
    path: "/api/budget/code/list",
    access: CODE_READ,
    query: s.codeListQuery,
    handler: ({ db, query, user }) => list(db, query, user.id),
  }),
  endpoint({
    method: "GET",
    path: "/api/budget/code/create",
    access: CODE_WORK,
    handler: async ({ db }) => ({ budgets: await passedBudgets(db) }),
  }),
  endpoint<Record<string, never>, z.infer<typeof s.codeCreateBody>>({
    method: "POST",
    path: "/api/budget/code/post_create",
    access: CODE_WORK,
    body: s.codeCreateBody,
    handler: (ctx: Body<typeof s.codeCreateBody>) =>
      ctx.db.tx(async (q) => {
        const c = ctx.body;
        if ((await q.query("select 1 from budget_codes where code = $1", [c.code])).length) throw duplicate(c.code);
        await passedBudget(q, c.budget_id, c.cap);
        const row = await createRecord(q, ctx, {
          table: "budget_codes",
          values: {
            code: c.code,
            name: c.name,
            budget_id: c.budget_id,
            cap: c.cap,
            status: "pending",
            created_by: ctx.user.id,
            created_by_name: ctx.user.name,
            submitted_by: ctx.user.id,
          },
          log: { entity: "budget_code", after: (r) => codeById(q, Number(r.id)) },
        });
        await enterReview(ctx, q, CODE_REVIEW_DEF, row, "resubmit");
        return loadCode(q, Number(row.id));
      }),
  }),
  endpoint<Record<string, never>>({
    method: "GET",
    path: "/api/budget/code/detail/{id}",
    access: CODE_READ,
    handler: async ({ db, params, user }) => {
      const code = await loadCode(db, parseId(params.id));
      const [budget] = await db.query(
        `select b.amount::text as amount, ${COMMITTED_SQL}::text as committed, (b.amount - ${COMMITTED_SQL})::text as remaining,
           to_char(b.period_end, 'YYYY-MM-DD') as period_end from budgets b where b.id = $1`,
        [code.budget_id],
      );
      return {
        ...code,
        budget_figures: budget,
        review: await reviewSteps(db, "budget_code", Number(code.id)),
        decide_block: await makerById(db, CODE_REVIEW_DEF, Number(code.id), user.id),
      };
    },
  }),
  endpoint<Record<string, never>, z.infer<typeof s.codeUpdateBody>>({
    method: "POST",
    path: "/api/budget/code/update",
    access: CODE_WORK,
    body: s.codeUpdateBody,
    handler: (ctx: Body<typeof s.codeUpdateBody>) =>
      ctx.db.tx(async (q) => {
        const c = ctx.body;
        const before = await codeById(q, c.id);
        if (!before) throw notFound(NOUN.en, NOUN.zh);
        editableIn(["pending", "rejected"], String(before.status), { en: "budget code", zh: "预算编码" });
        await passedBudget(q, Number(before.budget_id), c.cap, { exceptCode: c.id });
        // a pending code edited is submitted again (examiners mailed anew); a decision on what they saw before is refused
        await editReviewed(ctx, q, CODE_REVIEW_DEF, c.id, async () => {
          await updateVersioned(q, ctx, {
            table: "budget_codes",
            id: c.id,
            version: c.version,
            set: { name: c.name, cap: c.cap },
            actor: null,
            returning: "id, version",
            current: () => codeById(q, c.id),
            log: { entity: "budget_code", before, after: () => codeById(q, c.id) },
          });
        });
        // a rejected code goes back to review once corrected
        // Stryker disable next-line ObjectLiteral: the noun only names a missing record in a 404, and this code was read and updated just above in the same transaction (codes are never deleted)
        const review = before.status === "rejected" ? await applyReview(ctx, q, CODE_REVIEW_DEF, c.id, "resubmit", { noun: NOUN }) : null;
        return { code: await loadCode(q, c.id), review };
      }),
  }),
  endpoint<Record<string, never>, z.infer<typeof s.codeIdBody>>({
    method: "POST",
    path: "/api/budget/code/disable",
    access: CODE_WORK,
    body: s.codeIdBody,
    handler: (ctx: Body<typeof s.codeIdBody>) =>
      ctx.db.tx(async (q) => {
        const review = await applyReview(ctx, q, CODE_REVIEW_DEF, ctx.body.id, "disable", { noun: NOUN });
        return { code: await loadCode(q, ctx.body.id), review };
      }),
  }),
  endpoint<Record<string, never>, z.infer<typeof s.codePassBody>>({
    method: "POST",
    path: "/api/budget/code/pass",
    access: CODE_EXAMINE,
    body: s.codePassBody,
    handler: (ctx: Body<typeof s.codePassBody>) =>
      ctx.db.tx(async (q) => {
        // the budget is locked before the code (as on every booking path), then booked again by the
        // review's own check, after its state, maker and version checks: a revision may have lowered
        // the amount, or its period ended, since the code was made
        const [code] = await q.query<{ budget_id: number }>("select budget_id from budget_codes where id = $1", [ctx.body.id]);
        if (code) await lockBudget(q, code.budget_id);
        const review = await applyReview(ctx, q, CODE_REVIEW_DEF, ctx.body.id, "pass", {
          version: ctx.body.version,
          noun: NOUN,
          check: async (row) => {
            await passedBudget(q, Number(row.budget_id), String(row.cap), { exceptCode: ctx.body.id, decision: true });
          },
        });
        return { code: await loadCode(q, ctx.body.id), review };
      }),
  }),
  endpoint<Record<string, never>, z.infer<typeof s.codeRejectBody>>({
    method: "POST",
    path: "/api/budget/code/reject",
    access: CODE_EXAMINE,
    body: s.codeRejectBody,
    handler: (ctx: Body<typeof s.codeRejectBody>) =>
      ctx.db.tx(async (q) => {
        const review = await applyReview(ctx, q, CODE_REVIEW_DEF, ctx.body.id, "reject", {
          reason: ctx.body.reason,
          version: ctx.body.version,
          noun: NOUN,
        });
        return { code: await loadCode(q, ctx.body.id), review };
      }),
  }),
  endpoint<Record<string, never>, z.infer<typeof s.codeBatchDecideBody>>({
    method: "POST",
    path: "/api/budget/code/batch_decide",
    access: CODE_EXAMINE,
    body: s.codeBatchDecideBody,
    handler: (ctx: Body<typeof s.codeBatchDecideBody>) =>
      ctx.db.tx(async (q) => {
        const b = ctx.body;
        const ids = b.codes.map((c) => c.id);
        // budgets before codes, in id order, as on every booking path
        const budgets = await q.query<{ budget_id: number }>(
          "select distinct budget_id from budget_codes where id = any($1) order by budget_id",
          [ids],
        );
        for (const x of budgets) await lockBudget(q, x.budget_id);
        const currency = new Map(
          (
            await q.query<{ id: number; currency: string }>(
              "select c.id, b.currency from budget_codes c join budgets b on b.id = c.budget_id where c.id = any($1)",
              [ids],
            )
          ).map((r) => [Number(r.id), r.currency]),
        );
        const outcome = await decideMany(ctx, q, CODE_REVIEW_DEF, b.codes, b.action, {
          reason: b.reason,
          noun: NOUN,
          name: (row) => String(row.code),
          check:
            b.action === "pass"
              ? async (row) => {
                  await passedBudget(q, Number(row.budget_id), String(row.cap), { exceptCode: Number(row.id), decision: true });
                }
              : undefined,
          // one mail per maker: their codes of this decision, their total cap
          mailRow: (rows) => ({
            ...rows[0],
            mail_name: `${rows.length} × ${String(rows[0].code).replace(/-[^-]*$/, "")}`,
            name:
              rows.length > 10
                ? `${rows
                    .slice(0, 10)
                    .map((r) => String(r.code))
                    .join(", ")}, …`
                : rows.map((r) => String(r.code)).join(", "),
            cap: fromCents(rows.reduce((sum, r) => sum + toCents(String(r.cap)), 0n)),
          }),
          linkPath: b.batch_id ? `/market-tool/budget-list?view=codes&batch_id=${b.batch_id}` : "/market-tool/budget-list?view=codes",
        });
        const [sum] = await q.query<{ total: string }>("select coalesce(sum(cap), 0)::text as total from budget_codes where id = any($1)", [
          ids,
        ]);
        return { ...outcome, total_cap: sum.total, currency: currency.get(ids[0]) ?? "" };
      }),
  }),
  endpoint({
    method: "GET",
    path: "/api/budget/code/export",
    access: CODE_READ,
    query: s.codeExportQuery,
    handler: async ({ db, query, req }) => {
      if (query.format === "xlsx") return exportSheet(db, query, sheetLang(req));
      // at most 10,000 rows, the filtered list in the list's order
      const page = await list(db, { ...query, page: 1, page_size: 10_000 } as never);
      return {
        columns: ["code", "name", "budget_code", "currency", "cap", "status", "created_by_name", "created_at"],
        rows: page.list,
        total: page.total,
      };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/budget/code/ajax_logs",
    access: CODE_READ,
    query: s.idQuery,
    handler: async ({ db, query }) => {
      await loadCode(db, query.id);
      return { list: await changeLog(db, "budget_code", query.id), review: await reviewSteps(db, "budget_code", query.id) };
    },
  }),
  endpoint<Record<string, never>, z.infer<typeof s.batchBody>>({
    method: "POST",
    path: "/api/budget/code/batch_create",
    access: CODE_WORK,
    body: s.batchBody,
    handler: (ctx: Body<typeof s.batchBody>) =>
      writeBatch(ctx.db, ctx, async (q) => {
        const b = ctx.body;
        const budget = await passedBudget(q, b.budget_id, b.cap, { count: b.count });
        const [batch] = await q.query<{ id: number }>(
          "insert into budget_code_batches (budget_id, prefix, count, cap, created_by, created_by_name) values ($1, $2, $3, $4, $5, $6) returning id",
          [b.budget_id, b.prefix, b.count, b.cap, ctx.user.id, ctx.user.name],
        );
        const codes = new Set<string>();
        while (codes.size < b.count) {
          codes.add(`${b.prefix}-${drawSuffix(8)}`);
        }
        // a suffix taken by an earlier code is drawn again (8 of 31 characters: rare)
        const taken = new Set(
          (await q.query<{ code: string }>("select code from budget_codes where code = any($1)", [[...codes]])).map((r) => r.code),
        );
        for (const c of taken) {
          codes.delete(c);
          let next: string;
          do next = `${b.prefix}-${drawSuffix(8)}`;
          while (codes.has(next) || (await q.query("select 1 from budget_codes where code = $1", [next])).length);
          codes.add(next);
        }
        const rows = await q.query<Record<string, unknown>>(
          `insert into budget_codes (code, name, budget_id, cap, batch_id, status, created_by, created_by_name, submitted_by)
           select c, $2, $3, $4, $5, 'pending', $6, $7, $6 from unnest($1::text[]) as c returning *`,
          [[...codes], `${b.prefix} batch #${batch.id}`, b.budget_id, b.cap, batch.id, ctx.user.id, ctx.user.name],
        );
        for (const row of rows) await enterReview(ctx, q, CODE_REVIEW_DEF, row, "resubmit", { mail: false });
        // one mail per examiner for the whole batch, linking to its codes
        await announce(
          ctx,
          q,
          CODE_REVIEW_DEF,
          { ...rows[0], mail_name: `${b.prefix} ×${rows.length}`, name: `${b.prefix} batch #${batch.id}`, currency: budget.currency },
          "resubmit",
          `/market-tool/budget-list?view=codes&batch_id=${batch.id}`,
        );
        const log = { action: "batch_create", entity: "budget_code_batch", entityId: batch.id, after: { ...b, codes: rows.length } };
        return { result: { batch_id: batch.id, count: rows.length }, log };
      }),
  }),
  endpoint({
    method: "GET",
    path: "/api/budget/code/batch_create_list",
    access: CODE_READ,
    query: s.batchListQuery,
    handler: ({ db, query: f }) => {
      const w = new Filters().add((p) => `t.budget_id = ${p}`, f.budget_id);
      return paginate(db, {
        select: `t.id, t.budget_id, b.code as budget_code, b.currency, t.prefix, t.count, t.cap::text as cap, t.created_by_name, t.created_at,
          (select count(*)::int from budget_codes c where c.batch_id = t.id and c.status = 'passed') as passed`,
        from: "budget_code_batches t join budgets b on b.id = t.budget_id",
        where: w.where,
        params: w.params,
        orderBy: "t.id desc",
        page: f.page,
        pageSize: f.page_size,
      });
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/budget/code/result",
    access: CODE_READ,
    query: s.batchResultQuery,
    handler: async ({ db, query, user }) => {
      const [batch] = await db.query<{ budget_id: number }>(
        "select id, budget_id, prefix, count, cap::text as cap, created_by_name, created_at from budget_code_batches where id = $1",
        [query.batch_id],
      );
      if (!batch) throw notFound("Batch", "批次");
      const codes = await db.query(`select ${SELECT}, ${mineSql(user.id)} as mine from ${FROM} where c.batch_id = $1 order by c.id`, [
        query.batch_id,
      ]);
      // the approver's summary: what the budget has left beside the batch's caps
      const [budget] = await db.query(
        `select b.code, b.currency, b.amount::text as amount, ${COMMITTED_SQL}::text as committed, (b.amount - ${COMMITTED_SQL})::text as remaining
           from budgets b where b.id = $1`,
        [batch.budget_id],
      );
      return { batch, codes, budget };
    },
  }),
];
