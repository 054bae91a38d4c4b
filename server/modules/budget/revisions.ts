import * as z from "zod";
import { BUDGET_KEYS as K } from "../../../app/features/market-tool/budget-keys";
import { ZERO_DECIMAL_CURRENCIES, toCents } from "../../../app/features/market-tool/budget-money";
import type { Queryable } from "../../db/client";
import { ApiError, notFound } from "../../http/errors";
import { Filters, paginate } from "../../http/list";
import { createRecord, updateVersioned } from "../../resources/write";
import { endpoint, type Ctx } from "../../http/router";
import { applyReview, editReviewed, makerById } from "../../reviews/review";
import { lockBudget, refuseBelowCommitted } from "./commitment";
import { budgetById, parseId } from "./budgets";
import { REVISION_REVIEW_DEF } from "./reviews";
import * as s from "./schemas";
import { EDIT, EXAMINE, READ, editableIn, invalid, needs } from "./shared";

// Revisions of a passed budget: proposed figures with their own review. The budget keeps its passed
// figures until the revision is passed; then, in the same transaction, they replace them.

const NOUN = { en: "Budget revision", zh: "预算修订" };
const SELECT = `r.id, r.budget_id, b.code as budget_code, b.currency, b.site_abbr as site, r.purpose, r.amount::text as amount,
  to_char(r.period_start, 'YYYY-MM-DD') as period_start, to_char(r.period_end, 'YYYY-MM-DD') as period_end, r.lines, r.note, r.status,
  r.created_by, r.created_by_name, r.submitted_by, (select display_name from users u where u.id = r.submitted_by) as submitter_name,
  r.version, r.created_at, r.updated_at`;
const FROM = "budget_revisions r join budgets b on b.id = r.budget_id";

async function revisionById(q: Queryable, id: number) {
  const [row] = await q.query<Record<string, unknown>>(`select ${SELECT} from ${FROM} where r.id = $1`, [id]);
  return row;
}

async function loadRevision(q: Queryable, id: number) {
  const row = await revisionById(q, id);
  if (!row) throw notFound(NOUN.en, NOUN.zh);
  // the budget as it stands (its passed figures), to compare with
  return { ...row, budget: await budgetById(q, Number(row.budget_id)) };
}

async function saveRevision(ctx: Ctx<unknown, s.RevisionBody>) {
  const r = ctx.body;
  if (r.submit) needs(ctx.user, K.detail);
  return ctx.db.tx(async (q) => {
    const [budget] = await q.query<{ id: number; status: string; currency: string }>(
      "select id, status, currency from budgets where id = $1 for update",
      [r.budget_id],
    );
    if (!budget) throw invalid("budget_id", "is not a known budget", "预算不存在");
    if (budget.status !== "passed") {
      throw new ApiError(
        409,
        `Only a passed budget can be revised: this one is ${budget.status}`,
        { state: budget.status },
        `只有已通过的预算可以修订：该预算当前为 ${budget.status}`,
      );
    }
    if (
      (ZERO_DECIMAL_CURRENCIES as readonly string[]).includes(budget.currency) &&
      [r.amount, ...r.lines.map((l) => l.amount)].some((a) => toCents(a) % 100n !== 0n)
    ) {
      throw invalid("amount", `${budget.currency} has no decimals`);
    }
    const set = {
      purpose: r.purpose,
      amount: r.amount,
      period_start: r.period_start,
      period_end: r.period_end,
      lines: JSON.stringify(r.lines),
      note: r.note,
    };
    let id: number;
    if (r.id === undefined) {
      const [open] = await q.query<{ id: number; status: string }>(
        "select id, status from budget_revisions where budget_id = $1 and status in ('draft', 'pending', 'rejected')",
        [r.budget_id],
      );
      if (open) {
        throw new ApiError(
          409,
          `This budget already has an open revision (#${open.id}, ${open.status}): continue that one`,
          { revision_id: open.id, state: open.status },
          `该预算已有未完成的修订（#${open.id}，${open.status}），请继续处理该修订`,
        );
      }
      const row = await createRecord<{ id: number }>(q, ctx, {
        table: "budget_revisions",
        values: { budget_id: r.budget_id, ...set, created_by: ctx.user.id, created_by_name: ctx.user.name },
        returning: "id",
        log: { entity: "budget_revision", after: (x) => revisionById(q, x.id) },
      });
      id = row.id;
    } else {
      id = r.id;
      const before = await revisionById(q, id);
      if (!before || Number(before.budget_id) !== r.budget_id) throw notFound(NOUN.en, NOUN.zh);
      editableIn(["draft", "rejected"], String(before.status), { en: "revision", zh: "修订" });
      await editReviewed(ctx, q, REVISION_REVIEW_DEF, id, async () => {
        await updateVersioned(q, ctx, {
          table: "budget_revisions",
          id,
          version: r.version!,
          set,
          actor: null,
          returning: "id, version",
          current: () => revisionById(q, id),
          log: { entity: "budget_revision", before, after: () => revisionById(q, id) },
        });
      });
    }
    // Stryker disable next-line ObjectLiteral: the noun only names a missing record in a 404, and this revision was written just above in the same transaction (revisions are never deleted)
    const review = r.submit ? await applyReview(ctx, q, REVISION_REVIEW_DEF, id, "submit", { noun: NOUN }) : null;
    return { revision: await loadRevision(q, id), review };
  });
}

async function decideRevision(ctx: Ctx<unknown, z.infer<typeof s.decisionBody>>) {
  return ctx.db.tx(async (q) => {
    // the budget before the revision (the lock order of every booking path): its codes cannot be
    // booked while the amount they must fit in is replaced
    const [r] = await q.query<{ budget_id: number }>("select budget_id from budget_revisions where id = $1", [ctx.body.id]);
    const budget = r ? await lockBudget(q, r.budget_id) : undefined;
    const review = await applyReview(ctx, q, REVISION_REVIEW_DEF, ctx.body.id, ctx.body.action, {
      reason: ctx.body.reason,
      version: ctx.body.version,
      noun: NOUN,
      check: async (row) => {
        if (ctx.body.action === "pass" && budget) await refuseBelowCommitted(q, budget, String(row.amount));
      },
    });
    if (review.applied && ctx.body.action === "pass") {
      // the passed figures replace the budget's, in the decision's transaction
      const [rev] = await q.query<Record<string, unknown>>("select * from budget_revisions where id = $1", [ctx.body.id]);
      const before = await budgetById(q, Number(rev.budget_id));
      const id = Number(rev.budget_id);
      const { purpose, amount, period_start, period_end } = rev;
      await updateVersioned(q, ctx, {
        table: "budgets",
        id,
        set: { purpose, amount, period_start, period_end, lines: JSON.stringify(rev.lines) },
        actor: null,
        returning: "id",
        log: {
          entity: "budget",
          action: "revise",
          before,
          after: async () => ({ ...(await budgetById(q, id)), revision_id: ctx.body.id }),
        },
      });
    }
    return { revision: await loadRevision(q, ctx.body.id), review };
  });
}

export const revisionEndpoints = [
  endpoint({
    method: "GET",
    path: "/api/budget/revision/list",
    access: READ,
    query: s.revisionListQuery,
    handler: async ({ db, query: f }) => {
      const w = new Filters().add((p) => `r.budget_id = ${p}`, f.budget_id).add((p) => `r.status = ${p}`, f.status);
      return paginate(db, {
        select: SELECT,
        from: FROM,
        where: w.where,
        params: w.params,
        orderBy: "r.id desc",
        page: f.page,
        pageSize: f.page_size,
      });
    },
  }),
  endpoint<Record<string, never>>({
    method: "GET",
    path: "/api/budget/revision/detail/{id}",
    access: READ,
    handler: async ({ db, params, user }) => {
      const id = parseId(params.id);
      const revision = await loadRevision(db, id);
      return { ...revision, decide_block: await makerById(db, REVISION_REVIEW_DEF, id, user.id) };
    },
  }),
  endpoint<Record<string, never>, s.RevisionBody>({
    method: "POST",
    path: "/api/budget/revision/post_edit",
    access: EDIT,
    body: s.revisionBody,
    handler: saveRevision,
  }),
  endpoint<Record<string, never>, z.infer<typeof s.decisionBody>>({
    method: "POST",
    path: "/api/budget/revision/audit",
    access: EXAMINE,
    body: s.decisionBody,
    handler: decideRevision,
  }),
];

export { parseId };
