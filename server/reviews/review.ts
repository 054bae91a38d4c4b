import { decide, stateOf, type Lifecycle } from "../../app/lib/lifecycle";
import { formatUsWest } from "../../app/lib/time";
import type { Queryable } from "../db/client";
import { ApiError, notFound } from "../http/errors";
import type { AuditRow, AuthedUser } from "../http/router";
import type { JobQueue } from "../jobs/queue";
import { queueMail, usersById, usersHolding, type MailLanguage, type Recipient } from "../mail/outbox";
import { mailBody, type MailLine } from "../mail/quote";
import { transitionStep } from "../resources/transition";

// Maker-checker reviews, declared once per reviewed kind of record and applied by one function.
//
//   const BUDGET_REVIEW = defineReview({ entity: "budget", table: "budgets", lifecycle: …,
//     submitterColumn: "submitted_by", examiners: ["budget-list-pass"], submits: ["submit"],
//     decides: ["pass", "reject"], reasonRequired: ["reject"], mail: { … } });
//   await applyReview(ctx, q, BUDGET_REVIEW, id, "pass", { reason });
//
// What every review gets from it: a transition not allowed from the current state is a 409 naming
// that state; a repeat of one that already happened (second click, second approver, a reloaded
// mail link) changes nothing and answers who did it and when; the submitter may not decide their
// own submission (403); every step is one review_log row (who, when, from, to, reason) and one
// audit_log row, written with the state change and its mails in one transaction.

export interface ReviewMailText {
  /** mail to each examiner when the record enters review */
  submitted(row: Record<string, unknown>, lang: MailLanguage): { subject: string; summary: MailLine[] };
  /** mail to the submitter once a decision is taken */
  decided(row: Record<string, unknown>, transition: string, reason: string, lang: MailLanguage): { subject: string; summary: MailLine[] };
}

export interface ReviewDef {
  /** audit-log and review-log entity name */
  entity: string;
  table: string;
  lifecycle: Lifecycle;
  /** column holding the user id of who submitted the record for review */
  submitterColumn: string;
  /** permission names of the people who may examine it: they get the mail when it enters review */
  examiners: readonly string[];
  /** transitions that put the record into review (mail to every examiner) */
  submits: readonly string[];
  /** decisions (mail to the submitter; never by the submitter) */
  decides: readonly string[];
  /** transitions that need a reason (1–500 characters) */
  reasonRequired?: readonly string[];
  /** console path (no origin) of the record: `examine` for examiners, `view` for the submitter */
  link(row: Record<string, unknown>, mode: "examine" | "view"): string;
  mail: ReviewMailText;
  /** more of the record for the mail's summary (a revision's budget code, names for ids) */
  enrich?(q: Queryable, row: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export const defineReview = (d: ReviewDef): ReviewDef => d;

export interface ReviewCtx {
  user: AuthedUser;
  jobs?: JobQueue;
  config: { consoleUrl: string };
  audit(q: Queryable, row: AuditRow): Promise<void>;
}

export interface ReviewOutcome {
  /** false: it had already happened, nothing was changed */
  applied: boolean;
  state: string;
  /** who took the step and when (US West), for a repeat the first one */
  by: string;
  at: string;
  reason: string;
}

export interface ReviewStep {
  transition: string;
  from: string;
  to: string;
  by: string;
  at: string;
  reason: string;
}

const MAIL_WORDS = {
  en: { open: "Open the record:", reason: "Reason:" },
  zh: { open: "打开记录：", reason: "原因：" },
} as const;

/**
 * Takes `transition` on record `id` inside the caller's transaction `q` (the row is locked first).
 * `changes` are further column values to write with the new state (a revision's figures, …).
 */
export async function applyReview(
  ctx: ReviewCtx,
  q: Queryable,
  def: ReviewDef,
  id: number,
  transition: string,
  opts: { reason?: string; changes?: Record<string, unknown>; noun?: { en: string; zh: string } } = {},
): Promise<ReviewOutcome> {
  const [row] = await q.query<Record<string, unknown>>(`select * from ${def.table} where id = $1 for update`, [id]);
  // without a noun, notFound's own default ("Record" / "记录")
  if (!row) throw notFound(opts.noun?.en, opts.noun?.zh);
  const reason = (opts.reason ?? "").trim();
  const l = def.lifecycle;
  const verdict = decide(l, row, transition);
  if (verdict.kind === "repeat") {
    const [first] = await q.query<{ actor_name: string; created_at: string; reason: string }>(
      `select actor_name, created_at, reason from review_log where entity = $1 and entity_id = $2 and transition = $3 and to_state = $4
        order by id desc limit 1`,
      [def.entity, String(id), transition, verdict.state],
    );
    return { applied: false, state: verdict.state, by: first?.actor_name ?? "", at: first ? formatUsWest(first.created_at) : "", reason: first?.reason ?? "" };
  }
  // throws the 409 naming the current state when the transition is not allowed from it
  transitionStep(l, row, transition);
  const from = stateOf(l, row)!;
  const to = l.transitions[transition].to;
  if (def.decides.includes(transition) && Number(row[def.submitterColumn]) === ctx.user.id) {
    throw new ApiError(403, "You submitted this for review, so someone else must decide it", null, "这是您提交的审核，需由其他人审核");
  }
  if (def.reasonRequired?.includes(transition) && !reason) {
    throw new ApiError(422, "Please check the input (reason: is required)", { errors: { reason: ["is required"] } }, "请填写原因");
  }
  if (reason.length > 500) {
    throw new ApiError(422, "Please check the input (reason: at most 500 characters)", { errors: { reason: ["at most 500 characters"] } });
  }
  const sets: Record<string, unknown> = { ...opts.changes, [l.field]: l.states[to].value };
  if (def.submits.includes(transition)) sets[def.submitterColumn] = ctx.user.id;
  const cols = Object.keys(sets);
  const assign = cols.map((c, i) => `${c} = $${i + 2}`).join(", ");
  const [after] = await q.query<Record<string, unknown>>(
    `update ${def.table} set ${assign}, version = version + 1, updated_at = now() where id = $1 returning *`,
    [id, ...cols.map((c) => sets[c])],
  );
  const [step] = await q.query<{ created_at: string }>(
    `insert into review_log (entity, entity_id, transition, from_state, to_state, actor_id, actor_name, reason)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning created_at`,
    [def.entity, String(id), transition, from, to, ctx.user.id, ctx.user.name, reason],
  );
  await ctx.audit(q, { action: transition, entity: def.entity, entityId: id, before: row, after: { ...after, reason: reason || undefined } });
  await mailFor(ctx, q, def, after, transition, reason);
  return { applied: true, state: to, by: ctx.user.name, at: formatUsWest(step.created_at), reason };
}

async function mailFor(ctx: ReviewCtx, q: Queryable, def: ReviewDef, row: Record<string, unknown>, transition: string, reason: string, linkPath?: string) {
  let recipients: Recipient[] = [];
  let mode: "examine" | "view";
  if (def.submits.includes(transition)) {
    recipients = await usersHolding(q, def.examiners, [ctx.user.id]);
    mode = "examine";
  } else if (def.decides.includes(transition)) {
    recipients = await usersById(q, [Number(row[def.submitterColumn])]);
    mode = "view";
  } else return;
  // the person taking the step, for the mail's summary ("submitted by …", "passed by …")
  row = { ...row, actor_name: ctx.user.name };
  if (def.enrich) row = { ...row, ...(await def.enrich(q, row)) };
  const link = `${ctx.config.consoleUrl}${linkPath ?? def.link(row, mode)}`;
  for (const to of recipients) {
    const text = mode === "examine" ? def.mail.submitted(row, to.language) : def.mail.decided(row, transition, reason, to.language);
    const w = MAIL_WORDS[to.language];
    // typed text (the reason) quoted and defanged: the console's link stays the mail's only link
    const body = mailBody([...text.summary, ...(reason && mode === "view" ? [w.reason, { quote: reason }] : [])], w.open, link);
    await queueMail(q, ctx.jobs, { to, subject: text.subject, body, links: [link], entity: def.entity, entityId: String(row.id) });
  }
}

/**
 * A record created straight into review (no draft state): logs the entry as `transition` from
 * "new" and mails every examiner, in the creating transaction.
 */
export async function enterReview(
  ctx: ReviewCtx,
  q: Queryable,
  def: ReviewDef,
  row: Record<string, unknown>,
  transition: string,
  /** false: log only (records entering review together, announced once by `announce`) */
  opts: { mail?: boolean } = {},
): Promise<void> {
  const to = def.lifecycle.transitions[transition].to;
  await q.query(
    `insert into review_log (entity, entity_id, transition, from_state, to_state, actor_id, actor_name) values ($1, $2, $3, 'new', $4, $5, $6)`,
    [def.entity, String(row.id), transition, to, ctx.user.id, ctx.user.name],
  );
  if (opts.mail !== false) await mailFor(ctx, q, def, row, transition, "");
}

/** One mail to every examiner about several records entering review together (a batch). */
export async function announce(ctx: ReviewCtx, q: Queryable, def: ReviewDef, summaryRow: Record<string, unknown>, transition: string, linkPath: string) {
  await mailFor(ctx, q, def, summaryRow, transition, "", linkPath);
}

/** A record's review steps, newest first (for its page and the `…check_logs` endpoints). */
export async function reviewSteps(q: Queryable, entity: string, id: number | string, limit = 100): Promise<ReviewStep[]> {
  const rows = await q.query<{ transition: string; from_state: string; to_state: string; actor_name: string; created_at: string; reason: string }>(
    `select transition, from_state, to_state, actor_name, created_at, reason from review_log
      where entity = $1 and entity_id = $2 order by id desc limit $3`,
    [entity, String(id), limit],
  );
  return rows.map((r) => ({ transition: r.transition, from: r.from_state, to: r.to_state, by: r.actor_name, at: formatUsWest(r.created_at), reason: r.reason }));
}
