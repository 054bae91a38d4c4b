import type { Lifecycle } from "../../app/lib/lifecycle";
import type { Queryable } from "../db/client";

// The approvers' inbox (issue 41 §8): every reviewed kind registers here once — declared reviews
// by `defineReview` (their `inbox`), kinds with their own lifecycle (address changes) by hand —
// and the home page asks `waitingFor` what waits for the signed-in person's decision. A kind
// added later shows up on everyone's home page without a second list to keep in step.

export interface InboxKind {
  /** stable id of the kind (the review log's entity, or the entity and its scope) */
  kind: string;
  /** the kind as the home page names it */
  title: { zh: string; en: string };
  /** permission names of its examiners: only they see the kind */
  examiners: readonly string[];
  /** console path of the list filtered to what waits */
  list: string;
  /** how many records wait for `userId`'s decision: in review, and not made by them */
  waiting(q: Queryable, userId: number): Promise<number>;
}

const REGISTRY = new Map<string, InboxKind>();

export function registerInbox(kind: InboxKind): void {
  REGISTRY.set(kind.kind, kind);
}

/** Every registered kind, in the order they were declared. */
export const inboxKinds = (): InboxKind[] => [...REGISTRY.values()];

export interface InboxLine {
  kind: string;
  title: { zh: string; en: string };
  count: number;
  list: string;
}

/** What waits for this person, per kind they examine (kinds with nothing waiting included, count 0). */
export async function waitingFor(q: Queryable, user: { id: number; permissions: ReadonlySet<string> }): Promise<InboxLine[]> {
  const mine = inboxKinds().filter((k) => k.examiners.some((p) => user.permissions.has(p)));
  const counts = await Promise.all(mine.map((k) => k.waiting(q, user.id)));
  return mine.map((k, i) => ({ kind: k.kind, title: k.title, count: counts[i], list: k.list }));
}

/**
 * The count of a declared review: rows in a state its `submits` lead to, that this person neither
 * submitted, created, nor edited since the last decision — the same people `makerOf` refuses.
 */
export function reviewWaiting(d: {
  entity: string;
  table: string;
  lifecycle: Lifecycle;
  submits: readonly string[];
  submitterColumn: string;
  creatorColumn: string;
  /** a further SQL condition on the row (alias t): one kind's part of a shared table */
  scope?: string;
}) {
  const l = d.lifecycle;
  const values = [...new Set(d.submits.map((s) => l.states[l.transitions[s].to].value))];
  // identifiers come from the code's own declarations, never from a request
  const sql = `select count(*)::int as n from ${d.table} t
    where t.${l.field} = any($2) ${d.scope ? `and (${d.scope})` : ""} and not ${makerSql(d, "t", "$1")}`;
  return async (q: Queryable, userId: number) => {
    const [row] = await q.query<{ n: number }>(sql, [userId, values]);
    return Number(row?.n ?? 0);
  };
}

/**
 * SQL: whether the person `userParam` made the figures of row `alias` — submitted, created, or
 * edited them since the last decision (what `makerOf` refuses), for lists that must not offer
 * "examine" on one's own rows.
 */
export function makerSql(d: { entity: string; submitterColumn: string; creatorColumn: string }, alias: string, userParam: string): string {
  return `(${alias}.${d.submitterColumn} is not distinct from ${userParam} or ${alias}.${d.creatorColumn} is not distinct from ${userParam}
    or exists (select 1 from review_edits e where e.entity = '${d.entity}' and e.entity_id = ${alias}.id::text and e.user_id = ${userParam} and not e.decided))`;
}
