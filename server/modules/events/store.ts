import { KINDS, type EventKind, type KindDef } from "../../../app/features/activity/events/kinds";
import type { Queryable } from "../../db/client";
import { ApiError, forbidden, notFound, validationError } from "../../http/errors";
import { positiveId } from "../../http/list";
import type { AuthedUser } from "../../http/router";
import { updateVersioned, type Log, type Writer } from "../../resources/write";
import { siteSentence } from "../../http/site-names";

// Reading events and deciding who may touch which kind. The endpoints are shared by both kinds
// (the spec names one set), so an endpoint's declared access admits either kind's holders and
// the record's own kind decides here.

export interface EventRow {
  id: number;
  kind: EventKind;
  site: string;
  currency: string;
  name: string;
  start_at: string;
  end_at: string;
  status: "draft" | "published" | "offline";
  version: number;
  copied_from: number | null;
  created_by: string;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

export const EVENT_COLS = `id, kind, site_abbr as site, currency::text as currency, name, start_at, end_at, status, version, copied_from,
  created_by, updated_by, created_at, updated_at`;
export const PRODUCT_COLS = `id, sku_code, product_name, price::text as price, stock, up_order, discount, special_priority`;

export type Need = "read" | "write" | "review";
const needed = (k: KindDef, need: Need) => (need === "read" ? k.list : need === "write" ? k.key : k.reviewKey);

/** The permission each kind's readers, editors and approvers hold, for declared access. */
export const accessFor = (need: Need) => ({ any: Object.values(KINDS).map((k) => needed(k, need)) });

export function needKind(user: AuthedUser, kind: EventKind, need: Need) {
  if (!user.permissions.has(needed(KINDS[kind], need))) throw forbidden();
}

/** One event, checked against the caller's permission for its kind; `lock` for a write. */
export async function loadEvent(q: Queryable, user: AuthedUser, id: number, need: Need, lock = false): Promise<EventRow> {
  const row = (await q.query<EventRow>(`select ${EVENT_COLS} from events where id = $1${lock ? " for update" : ""}`, [id]))[0];
  if (!row) throw notFound("Event", "活动");
  needKind(user, row.kind, need);
  return row;
}

/** A write that names the version it was made against: a stale one is 409 with the event as it is now. */
export function assertVersion(ev: EventRow, version: number) {
  if (ev.version !== version) {
    throw new ApiError(
      409,
      "Someone else changed this event after you opened it. Review their change and try again.",
      { current: ev },
      "在您打开后，其他人已修改了该活动，请核对后重试。",
    );
  }
}

/** Products and figures of a published event change only through a reviewed revision. */
export function assertDraft(ev: EventRow) {
  // an offline event is over: no revision either (updateRevision takes published events only)
  if (ev.status === "offline") {
    throw new ApiError(
      409,
      `"${ev.name}" is offline: its products no longer change`,
      { state: ev.status },
      `活动“${ev.name}”已下线，商品不再变更`,
    );
  }
  if (ev.status !== "draft") {
    throw new ApiError(
      409,
      `"${ev.name}" is ${ev.status}: change its products through a revision, which an approver reviews`,
      { state: ev.status },
      `活动“${ev.name}”已发布，请通过修订提交变更，由审核人审核`,
    );
  }
}

/**
 * A change to an event's own rows (products, languages, prices) is a change of the event: its version
 * goes up and its audit row is written, on the one write path. The caller has checked the version it
 * was given against the locked event.
 */
export function changeEvent(q: Queryable, w: Writer, id: number, log: Omit<Log<{ id: number; version: number }>, "entity">) {
  return updateVersioned<{ id: number; version: number }>(q, w, {
    table: "events",
    id,
    set: {},
    returning: "id, version",
    log: { entity: "event", ...log },
  });
}

export function checkPlaces(prices: { path: string; price: string }[], decimals: number, currency: string) {
  const errors: Record<string, string[]> = {};
  for (const p of prices) {
    const places = p.price.split(".")[1]?.length ?? 0;
    if (places > decimals) errors[p.path] = [`${currency} amounts have at most ${decimals} decimal places`];
  }
  const first = Object.values(errors)[0];
  if (first)
    throw new ApiError(422, `Please check the input (${first[0]})`, { errors }, `请检查输入（${currency} 金额最多 ${decimals} 位小数）`);
}

/**
 * The overlap rule, said once: event `o` is published on site `site` and its period meets
 * [`start`, `end`). Publishing refuses on it and the pool sheet flags by it, so both agree.
 */
export const overlapping = (o: string, site: string, start: string, end: string) =>
  `${o}.site_abbr = ${site} and ${o}.status = 'published' and ${o}.start_at < ${end} and ${o}.end_at > ${start}`;

export interface Conflict {
  event_id: number;
  event_name: string;
  kind: EventKind;
  sku_code: string;
}

/**
 * Other published events on the same site whose period overlaps this one and that put one of its
 * SKUs on sale too: publishing is refused while there are any, naming them.
 */
export async function conflictsOf(
  q: Queryable,
  ev: Pick<EventRow, "id" | "site" | "start_at" | "end_at">,
  limit = 20,
): Promise<Conflict[]> {
  // the overlapping events first: usually none, and then this event's products (10,000 at the
  // bench's size) are not read on every view of its detail page
  const others = await q.query<{ id: number }>(`select o.id from events o where o.id <> $1 and ${overlapping("o", "$2", "$3", "$4")}`, [
    ev.id,
    ev.site,
    ev.start_at,
    ev.end_at,
  ]);
  if (!others.length) return [];
  return q.query<Conflict>(
    `select o.id as event_id, o.name as event_name, o.kind, op.sku_code
       from event_products mine
       join event_products op on op.sku_code = mine.sku_code and op.event_id = any($2::int[])
       join events o on o.id = op.event_id
      where mine.event_id = $1
      order by o.id, op.sku_code limit $3`,
    [ev.id, others.map((o) => o.id), limit],
  );
}

export function conflictError(ev: EventRow, list: Conflict[]): ApiError {
  const c = list[0];
  const more = list.length > 1 ? ` (and ${list.length - 1} more)` : "";
  const s = siteSentence(ev.site);
  return new ApiError(
    409,
    `SKU ${c.sku_code} is already on sale on ${s.en} at overlapping times in "${c.event_name}" (#${c.event_id})${more}`,
    { conflicts: list },
    `SKU ${c.sku_code} 在${s.zh}的重叠时段已参加活动“${c.event_name}”(#${c.event_id})${list.length > 1 ? `（另有 ${list.length - 1} 处）` : ""}`,
  );
}

/** The record id in the URL path: a bad one is 422 like any other input. */
/** An event's storefront texts per language (all of them, or one), in language order. */
export const eventLanguages = (q: Queryable, eventId: number, language?: string) =>
  q.query<{ language: string; title: string; description: string }>(
    `select language, title, description from event_languages where event_id = $1 ${language ? "and language = $2" : ""} order by language`,
    language ? [eventId, language] : [eventId],
  );

export function pathId(params: Record<string, string>): number {
  const parsed = positiveId.safeParse(params.id);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
