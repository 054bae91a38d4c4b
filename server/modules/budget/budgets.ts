import * as z from "zod";
import { BUDGET_KEYS as K } from "../../../app/features/market-tool/budget-keys";
import { BUDGET_STATES } from "../../../app/features/market-tool/budget-states";
import type { Queryable } from "../../db/client";
import { notFound, validationError } from "../../http/errors";
import { Filters, containing, paginate, positiveId } from "../../http/list";
import { createRecord, sql, updateVersioned } from "../../resources/write";
import { endpoint, type Ctx } from "../../http/router";
import { applyReview, editReviewed, makerById, reviewSteps } from "../../reviews/review";
import { refuseForeignCurrency, siteCurrencies } from "../config/site-currencies";
import { COMMITTED_SQL } from "./commitment";
import { BUDGET_REVIEW_DEF, REVISION_REVIEW_DEF } from "./reviews";
import { makerSql } from "../../reviews/inbox";
import * as s from "./schemas";
import { READ, EDIT, EXAMINE, changeLog, departmentExists, editableIn, needs } from "./shared";

// Budget orders: created (draft) and edited by an operator, submitted for review, passed or
// rejected by an approver; a rejected budget is edited and submitted again.

export const BUDGET_FROM = "budgets b join departments d on d.id = b.department_id";
export const BUDGET_SELECT = `b.id, b.code, b.purpose, b.department_id, d.name as department, b.site_abbr as site, b.currency,
  b.amount::text as amount, ${COMMITTED_SQL}::text as committed, (b.amount - ${COMMITTED_SQL})::text as remaining,
  to_char(b.period_start, 'YYYY-MM-DD') as period_start, to_char(b.period_end, 'YYYY-MM-DD') as period_end,
  b.lines, b.status, b.created_by, b.created_by_name, b.submitted_by,
  (select display_name from users u where u.id = b.submitted_by) as submitter_name, b.version, b.created_at, b.updated_at`;

const NOUN = { en: "Budget", zh: "预算" };

export async function budgetById(q: Queryable, id: number) {
  const [row] = await q.query<Record<string, unknown>>(`select ${BUDGET_SELECT} from ${BUDGET_FROM} where b.id = $1`, [id]);
  return row;
}

async function loadBudget(q: Queryable, id: number) {
  const row = await budgetById(q, id);
  if (!row) throw notFound(NOUN.en, NOUN.zh);
  const [open] = await q.query<{ id: number; status: string }>(
    "select id, status from budget_revisions where budget_id = $1 and status in ('draft', 'pending', 'rejected')",
    [id],
  );
  const [{ n }] = await q.query<{ n: number }>(
    "select count(*)::int as n from budget_revisions where budget_id = $1 and status = 'passed'",
    [id],
  );
  return { ...row, open_revision: open ?? null, passed_revisions: n };
}

async function options(q: Queryable) {
  const departments = await q.query("select id, name from departments order by name");
  const sites = await q.query<{ abbr: string }>("select abbr from sites order by sort, abbr");
  const currencies = await q.query<{ code: string }>("select distinct currency_code as code from currencies where enabled order by 1");
  return { departments, sites: sites.map((r) => r.abbr), currencies: currencies.map((r) => r.code) };
}

async function saveBudget(ctx: Ctx<unknown, s.BudgetBody>) {
  const b = ctx.body;
  if (b.submit) needs(ctx.user, K.detail);
  return ctx.db.tx(async (q) => {
    await departmentExists(q, b.department_id);
    await refuseForeignCurrency(q, b.site, b.currency, "currency");
    const figures = {
      purpose: b.purpose,
      department_id: b.department_id,
      site_abbr: b.site,
      currency: b.currency,
      amount: b.amount,
      period_start: b.period_start,
      period_end: b.period_end,
      lines: JSON.stringify(b.lines),
    };
    let id: number;
    if (b.id === undefined) {
      const row = await createRecord<{ id: number }>(q, ctx, {
        table: "budgets",
        values: {
          code: sql`'BG-' || to_char(now() at time zone 'America/Los_Angeles', 'YYYY') || '-' || lpad(nextval('budget_code_seq')::text, 4, '0')`,
          ...figures,
          created_by: ctx.user.id,
          created_by_name: ctx.user.name,
        },
        returning: "id",
        log: { entity: "budget", after: (r) => budgetById(q, r.id) },
      });
      id = row.id;
    } else {
      id = b.id;
      const before = await budgetById(q, id);
      if (!before) throw notFound(NOUN.en, NOUN.zh);
      editableIn(["draft", "rejected"], String(before.status), { en: "budget", zh: "预算" });
      await editReviewed(ctx, q, BUDGET_REVIEW_DEF, id, async () => {
        await updateVersioned(q, ctx, {
          table: "budgets",
          id,
          version: b.version!,
          set: figures,
          actor: null,
          returning: "id, version",
          current: () => budgetById(q, id),
          log: { entity: "budget", before, after: () => budgetById(q, id) },
        });
      });
    }
    const review = b.submit ? await applyReview(ctx, q, BUDGET_REVIEW_DEF, id, "submit", { noun: NOUN }) : null;
    return { budget: await loadBudget(q, id), review };
  });
}

export const budgetEndpoints = [
  endpoint({
    method: "GET",
    path: "/api/budget/filter",
    access: READ,
    handler: async (ctx) => ({ statuses: BUDGET_STATES, ...(await options(ctx.db)) }),
  }),
  endpoint({
    method: "GET",
    path: "/api/budget/list",
    access: READ,
    query: s.budgetListQuery,
    handler: async ({ db, query: f, user }) => {
      const w = new Filters()
        .add((p) => `b.status = ${p}`, f.status)
        // the budgets whose revision waits for a decision (the inbox's list of revisions)
        .add((p) => `exists (select 1 from budget_revisions r where r.budget_id = b.id and r.status = ${p})`, f.revision)
        .add((p) => `b.department_id = ${p}`, f.department_id)
        .add((p) => `b.site_abbr = ${p}`, f.site)
        .add((p) => `b.currency = ${p}`, f.currency)
        .add((p) => `(b.code ilike ${p} or b.purpose ilike ${p})`, f.keyword ? containing(f.keyword) : undefined)
        // periods overlapping the asked range
        .add((p) => `b.period_end >= ${p}::date`, f.period_from)
        .add((p) => `b.period_start <= ${p}::date`, f.period_to);
      const col = { created_at: "b.id", amount: "b.amount", period_start: "b.period_start" }[f.sort ?? "created_at"];
      const dir = f.order === "asc" ? "asc" : "desc";
      // whether the caller made the figures (never "examine" on their own rows), and the waiting revision
      const uid = String(Math.trunc(Number(user.id)) || 0);
      return paginate(db, {
        select: `${BUDGET_SELECT}, ${makerSql(BUDGET_REVIEW_DEF, "b", uid)} as mine,
          (select r.id from budget_revisions r where r.budget_id = b.id and r.status = 'pending') as pending_revision,
          coalesce((select ${makerSql(REVISION_REVIEW_DEF, "r", uid)} from budget_revisions r where r.budget_id = b.id and r.status = 'pending'), false)
            as pending_revision_mine`,
        from: BUDGET_FROM,
        where: w.where,
        params: w.params,
        orderBy: `${col} ${dir}, b.id ${dir}`,
        page: f.page,
        pageSize: f.page_size,
      });
    },
  }),
  endpoint<Record<string, never>>({
    method: "GET",
    path: "/api/budget/detail/{id}",
    access: READ,
    handler: async ({ db, params, user }) => {
      const id = parseId(params.id);
      const budget = await loadBudget(db, id);
      // why this viewer may not decide it (they made its figures), for the examine page
      return { ...budget, decide_block: await makerById(db, BUDGET_REVIEW_DEF, id, user.id) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/budget/show_create",
    access: EDIT,
    handler: async (ctx) => {
      const [me] = await ctx.db.query<{ department_id: number | null }>("select department_id from users where id = $1", [ctx.user.id]);
      return { ...(await options(ctx.db)), defaults: { department_id: me?.department_id ?? null } };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/budget/ajax_check_logs",
    access: READ,
    query: s.checkLogsQuery,
    handler: async ({ db, query }) => {
      const found =
        query.kind === "budget"
          ? await budgetById(db, query.id)
          : (await db.query("select id from budget_revisions where id = $1", [query.id]))[0];
      if (!found) throw notFound(NOUN.en, NOUN.zh);
      return { list: await reviewSteps(db, query.kind === "budget" ? "budget" : "budget_revision", query.id) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/budget/ajax_logs",
    access: READ,
    query: s.idQuery,
    handler: async ({ db, query }) => {
      if (!(await budgetById(db, query.id))) throw notFound(NOUN.en, NOUN.zh);
      return { list: await changeLog(db, "budget", query.id) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/budget/ajax_isocode",
    access: READ,
    query: s.siteQuery,
    handler: async ({ db, query }) => ({ site: query.site, currencies: await siteCurrencies(db, query.site) }),
  }),
  endpoint<Record<string, never>, s.BudgetBody>({
    method: "POST",
    path: "/api/budget/update",
    access: EDIT,
    body: s.budgetBody,
    handler: saveBudget,
  }),
  endpoint<Record<string, never>, z.infer<typeof s.decisionBody>>({
    method: "POST",
    path: "/api/budget/audit",
    access: EXAMINE,
    body: s.decisionBody,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const review = await applyReview(ctx, q, BUDGET_REVIEW_DEF, ctx.body.id, ctx.body.action, {
          reason: ctx.body.reason,
          version: ctx.body.version,
          noun: NOUN,
        });
        return { budget: await loadBudget(q, ctx.body.id), review };
      }),
  }),
  endpoint({
    method: "GET",
    path: "/api/budget/budgetlist",
    access: { any: ["budget-list", "budget-detail", "budget-edit"] },
    query: s.budgetPickQuery,
    handler: async ({ db, query }) => {
      const w = new Filters()
        .add((p) => `b.currency = ${p}`, query.currency)
        .add((p) => `(b.code ilike ${p} or b.purpose ilike ${p})`, query.keyword ? containing(query.keyword) : undefined);
      const rows = await db.query(
        `select b.id, b.code, b.purpose, b.currency, b.amount::text as amount, b.site_abbr as site from budgets b
          where b.status = 'passed' ${w.where.map((c) => `and ${c}`).join(" ")} order by b.id desc limit 100`,
        w.params,
      );
      return { list: rows };
    },
  }),
];

/** A record id from the path: 422 when it is no id at all. */
export function parseId(raw: string): number {
  const r = positiveId.safeParse(raw);
  if (!r.success) throw validationError(r.error);
  return r.data;
}
