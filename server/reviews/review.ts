import { decide, stateOf, type Lifecycle } from "../../app/lib/lifecycle";
import { formatUsWest } from "../../app/lib/time";
import { en } from "../../app/locales/en";
import { zh } from "../../app/locales/zh";
import type { Queryable } from "../db/client";
import { ApiError, notFound } from "../http/errors";
import type { AuditRow, AuthedUser } from "../http/router";
import type { JobQueue } from "../jobs/queue";
import { queueMail, usersById, usersHolding, type MailLanguage, type Recipient } from "../mail/outbox";
import { mailBody, type MailLine } from "../mail/quote";
import { transitionStep } from "../resources/transition";
import { registerInbox, reviewWaiting } from "./inbox";

// Maker-checker reviews, declared once per reviewed kind of record and applied by one function.
//
//   const BUDGET_REVIEW = defineReview({ entity: "budget", table: "budgets", lifecycle: …,
//     submitterColumn: "submitted_by", examiners: ["budget-list-pass"], submits: ["submit"],
//     decides: ["pass", "reject"], reasonRequired: ["reject"], mail: { … } });
//   await applyReview(ctx, q, BUDGET_REVIEW, id, "pass", { reason });
//
// What every review gets from it: a transition not allowed from the current state is a 409 naming
// that state; a repeat of one that already happened (second click, second approver, a reloaded
// mail link) changes nothing and answers who did it and when; every step is one review_log row
// (who, when, from, to, reason) and one audit_log row, written with the state change and its mails
// in one transaction.
//
// Four eyes (issue 39): a decision carries the `version` the approver was shown and is refused
// with 409 on any other (the message names the figures that changed since, before → after, from
// review_edits); and the people who made the figures never decide them (403): whoever submitted
// it, its creator, and whoever edited its figures since the last decision. Edits of a reviewed
// record go through `editReviewed`, which records the editor and what changed, and applies the
// kind's rule for an edit while in review (see `inReviewEdit`).

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
  /** column holding the user id of who created the record: never its examiner */
  creatorColumn: string;
  /**
   * The figures an examiner decides on, flat and as shown (name → value): what "changed since you
   * opened it" compares. Everything a pass applies belongs here.
   */
  figures(row: Record<string, unknown>): Record<string, string>;
  /**
   * What an edit does while the record is in review: "refuse" (409: withdraw or wait for the
   * decision; the kind's own edit path refuses before writing) or "resubmit" (the edit stays in
   * review as a new submission by the editor, logged, every examiner mailed again).
   */
  inReviewEdit: "refuse" | "resubmit";
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
  /**
   * Its line in the approvers' inbox on the home page (server/reviews/inbox.ts): the kind's name,
   * the console list filtered to what waits, and — for a kind sharing its table with another —
   * its `kind` id and SQL `scope` on the row (alias t).
   */
  inbox?: { title: { zh: string; en: string }; list: string; kind?: string; scope?: string };
}

/** Declares a reviewed kind; one with an `inbox` joins the approvers' inbox. */
export function defineReview(d: ReviewDef): ReviewDef {
  if (d.inbox) {
    registerInbox({
      kind: d.inbox.kind ?? d.entity,
      title: d.inbox.title,
      examiners: d.examiners,
      list: d.inbox.list,
      waiting: reviewWaiting({ ...d, scope: d.inbox.scope }),
    });
  }
  return d;
}

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
  opts: {
    reason?: string;
    changes?: Record<string, unknown>;
    noun?: { en: string; zh: string };
    /** the record's version the examiner was shown: required for a decision */
    version?: number;
    /** the kind's own rule, run on the locked row once the step is known to apply (throws to refuse) */
    check?: (row: Record<string, unknown>) => Promise<void>;
    /** false: no mail for this step (a batch decision sends one summary mail, `decideMany`) */
    mail?: boolean;
  } = {},
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
    return {
      applied: false,
      state: verdict.state,
      by: first?.actor_name ?? "",
      at: first ? formatUsWest(first.created_at) : "",
      reason: first?.reason ?? "",
    };
  }
  // a stale tab's decision on a record someone has decided since: the 409 names who and when
  if (verdict.kind === "refuse" && def.decides.includes(transition)) await refuseDecided(q, def, row, transition);
  // throws the 409 naming the current state when the transition is not allowed from it
  transitionStep(l, row, transition);
  const from = stateOf(l, row)!;
  const to = l.transitions[transition].to;
  if (def.decides.includes(transition)) {
    const maker = await makerOf(q, def, row, ctx.user.id);
    if (maker) throw new ApiError(403, MAKER_WORDS[maker].en, { maker }, MAKER_WORDS[maker].zh);
    if (opts.version === undefined) {
      throw new ApiError(
        422,
        "Please check the input (version: is required)",
        { errors: { version: ["is required"] } },
        "请检查输入（version：必填）",
      );
    }
    if (Number(row.version) !== opts.version) await changedSince(q, def, row, opts.version);
  }
  if (def.reasonRequired?.includes(transition) && !reason) {
    throw new ApiError(422, "Please check the input (reason: is required)", { errors: { reason: ["is required"] } }, "请填写原因");
  }
  if (reason.length > 500) {
    throw new ApiError(422, "Please check the input (reason: at most 500 characters)", { errors: { reason: ["at most 500 characters"] } });
  }
  await opts.check?.(row);
  const sets: Record<string, unknown> = { ...opts.changes, [l.field]: l.states[to].value };
  if (def.submits.includes(transition)) sets[def.submitterColumn] = ctx.user.id;
  const cols = Object.keys(sets);
  const assign = cols.map((c, i) => `${c} = $${i + 2}`).join(", ");
  const [after] = await q.query<Record<string, unknown>>(
    `update ${def.table} set ${assign}, version = version + 1, updated_at = now() where id = $1 returning *`,
    [id, ...cols.map((c) => sets[c])],
  );
  // a decision closes the round: edits before it no longer bar anyone from the next one
  if (def.decides.includes(transition))
    await q.query("update review_edits set decided = true where entity = $1 and entity_id = $2 and not decided", [def.entity, String(id)]);
  const [step] = await q.query<{ created_at: string }>(
    `insert into review_log (entity, entity_id, transition, from_state, to_state, actor_id, actor_name, reason)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning created_at`,
    [def.entity, String(id), transition, from, to, ctx.user.id, ctx.user.name, reason],
  );
  await ctx.audit(q, {
    action: transition,
    entity: def.entity,
    entityId: id,
    before: row,
    after: { ...after, reason: reason || undefined },
  });
  if (opts.mail !== false) await mailFor(ctx, q, def, after, transition, reason);
  return { applied: true, state: to, by: ctx.user.name, at: formatUsWest(step.created_at), reason };
}

/** The step that took `row` to its current state, if it was a decision: who and when (US West). */
async function lastDecision(q: Queryable, def: ReviewDef, row: Record<string, unknown>) {
  const state = stateOf(def.lifecycle, row);
  const [step] = await q.query<{ transition: string; actor_name: string; created_at: string }>(
    `select transition, actor_name, created_at from review_log where entity = $1 and entity_id = $2 and to_state = $3 order by id desc limit 1`,
    [def.entity, String(row.id), state],
  );
  return step && def.decides.includes(step.transition) ? { state: state!, by: step.actor_name, at: formatUsWest(step.created_at) } : null;
}

/**
 * 409 for a decision on a record another decision has moved on (a stale tab, a second approver
 * deciding otherwise), naming who decided it and when; returns when no decision put it there.
 */
async function refuseDecided(q: Queryable, def: ReviewDef, row: Record<string, unknown>, transition: string): Promise<void> {
  const last = await lastDecision(q, def, row);
  if (!last) return;
  const label = def.lifecycle.states[last.state].label;
  const action = def.lifecycle.transitions[transition].label;
  const word = (c: Record<string, string>, k: string) => c[k] ?? k;
  throw new ApiError(
    409,
    `Not done: ${last.by} already decided it at ${last.at} (US West) — it is now “${word(en, label)}”, so “${word(en, action)}” is no longer possible`,
    { state: last.state, by: last.by, at: last.at },
    `未执行：${last.by} 已于 ${last.at}（美西时间）审核，该记录当前为“${word(zh, label)}”，不能再“${word(zh, action)}”`,
  );
}

/** Why a person may not decide a record: they made its figures. */
export type Maker = "submitter" | "creator" | "editor";

const MAKER_WORDS: Record<Maker, { en: string; zh: string }> = {
  submitter: { en: "You submitted this for review, so someone else must decide it", zh: "这是您提交的审核，需由其他人审核" },
  creator: { en: "You created this record, so someone else must decide it", zh: "这是您创建的记录，需由其他人审核" },
  editor: {
    en: "You changed its figures since the last decision, so someone else must decide it",
    zh: "您在上次审核后修改过该记录，需由其他人审核",
  },
};

/** Whether `userId` made the figures of `row` (raw row of `def.table`): the reason, or null. */
export async function makerOf(q: Queryable, def: ReviewDef, row: Record<string, unknown>, userId: number): Promise<Maker | null> {
  if (Number(row[def.submitterColumn]) === userId) return "submitter";
  if (Number(row[def.creatorColumn]) === userId) return "creator";
  const edited = await q.query("select 1 from review_edits where entity = $1 and entity_id = $2 and user_id = $3 and not decided limit 1", [
    def.entity,
    String(row.id),
    userId,
  ]);
  return edited.length ? "editor" : null;
}

/** `makerOf` for a record by id, for detail endpoints (what the examine page offers). */
export async function makerById(q: Queryable, def: ReviewDef, id: number, userId: number): Promise<Maker | null> {
  const [row] = await q.query<Record<string, unknown>>(`select * from ${def.table} where id = $1`, [id]);
  return row ? makerOf(q, def, row, userId) : null;
}

export interface FigureChange {
  field: string;
  before: string;
  after: string;
}

/** Each figure of `row` that changed since version `seen`, before → after (the first recorded edit after it, and the row now). */
async function figureChanges(q: Queryable, def: ReviewDef, row: Record<string, unknown>, seen: number): Promise<FigureChange[]> {
  const [first] = await q.query<{ before: Record<string, string> }>(
    "select before from review_edits where entity = $1 and entity_id = $2 and to_version > $3 order by id limit 1",
    [def.entity, String(row.id), seen],
  );
  const now = def.figures(row);
  const was = first?.before ?? {};
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((f) => (was[f] ?? "—") !== (now[f] ?? "—"))
    .map((f) => ({ field: f, before: was[f] ?? "—", after: now[f] ?? "—" }));
}

const describeChanges = (changed: FigureChange[]) => changed.map((c) => `${c.field}: ${c.before} → ${c.after}`).join("; ");

/**
 * The 409 of a decision on a version the record no longer has: names each figure that changed
 * since that version, before → after (the first recorded edit after it, and the row now).
 */
async function changedSince(q: Queryable, def: ReviewDef, row: Record<string, unknown>, seen: number): Promise<never> {
  const changed = await figureChanges(q, def, row, seen);
  const list = describeChanges(changed);
  throw new ApiError(
    409,
    `This record changed after you opened it${list ? ` (${list})` : ""}: check the current figures and decide again`,
    { version: Number(row.version), seen, changed },
    `在您打开后该记录已被修改${list ? `（${list}）` : ""}，请核对当前内容后再审核`,
  );
}

/**
 * An edit of a reviewed record's figures, inside the caller's transaction: `write` does the
 * kind's own update (its version check, its audit row). The editor is recorded (they may not
 * decide this round) with the figures before and after; while the record is in review the kind's
 * `inReviewEdit` rule applies — "resubmit": logged as a new submission by the editor, every
 * examiner mailed again (a decision on what they saw before is then refused as stale); "refuse":
 * 409, nothing written.
 */
export async function editReviewed<T>(ctx: ReviewCtx, q: Queryable, def: ReviewDef, id: number, write: () => Promise<T>): Promise<T> {
  const [before] = await q.query<Record<string, unknown>>(`select * from ${def.table} where id = $1 for update`, [id]);
  if (!before) throw notFound();
  const l = def.lifecycle;
  const state = stateOf(l, before)!;
  const reviewStates = new Set(def.submits.map((s) => l.transitions[s].to));
  const inReview = reviewStates.has(state);
  if (inReview && def.inReviewEdit === "refuse") {
    throw new ApiError(
      409,
      "This record is in review: it can be changed once it is decided",
      { state },
      "该记录正在审核中，审核完成后才能修改",
    );
  }
  const out = await write();
  const [after] = await q.query<Record<string, unknown>>(`select * from ${def.table} where id = $1`, [id]);
  await q.query(
    `insert into review_edits (entity, entity_id, user_id, user_name, from_version, to_version, before, after) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      def.entity,
      String(id),
      ctx.user.id,
      ctx.user.name,
      Number(before.version),
      Number(after.version),
      JSON.stringify(def.figures(before)),
      JSON.stringify(def.figures(after)),
    ],
  );
  if (inReview && stateOf(l, after) === state) {
    // the submitter stays who put it into review (the decision is mailed to them); the editor is
    // named in the review log and barred from deciding by review_edits
    const transition = def.submits[0];
    await q.query(
      `insert into review_log (entity, entity_id, transition, from_state, to_state, actor_id, actor_name) values ($1, $2, $3, $4, $4, $5, $6)`,
      [def.entity, String(id), transition, state, ctx.user.id, ctx.user.name],
    );
    await mailFor(ctx, q, def, after, transition, "");
  }
  return out;
}

async function mailFor(
  ctx: ReviewCtx,
  q: Queryable,
  def: ReviewDef,
  row: Record<string, unknown>,
  transition: string,
  reason: string,
  linkPath?: string,
) {
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
export async function announce(
  ctx: ReviewCtx,
  q: Queryable,
  def: ReviewDef,
  summaryRow: Record<string, unknown>,
  transition: string,
  linkPath: string,
) {
  await mailFor(ctx, q, def, summaryRow, transition, "", linkPath);
}

/** A record's review steps, newest first (for its page and the `…check_logs` endpoints). */
export async function reviewSteps(q: Queryable, entity: string, id: number | string, limit = 100): Promise<ReviewStep[]> {
  const rows = await q.query<{
    transition: string;
    from_state: string;
    to_state: string;
    actor_name: string;
    created_at: string;
    reason: string;
  }>(
    `select transition, from_state, to_state, actor_name, created_at, reason from review_log
      where entity = $1 and entity_id = $2 order by id desc limit $3`,
    [entity, String(id), limit],
  );
  return rows.map((r) => ({
    transition: r.transition,
    from: r.from_state,
    to: r.to_state,
    by: r.actor_name,
    at: formatUsWest(r.created_at),
    reason: r.reason,
  }));
}

/** One record of a batch decision that cannot be decided as the approver saw it. */
export interface BatchRefusal {
  id: number;
  name: string;
  /** en and zh: what changed since the approver's version, or who decided it and when */
  what: { en: string; zh: string };
}

/**
 * One decision on several records of a kind (a code batch, the ticked rows of a list), inside the
 * caller's transaction: all of them or none. Each record's decision stays bound to the version
 * the approver saw; a record changed or decided since refuses the whole decision (409 naming each
 * one, `data.changed`), one whose figures the caller made refuses it too (403 naming each). A
 * repeat of a decision already taken on every record changes nothing and says who took it. One
 * mail per submitter, `mailRow` summarising their records, links to `linkPath`.
 */
export async function decideMany(
  ctx: ReviewCtx,
  q: Queryable,
  def: ReviewDef,
  items: { id: number; version: number }[],
  transition: string,
  opts: {
    reason?: string;
    /** how staff name a record in a message (its code) */
    name: (row: Record<string, unknown>) => string;
    check?: (row: Record<string, unknown>) => Promise<void>;
    mailRow: (rows: Record<string, unknown>[]) => Record<string, unknown>;
    linkPath: string;
    noun?: { en: string; zh: string };
  },
): Promise<ReviewOutcome & { count: number }> {
  const ids = [...new Set(items.map((i) => i.id))].sort((a, b) => a - b);
  // locked in id order, as every batch path does, so two batch decisions cannot wait on each other
  const rows = await q.query<Record<string, unknown>>(`select * from ${def.table} where id = any($1) order by id for update`, [ids]);
  if (rows.length !== ids.length) throw notFound(opts.noun?.en, opts.noun?.zh);
  const seen = new Map(items.map((i) => [i.id, i.version]));
  const to = def.lifecycle.transitions[transition].to;
  const verdicts = rows.map((r) => decide(def.lifecycle, r, transition));
  if (verdicts.every((v) => v.kind === "repeat")) {
    const first = await lastDecision(q, def, rows[0]);
    return { applied: false, state: to, by: first?.by ?? "", at: first?.at ?? "", reason: "", count: 0 };
  }
  const refused: BatchRefusal[] = [];
  for (const [i, row] of rows.entries()) {
    const name = opts.name(row);
    if (verdicts[i].kind !== "apply") {
      const last = await lastDecision(q, def, row);
      const state = stateOf(def.lifecycle, row)!;
      const label = def.lifecycle.states[state].label;
      refused.push({
        id: Number(row.id),
        name,
        what: last
          ? {
              en: `${en[label as keyof typeof en] ?? label} by ${last.by} at ${last.at}`,
              zh: `已由 ${last.by} 于 ${last.at} ${zh[label as keyof typeof zh] ?? label}`,
            }
          : { en: String(en[label as keyof typeof en] ?? label), zh: String(zh[label as keyof typeof zh] ?? label) },
      });
    } else if (Number(row.version) !== seen.get(Number(row.id))) {
      const changes = describeChanges(await figureChanges(q, def, row, seen.get(Number(row.id))!));
      refused.push({ id: Number(row.id), name, what: { en: changes || "changed", zh: changes || "已修改" } });
    }
  }
  if (refused.length) {
    const list = (lang: "en" | "zh") => refused.map((r) => `${r.name} (${r.what[lang]})`).join("; ");
    throw new ApiError(
      409,
      `Nothing was decided: ${refused.length} of these changed after you opened them — ${list("en")}. Check the current figures and decide again`,
      { changed: refused },
      `未执行任何审核：其中 ${refused.length} 条在您打开后已变化——${list("zh")}。请核对当前内容后再审核`,
    );
  }
  const makers: string[] = [];
  for (const row of rows) if (await makerOf(q, def, row, ctx.user.id)) makers.push(opts.name(row));
  if (makers.length) {
    throw new ApiError(
      403,
      `You made the figures of ${makers.join(", ")}, so someone else must decide them: nothing was decided`,
      { makers },
      `${makers.join("、")} 由您提交、创建或修改，需由其他人审核：未执行任何审核`,
    );
  }
  let last: ReviewOutcome | undefined;
  for (const row of rows) {
    last = await applyReview(ctx, q, def, Number(row.id), transition, {
      reason: opts.reason,
      version: Number(row.version),
      check: opts.check,
      noun: opts.noun,
      mail: false,
    });
  }
  // one mail per submitter about their records, not one per record
  const bySubmitter = new Map<number, Record<string, unknown>[]>();
  for (const row of rows) {
    const who = Number(row[def.submitterColumn]);
    bySubmitter.set(who, [...(bySubmitter.get(who) ?? []), row]);
  }
  for (const group of bySubmitter.values()) {
    await mailFor(ctx, q, def, opts.mailRow(group), transition, (opts.reason ?? "").trim(), opts.linkPath);
  }
  return { ...last!, count: rows.length };
}
