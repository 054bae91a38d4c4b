import type * as z from "zod";
import { KINDS, REVISED_FIELDS, REVISION_STATUS, REVISION_STATUSES, type RevisedField } from "../../../app/features/activity/events/kinds";
import type { Queryable } from "../../db/client";
import { ApiError, forbidden, notFound } from "../../http/errors";
import { Filters, paginate } from "../../http/list";
import { endpoint, type AuditRow, type AuthedUser } from "../../http/router";
import { applyReview, editReviewed, enterReview, makerOf } from "../../reviews/review";
import { REVISION_REVIEWS } from "./reviews";
import * as s from "./schemas";
import { callerLang, checkAgainstCatalogue } from "./catalogue";
import { accessFor, changeEvent, eventLanguages, loadEvent, needKind, pathId, type EventRow } from "./store";
import { createRecord, updateVersioned, writeBatch } from "../../resources/write";
import { CONTENT_LANGUAGES } from "../../../app/lib/constants";

// A published event's figures change only through a revision: its author proposes new price,
// stock or discount per SKU; an approver (never the author) passes it, and in that one
// transaction the new figures replace the live ones — or rejects it, and nothing changes.

type Figures = Partial<Record<RevisedField, string | number>>;
export interface Change {
  product_id: number;
  sku_code: string;
  product_name: string;
  old: Figures;
  new: Figures;
}
interface RevisionRow {
  id: number;
  event_id: number;
  status: string;
  changes: Change[];
  note: string;
  created_by_id: number;
  created_by: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  review_note: string;
  version: number;
  created_at: string;
  updated_at: string;
}
const REV_COLS = `id, event_id, status, changes, note, created_by_id, created_by, reviewed_by, reviewed_at, review_note, version, created_at, updated_at`;

/**
 * A revision and its event. A write locks the event's row first, then reads the revision as it now
 * is: the order an edit, an import and a decision all lock in (locking the revision first
 * deadlocked a pass with its author's edit).
 */
async function loadRevision(q: Queryable, user: AuthedUser, id: number, need: "read" | "write" | "review", lock = false) {
  const read = async () => (await q.query<RevisionRow>(`select ${REV_COLS} from event_revisions where id = $1`, [id]))[0];
  const rev = await read();
  if (!rev) throw notFound("Revision", "修订");
  return { ev: await loadEvent(q, user, rev.event_id, need, lock), rev: lock ? await read() : rev };
}

/** The proposed figures against the live ones: only fields that really change are kept. */
async function diff(q: Queryable, ev: EventRow, items: z.infer<typeof s.revisionBody>["changes"]): Promise<Change[]> {
  const ids = items.map((i) => i.product_id);
  if (new Set(ids).size !== ids.length)
    throw new ApiError(422, "Each product at most once", { errors: { changes: ["Each product at most once"] } }, "每个商品只能出现一次");
  const rows = await q.query<{ id: number; sku_code: string; product_name: string; price: string; stock: number; discount: number }>(
    "select id, sku_code, product_name, price::text as price, stock, discount from event_products where event_id = $1 and id = any($2::int[])",
    [ev.id, ids],
  );
  const changes: Change[] = [];
  for (const it of items) {
    const live = rows.find((r) => r.id === it.product_id);
    if (!live) throw new ApiError(404, `Product ${it.product_id} is not in this event`, null, `商品 ${it.product_id} 不在该活动中`);
    const c: Change = { product_id: live.id, sku_code: live.sku_code, product_name: live.product_name, old: {}, new: {} };
    for (const f of REVISED_FIELDS) {
      const proposed = it[f];
      if (proposed === undefined) continue;
      const same = Number(proposed) === Number(live[f]);
      if (same) continue;
      c.old[f] = f === "price" ? live.price.replace(/\.?0+$/, "") : live[f];
      c.new[f] = proposed;
    }
    if (Object.keys(c.new).length) changes.push(c);
  }
  if (!changes.length)
    throw new ApiError(
      422,
      "The revision changes nothing: every figure equals the live one",
      { errors: { changes: ["changes nothing"] } },
      "修订没有任何变更",
    );
  return changes;
}

type Proposal = z.infer<typeof s.revisionBody>["changes"];

/** Proposed prices obey the event-price rule (places, the site price): each refused beside its line. */
async function checkRevisedPrices(ctx: { req: { headers: Record<string, unknown> } }, q: Queryable, ev: EventRow, items: Proposal) {
  const priced = items.flatMap((it, i) => (it.price === undefined ? [] : [{ ...it, path: `changes.${i}.price` }]));
  if (!priced.length) return;
  const skus = await q.query<{ id: number; sku_code: string }>(
    "select id, sku_code from event_products where event_id = $1 and id = any($2::int[])",
    [ev.id, priced.map((p) => p.product_id)],
  );
  const skuOf = new Map(skus.map((r) => [r.id, r.sku_code]));
  await checkAgainstCatalogue(
    q,
    ev,
    callerLang(ctx.req),
    // a product not in the event is refused by diff (404), after this
    priced.flatMap((p) => (skuOf.has(p.product_id) ? [{ sku: skuOf.get(p.product_id)!, price: p.price, pricePath: p.path }] : [])),
    { requireListed: false },
  );
}
type ReviewCtx = Parameters<typeof enterReview>[0];

const pendingOf = async (q: Queryable, ev: EventRow) =>
  (await q.query<RevisionRow>(`select ${REV_COLS} from event_revisions where event_id = $1 and status = 'pending' for update`, [ev.id]))[0];

const waiting = (pending: RevisionRow) =>
  new ApiError(
    409,
    `Revision #${pending.id} by ${pending.created_by} is waiting for review: edit it or wait for the decision`,
    { pending: pending.id },
    `修订 #${pending.id}（${pending.created_by}）正在等待审核`,
  );

/** A new revision, straight into review: logged, and every other holder of the kind's review key is mailed a link to it. */
async function submit(ctx: ReviewCtx, q: Queryable, ev: EventRow, changes: Change[], note: string) {
  const rev = await createRecord<RevisionRow>(q, ctx, {
    table: "event_revisions",
    values: { event_id: ev.id, changes: JSON.stringify(changes), note, created_by_id: ctx.user.id, created_by: ctx.user.name },
    returning: REV_COLS,
    log: { entity: "event", action: "revision_submit", entityId: ev.id, after: (r) => ({ revision: r.id, changes }) },
  });
  await enterReview(ctx, q, REVISION_REVIEWS[ev.kind], { ...rev, event_id: ev.id }, "submit");
  return rev;
}

/**
 * The pending revision's changes replaced (its author only; checked by the caller): a new
 * submission of the revision, its approvers mailed again, a decision on the former figures refused.
 */
async function rewrite(ctx: ReviewCtx, q: Queryable, ev: EventRow, pending: RevisionRow, changes: Change[], note: string) {
  return editReviewed(ctx, q, REVISION_REVIEWS[ev.kind], pending.id, async () => {
    return updateVersioned<RevisionRow>(q, ctx, {
      table: "event_revisions",
      id: pending.id,
      set: { changes: JSON.stringify(changes), note },
      // the author is the revision's, kept; who rewrote it is in the log
      actor: null,
      returning: REV_COLS,
      log: {
        entity: "event",
        action: "revision_update",
        entityId: ev.id,
        before: { revision: pending.id, changes: pending.changes },
        after: (rev) => ({ revision: rev.id, changes }),
      },
    });
  });
}

/**
 * Figures for many SKUs of a published event (a price import) proposed in its revision: into the
 * caller's own pending revision, replacing what it proposed for those SKUs and keeping the rest,
 * or a new one when none is pending. Someone else's pending revision is theirs: 409, naming it.
 * The caller holds the event's row lock, so two imports queue instead of losing one.
 */
export async function proposeInRevision(ctx: ReviewCtx, q: Queryable, ev: EventRow, items: Proposal, note: string) {
  const pending = await pendingOf(q, ev);
  if (!pending) return submit(ctx, q, ev, await diff(q, ev, items), note);
  if (pending.created_by_id !== ctx.user.id) throw waiting(pending);
  const touched = new Set(items.map((i) => i.product_id));
  const kept = pending.changes
    .filter((c) => !touched.has(c.product_id))
    .map((c) => ({ product_id: c.product_id, ...c.new }) as Proposal[number]);
  return rewrite(ctx, q, ev, pending, await diff(q, ev, [...kept, ...items]), note);
}

export const revisionEndpoints = [
  endpoint({
    method: "GET",
    path: "/api/event_revisions/getRevisionsEnum",
    access: accessFor("read"),
    handler: async () => ({ status: REVISION_STATUSES, transitions: Object.keys(REVISION_STATUS.transitions), fields: REVISED_FIELDS }),
  }),
  endpoint<z.infer<typeof s.revisionListQuery>>({
    method: "GET",
    path: "/api/event_revisions/getDsRevisions",
    access: accessFor("read"),
    query: s.revisionListQuery,
    async handler({ db, query, user }) {
      needKind(user, query.kind, "read");
      const f = new Filters()
        .add((p) => `e.kind = ${p}`, query.kind)
        .add((p) => `r.event_id = ${p}`, query.event_id)
        .add((p) => `r.status = ${p}`, query.status);
      return paginate(db, {
        select: `r.id, r.event_id, e.name as event_name, e.site_abbr as site, r.status, jsonb_array_length(r.changes) as sku_count, r.note,
          r.created_by, r.reviewed_by, r.reviewed_at, r.created_at`,
        from: "event_revisions r join events e on e.id = r.event_id",
        ...f,
        orderBy: "r.id desc",
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/event_revisions/getRevisionsDetail/{id}",
    access: accessFor("read"),
    async handler({ db, params, user }) {
      const { rev, ev } = await loadRevision(db, user, pathId(params), "read");
      // the live figures now, beside what the revision saw and proposes
      const live = await db.query<{ id: number; price: string; stock: number; discount: number }>(
        "select id, price::text as price, stock, discount from event_products where event_id = $1 and id = any($2::int[])",
        [ev.id, rev.changes.map((c) => c.product_id)],
      );
      const changes = rev.changes.map((c) => {
        const l = live.find((x) => x.id === c.product_id);
        return { ...c, live: l ? { price: l.price.replace(/\.?0+$/, ""), stock: l.stock, discount: l.discount } : null };
      });
      // why this viewer may not decide it (they made its figures), for the examine page
      const decideBlock = await makerOf(db, REVISION_REVIEWS[ev.kind], rev as never, user.id);
      return {
        ...rev,
        changes,
        event: ev,
        decide_block: decideBlock,
        can_review: rev.status === "pending" && !decideBlock && user.permissions.has(reviewKeyOf(ev)),
      };
    },
  }),
  endpoint<z.infer<typeof s.revisionLanguagesQuery>>({
    // What a reviewer reads beside a revision's figures: the storefront texts of the event it
    // revises. Texts are not part of a revision (updateLanguageEvent edits them directly), so these
    // are the event's texts now, and `missing` names the content languages the event has none in.
    method: "GET",
    path: "/api/event_revisions/getLanguageEvent",
    access: accessFor("read"),
    query: s.revisionLanguagesQuery,
    async handler({ db, query, user }) {
      const { rev, ev } = await loadRevision(db, user, query.id, "read");
      const languages = await eventLanguages(db, ev.id, query.language);
      const all = query.language ? await eventLanguages(db, ev.id) : languages;
      return {
        revision: { id: rev.id, status: rev.status, created_by: rev.created_by, created_at: rev.created_at },
        event: { id: ev.id, kind: ev.kind, name: ev.name, site: ev.site, status: ev.status, version: ev.version },
        languages,
        missing: CONTENT_LANGUAGES.filter((l) => !all.some((x) => x.language === l)),
      };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/event_revisions/getUpdateRevisionEventById/{id}",
    access: accessFor("read"),
    async handler({ db, params, user }) {
      const ev = await loadEvent(db, user, pathId(params), "read");
      const pending =
        (await db.query<RevisionRow>(`select ${REV_COLS} from event_revisions where event_id = $1 and status = 'pending'`, [ev.id]))[0] ??
        null;
      return { event: ev, pending };
    },
  }),
  endpoint<unknown, z.infer<typeof s.revisionBody>>({
    method: "POST",
    path: "/api/event_revisions/updateRevision",
    access: accessFor("write"),
    body: s.revisionBody,
    async handler(ctx) {
      const b = ctx.body;
      return ctx.db.tx(async (q) => {
        const ev = await loadEvent(q, ctx.user, b.event_id, "write", true);
        if (ev.status !== "published") {
          throw new ApiError(
            409,
            `"${ev.name}" is ${ev.status}: only a published event is changed through a revision`,
            { state: ev.status },
            `活动“${ev.name}”未发布，只有已发布的活动通过修订变更`,
          );
        }
        await checkRevisedPrices(ctx, q, ev, b.changes);
        const changes = await diff(q, ev, b.changes);
        const pending = await pendingOf(q, ev);
        if (b.id === undefined) {
          if (pending) throw waiting(pending);
          return submit(ctx, q, ev, changes, b.note);
        }
        if (!pending || pending.id !== b.id) {
          const other = (
            await q.query<RevisionRow>(`select ${REV_COLS} from event_revisions where id = $1 and event_id = $2`, [b.id, ev.id])
          )[0];
          if (!other) throw notFound("Revision", "修订");
          throw new ApiError(
            409,
            `Revision #${other.id} is ${other.status}: it can no longer be edited`,
            { state: other.status },
            `修订 #${other.id} 已${other.status === "passed" ? "通过" : "驳回"}，不能再编辑`,
          );
        }
        if (b.version !== pending.version)
          throw new ApiError(
            409,
            "Someone else changed this revision after you opened it. Review their change and try again.",
            { current: pending },
            "在您打开后，其他人已修改了该修订，请核对后重试。",
          );
        if (pending.created_by_id !== ctx.user.id) throw forbidden();
        return rewrite(ctx, q, ev, pending, changes, b.note);
      });
    },
  }),
  endpoint<unknown, z.infer<typeof s.revisionStatusBody>>({
    method: "POST",
    path: "/api/event_revisions/changeEventStatus",
    access: accessFor("review"),
    body: s.revisionStatusBody,
    async handler(ctx) {
      const { id, status, reason, version } = ctx.body;
      return writeBatch(ctx.db, ctx, async (q) => {
        // Stryker disable next-line StringLiteral: a need other than read or write is the review key already
        const { rev, ev } = await loadRevision(q, ctx.user, id, "review", true);
        // declared transitions, repeats, self-approval, the reason, the review log and the mail: the shared machinery
        const outcome = await applyReview(ctx, q, REVISION_REVIEWS[ev.kind], id, status, {
          reason,
          version,
          changes: { reviewed_by: ctx.user.name, reviewed_at: new Date().toISOString(), review_note: reason },
          // Stryker disable next-line ObjectLiteral,StringLiteral: the noun only names a missing record in a 404, and this revision was just read under its event's lock (revisions go only with their event)
          noun: { en: "Revision", zh: "修订" },
        });
        if (outcome.applied && status === "pass") {
          // the live figures are replaced in this transaction, all SKUs or none
          for (const c of rev.changes) {
            const sets = Object.keys(c.new).map((f, i) => `${f} = $${i + 3}`);
            const updated = await q.query(
              "update event_products set " + sets.join(", ") + " where event_id = $1 and id = $2 returning id",
              [ev.id, c.product_id, ...Object.values(c.new)],
            );
            if (!updated.length)
              throw new ApiError(
                409,
                `SKU ${c.sku_code} is no longer in "${ev.name}": reject this revision`,
                null,
                `SKU ${c.sku_code} 已不在活动“${ev.name}”中，请驳回该修订`,
              );
          }
        }
        let rejected: AuditRow | null = null;
        if (outcome.applied) {
          const log = {
            action: `revision_${status}`,
            before: { revision: id, status: rev.status },
            after: {
              revision: id,
              status: outcome.state,
              reason: reason || undefined,
              changes: status === "pass" ? rev.changes : undefined,
            },
          };
          // passed, the live figures changed: the event's version goes up with the log row; rejected, only the revision did
          if (status === "pass") await changeEvent(q, ctx, ev.id, log);
          else rejected = { entity: "event", entityId: ev.id, ...log };
        }
        const [after] = await q.query<RevisionRow>(`select ${REV_COLS} from event_revisions where id = $1`, [id]);
        return { result: { ...after, applied: outcome.applied, decided_by: outcome.by, decided_at: outcome.at }, log: rejected };
      });
    },
  }),
];

const reviewKeyOf = (ev: EventRow) => KINDS[ev.kind].reviewKey;
