import type * as z from "zod";
import { CONTENT_LANGUAGES, siteLabel } from "../../../app/lib/constants";
import { EVENT_STATUS, EVENT_STATUSES, KINDS } from "../../../app/features/activity/events/kinds";
import { EVENT_CROWDS, FLASH_SALE_STATUSES, LAUNCH_CHANNELS, PROMOTION_STRATEGIES } from "../../../app/domain/event-targeting";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { refuseForeignCurrency, siteCurrencyMap } from "../config/site-currencies";
import { Filters, containing, paginate } from "../../http/list";
import { endpoint, type AuthedUser } from "../../http/router";
import { transitionStep } from "../../resources/transition";
import { createRecord, updateVersioned } from "../../resources/write";
import { eventProductPage } from "./product-page";
import * as s from "./schemas";
import {
  EVENT_COLS,
  accessFor,
  assertDraft,
  assertVersion,
  changeEvent,
  conflictError,
  conflictsOf,
  eventLanguages,
  loadEvent,
  needKind,
  pathId,
  type EventRow,
} from "./store";
import { siteSentence } from "../../http/site-names";

type Fields = Omit<z.infer<typeof s.createBody>, "kind">;

/**
 * The currency must be one of the site's (issue 41 §2: the rule every money field obeys — the site's
 * own catalogue currency first, then its enabled country-currency records; a brand site as its base).
 */
const checkSiteCurrency = (q: Queryable, site: string, currency: string) => refuseForeignCurrency(q, site, currency, "currency");

/** Flash-sale slots lie inside the period and do not overlap each other; daily specials have none. */
function checkSlots(kind: keyof typeof KINDS, b: Fields) {
  const slots = b.slots ?? [];
  const fail = (en: string, zh: string) => {
    throw new ApiError(422, en, { errors: { slots: [en] } }, zh);
  };
  if (!KINDS[kind].slots) {
    if (slots.length) fail("Daily specials have no time slots", "每日特价没有时段");
    return;
  }
  if (!slots.length) fail("A flash sale needs at least one time slot", "限时抢购至少需要一个时段");
  const sorted = [...slots].sort((a, c) => Date.parse(a.start_at) - Date.parse(c.start_at));
  for (const [i, sl] of sorted.entries()) {
    if (Date.parse(sl.start_at) < Date.parse(b.start_at) || Date.parse(sl.end_at) > Date.parse(b.end_at))
      fail("Every time slot lies inside the event's period", "每个时段都须在活动时间内");
    if (i > 0 && Date.parse(sl.start_at) < Date.parse(sorted[i - 1].end_at)) fail("Time slots must not overlap", "时段不能重叠");
  }
}

/** The event's category is a daily-specials category of its own site (a brand site's, or its real site's). */
async function checkCategory(q: Queryable, site: string, category: number | null | undefined) {
  if (category == null) return;
  const [row] = await q.query<{ site_abbr: string }>("select site_abbr from activity_categories where id = $1", [category]);
  if (row && (row.site_abbr === site || row.site_abbr === site.replace(/_v1$/, ""))) return;
  const s = siteSentence(site);
  const en = `Category ${category} is not a daily-specials category of ${s.en}`;
  throw new ApiError(422, en, { errors: { event_category: [en] } }, `分类 ${category} 不是${s.zh}的每日特价分类`);
}

/** The targeting fields given (issue 40 §1), as SQL array/text values; absent ones keep the column. */
const targeting = (b: Pick<Fields, "event_category" | "apply_crowds" | "launch_channel" | "promotion_strategy">) => [
  b.event_category === undefined ? "keep" : "set",
  b.event_category ?? null,
  b.apply_crowds ?? null,
  b.launch_channel ?? null,
  b.promotion_strategy ?? null,
];
/** An event's own rows copied from event $1 to event $2 (copyEvent). */
const COPIED_CHILDREN = [
  "insert into event_languages (event_id, language, title, description) select $2, language, title, description from event_languages where event_id = $1",
  "insert into event_slots (event_id, start_at, end_at) select $2, start_at, end_at from event_slots where event_id = $1",
  `insert into event_products (event_id, sku_code, product_name, price, stock, up_order, discount, special_priority)
   select $2, sku_code, product_name, price, stock, up_order, discount, special_priority from event_products where event_id = $1`,
];
/** The event's own columns as a create or an update writes them. */
const eventColumns = (b: Fields) => ({ site_abbr: b.site, currency: b.currency, name: b.name, start_at: b.start_at, end_at: b.end_at });
/** The SQL setting them from parameters $n…$n+4 (in targeting()'s order). */
const setTargeting = (n: number) => `category_id = case when $${n} = 'set' then $${n + 1}::int else category_id end,
  apply_crowds = coalesce($${n + 2}::text[], apply_crowds), launch_channel = coalesce($${n + 3}::text[], launch_channel),
  promotion_strategy = coalesce($${n + 4}::text, promotion_strategy)`;

/**
 * A published event's status as shoppers see it now (spec section 3 "flash-sale status",
 * app/domain/event-targeting.ts): derived when read, from the stored status, the period and a flash sale's slots.
 */
const SALE_STATUS = `case
    when e.status <> 'published' then e.status
    when now() < e.start_at then 'upcoming'
    when now() > e.end_at then 'ended'
    when e.kind <> 'flash_sale' then 'on_sale'
    when exists (select 1 from event_slots sl where sl.event_id = e.id and now() between sl.start_at and sl.end_at) then 'on_sale'
    else 'between_slots'
  end`;
const TARGET_COLS = `e.category_id as event_category, (select c.name from activity_categories c where c.id = e.category_id) as event_category_name,
  e.apply_crowds, e.launch_channel, e.promotion_strategy, ${SALE_STATUS} as sale_status`;

async function writeChildren(q: Queryable, id: number, b: Pick<Fields, "languages" | "slots">) {
  await q.query("delete from event_languages where event_id = $1", [id]);
  for (const l of b.languages) {
    await q.query("insert into event_languages (event_id, language, title, description) values ($1, $2, $3, $4)", [
      id,
      l.language,
      l.title,
      l.description,
    ]);
  }
  await q.query("delete from event_slots where event_id = $1", [id]);
  for (const sl of b.slots ?? [])
    await q.query("insert into event_slots (event_id, start_at, end_at) values ($1, $2, $3)", [id, sl.start_at, sl.end_at]);
}

const iso = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An event with its languages, slots, product count (kept on the event by migration 337) and
 * pending revision, in one statement: each view of a detail page reads it, and on the embedded
 * database every statement costs a round through the engine.
 */
export async function eventFull(q: Queryable, id: number) {
  const [ev] = await q.query<
    EventRow & {
      product_count: number;
      event_category: number | null;
      languages: unknown[];
      slots: unknown[];
      pending_revision: number | null;
    }
  >(
    `select ${EVENT_COLS}, product_count, ${TARGET_COLS},
            coalesce((select json_agg(json_build_object('language', l.language, 'title', l.title, 'description', l.description) order by l.language)
                        from event_languages l where l.event_id = e.id), '[]') as languages,
            coalesce((select json_agg(json_build_object('start_at', ${iso("s.start_at")}, 'end_at', ${iso("s.end_at")}) order by s.start_at)
                        from event_slots s where s.event_id = e.id), '[]') as slots,
            (select r.id from event_revisions r where r.event_id = e.id and r.status = 'pending') as pending_revision
       from events e where e.id = $1`,
    [id],
  );
  return ev;
}

const actorOf = (user: AuthedUser) => user.name;

/**
 * The first `n` SKUs of a stored log head (migration 338): the value itself when it is the list,
 * else its `rows` (an import) or `changes` (a revision); null when it names none. `n` is written
 * into the statement (an integer the query schema checked): the page's count shares its parameters.
 */
const logHead = (col: string, n: number) => {
  const first = (x: string) => `jsonb_path_query_array(${x}, '$[0 to ${Math.trunc(n) - 1}]')`;
  return `case
    when jsonb_typeof(${col}) = 'array' then ${first(col)}
    when jsonb_typeof(${col}->'rows') = 'array' then jsonb_set(${col}, '{rows}', ${first(`${col}->'rows'`)})
    when jsonb_typeof(${col}->'changes') = 'array' then jsonb_set(${col}, '{changes}', ${first(`${col}->'changes'`)})
  end`;
};

export const eventEndpoints = [
  endpoint({
    method: "GET",
    path: "/api/event/getEventEnum",
    access: accessFor("read"),
    handler: async ({ db }) => {
      const [sites, currencies, categories] = await Promise.all([
        db.query<{ abbr: string }>("select abbr from sites order by sort, id"),
        siteCurrencyMap(db),
        // the daily-specials categories (activity-category) an event of each site may be listed under
        db.query<{ value: number; label: string; site: string; enabled: boolean }>(
          "select id as value, name as label, site_abbr as site, enabled from activity_categories order by site_abbr, sort, id",
        ),
      ]);
      return {
        kinds: Object.keys(KINDS),
        status: EVENT_STATUSES,
        transitions: Object.keys(EVENT_STATUS.transitions),
        languages: CONTENT_LANGUAGES,
        event_category: categories,
        apply_crowds: EVENT_CROWDS,
        launch_channel: LAUNCH_CHANNELS,
        promotion_strategy: PROMOTION_STRATEGIES,
        flash_sale_status: FLASH_SALE_STATUSES,
        sites: sites.map((x) => ({ value: x.abbr, label: siteLabel(x.abbr), currencies: currencies[x.abbr] ?? [] })),
      };
    },
  }),
  endpoint<z.infer<typeof s.listQuery>>({
    method: "GET",
    path: "/api/event/getDsEventList",
    access: accessFor("read"),
    query: s.listQuery,
    async handler({ db, query, user }) {
      needKind(user, query.kind, "read");
      const f = new Filters()
        .add((p) => `kind = ${p}`, query.kind)
        .add((p) => `site_abbr = ${p}`, query.site)
        .add((p) => `status = ${p}`, query.status)
        .add((p) => `name ilike ${p}`, query.name && containing(query.name))
        .add((p) => `category_id = ${p}`, query.event_category)
        .add((p) => `apply_crowds @> array[${p}::text]`, query.apply_crowds)
        .add((p) => `launch_channel @> array[${p}::text]`, query.launch_channel)
        .add((p) => `promotion_strategy = ${p}`, query.promotion_strategy);
      const dir = query.order === "asc" ? "asc" : "desc";
      const sort = query.sort ?? "id";
      return paginate(db, {
        select: `${EVENT_COLS}, product_count, ${TARGET_COLS},
          (select r.id from event_revisions r where r.event_id = e.id and r.status = 'pending') as pending_revision`,
        from: "events e",
        ...f,
        orderBy: sort === "id" ? `id ${dir}` : `${sort} ${dir}, id ${dir}`,
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),
  // pickers elsewhere (floating bars, live rooms): published events by name, readable by any signed-in user
  endpoint<z.infer<typeof s.pickerQuery>>({
    method: "GET",
    path: "/api/event/paginate",
    access: { signedIn: true },
    query: s.pickerQuery,
    handler: ({ db, query }) => picker(db, query),
  }),
  endpoint<z.infer<typeof s.pickerQuery>>({
    method: "GET",
    path: "/api/events/daily_specials",
    access: { signedIn: true },
    query: s.pickerQuery,
    handler: ({ db, query }) => picker(db, { ...query, kind: "daily_special" }),
  }),
  endpoint<z.infer<typeof s.pickerQuery>>({
    method: "GET",
    path: "/api/events/flash_sales",
    access: { signedIn: true },
    query: s.pickerQuery,
    handler: ({ db, query }) => picker(db, { ...query, kind: "flash_sale" }),
  }),
  endpoint({
    method: "GET",
    path: "/api/event/getUpdateEventByEventId/{id}",
    access: accessFor("read"),
    async handler({ db, params, user }) {
      const id = pathId(params);
      await loadEvent(db, user, id, "read");
      return eventFull(db, id);
    },
  }),
  endpoint<z.infer<typeof s.detailQuery>>({
    method: "GET",
    path: "/api/event/getEventDetail/{id}",
    access: accessFor("read"),
    query: s.detailQuery,
    async handler({ db, params, query, user }) {
      const ev = await loadEvent(db, user, pathId(params), "read");
      const [full, rows, conflicts] = await Promise.all([
        eventFull(db, ev.id),
        eventProductPage(db, ev.id, { after: query.after, sku: query.sku, pageSize: query.page_size }),
        ev.status === "offline" ? [] : conflictsOf(db, ev),
      ]);
      const more = rows.length > query.page_size;
      const list = rows.slice(0, query.page_size) as { id: number }[];
      return { ...full, products: { list, page_size: query.page_size, next: more ? list[list.length - 1].id : null }, conflicts };
    },
  }),
  endpoint<z.infer<typeof s.logQuery>>({
    method: "GET",
    path: "/api/event/getEventDetailLog/{id}",
    access: accessFor("read"),
    query: s.logQuery,
    async handler({ db, params, query, user }) {
      const ev = await loadEvent(db, user, pathId(params), "read");
      return paginate(db, {
        // an entry can name 10,000 SKUs: the page gets the first 20 (or fewer, as asked) and the
        // count, kept beside the row when it was written (migration 338), so the whole list is not
        // read on every view
        select: `id, actor_name, action, entity, entity_id, coalesce(${logHead("before_head", query.skus)}, before) as before, coalesce(${logHead("after_head", query.skus)}, after) as after, sku_lines, created_at`,
        from: "audit_log",
        where: ["entity = 'event'", "entity_id = $1"],
        params: [String(ev.id)],
        orderBy: "id desc",
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/event/getLanguageEvent/{id}",
    access: accessFor("read"),
    async handler({ db, params, user }) {
      const ev = await loadEvent(db, user, pathId(params), "read");
      const languages = await eventLanguages(db, ev.id);
      return { id: ev.id, name: ev.name, version: ev.version, languages };
    },
  }),
  endpoint<unknown, z.infer<typeof s.createBody>>({
    method: "POST",
    path: "/api/event/createDsEvent",
    access: accessFor("write"),
    body: s.createBody,
    async handler(ctx) {
      const b = ctx.body;
      needKind(ctx.user, b.kind, "write");
      checkSlots(b.kind, b);
      return ctx.db.tx(async (q) => {
        await checkSiteCurrency(q, b.site, b.currency);
        await checkCategory(q, b.site, b.event_category);
        const { id } = await createRecord<{ id: number }>(q, ctx, {
          table: "events",
          values: { kind: b.kind, ...eventColumns(b), created_by: actorOf(ctx.user), updated_by: actorOf(ctx.user) },
          returning: "id",
          children: async (tx, row) => {
            await tx.query(`update events set ${setTargeting(2)} where id = $1`, [row.id, ...targeting(b)]);
            await writeChildren(tx, row.id, b);
          },
          log: { entity: "event", after: (row) => eventFull(q, row.id) },
        });
        return eventFull(q, id);
      });
    },
  }),
  endpoint<unknown, z.infer<typeof s.updateBody>>({
    method: "POST",
    path: "/api/event/updateDsEvent",
    access: accessFor("write"),
    body: s.updateBody,
    async handler(ctx) {
      const { id, version, ...b } = ctx.body;
      return ctx.db.tx(async (q) => {
        const ev = await loadEvent(q, ctx.user, id, "write", true);
        assertVersion(ev, version);
        assertDraft(ev);
        checkSlots(ev.kind, b);
        await checkSiteCurrency(q, b.site, b.currency);
        // a kept category must still be of the site the event moves to
        await checkCategory(q, b.site, b.event_category === undefined ? (await eventFull(q, id)).event_category : b.event_category);
        const before = await eventFull(q, id);
        await updateVersioned(q, ctx, {
          table: "events",
          id,
          set: eventColumns(b),
          returning: "id",
          children: async (tx) => {
            await tx.query(`update events set ${setTargeting(2)} where id = $1`, [id, ...targeting(b)]);
            await writeChildren(tx, id, b);
          },
          log: { entity: "event", before, after: () => eventFull(q, id) },
        });
        return eventFull(q, id);
      });
    },
  }),
  endpoint<unknown, z.infer<typeof s.languageBody>>({
    method: "POST",
    path: "/api/event/updateLanguageEvent",
    access: accessFor("write"),
    body: s.languageBody,
    async handler(ctx) {
      const { id, version, languages } = ctx.body;
      return ctx.db.tx(async (q) => {
        const ev = await loadEvent(q, ctx.user, id, "write", true);
        assertVersion(ev, version);
        // wording is not a figure: it may change on a published event too
        const before = await eventFull(q, id);
        await q.query("delete from event_languages where event_id = $1", [id]);
        for (const l of languages)
          await q.query("insert into event_languages (event_id, language, title, description) values ($1, $2, $3, $4)", [
            id,
            l.language,
            l.title,
            l.description,
          ]);
        await changeEvent(q, ctx, id, {
          action: "update_languages",
          before: { languages: before.languages },
          after: async () => ({ languages: (await eventFull(q, id)).languages }),
        });
        return eventFull(q, id);
      });
    },
  }),
  endpoint<unknown, z.infer<typeof s.statusBody>>({
    method: "POST",
    path: "/api/event/changeEventStatus",
    access: accessFor("write"),
    body: s.statusBody,
    async handler(ctx) {
      const { id, status } = ctx.body;
      return ctx.db.tx(async (q) => {
        const ev = await loadEvent(q, ctx.user, id, "write", true);
        // going offline is final (docs/areas/activity.md): the refusal says how to sell again
        if (ev.status === "offline" && status === "publish")
          throw new ApiError(
            409,
            `"${ev.name}" is Offline, and going offline is final: copy it to sell again (the copy is a new draft)`,
            { state: "offline" },
            `活动“${ev.name}”已下线，下线不可撤销：如需再次销售，请复制该活动（复制后为新的草稿）`,
          );
        if (transitionStep(EVENT_STATUS, ev as unknown as Record<string, unknown>, status) === "repeat") return eventFull(q, id);
        if (status === "publish") {
          const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from event_products where event_id = $1", [id]);
          if (!n)
            throw new ApiError(
              409,
              `"${ev.name}" has no products yet: add products before publishing`,
              null,
              `活动“${ev.name}”还没有商品，请先添加商品再发布`,
            );
          // serialises publishing on the site, so two overlapping events cannot pass this check at once
          await q.query("select pg_advisory_xact_lock(hashtext('event-publish:' || $1))", [ev.site]);
          const conflicts = await conflictsOf(q, ev);
          if (conflicts.length) throw conflictError(ev, conflicts);
        }
        const to = EVENT_STATUS.transitions[status].to;
        await updateVersioned(q, ctx, {
          table: "events",
          id,
          set: { status: to },
          returning: "id",
          log: { entity: "event", action: status, before: { status: ev.status }, after: { status: to } },
        });
        return eventFull(q, id);
      });
    },
  }),
  endpoint<unknown, z.infer<typeof s.copyBody>>({
    method: "POST",
    path: "/api/event/copyEvent",
    access: accessFor("write"),
    body: s.copyBody,
    async handler(ctx) {
      return ctx.db.tx(async (q) => {
        const ev = await loadEvent(q, ctx.user, ctx.body.id, "write");
        // the columns as stored; the copy is a new draft of its own
        const [stored] = await q.query<Record<string, unknown>>(
          `select kind, site_abbr, currency, left(name || ' (copy)', 120) as name, start_at, end_at,
                  category_id, apply_crowds, launch_channel, promotion_strategy from events where id = $1`,
          [ev.id],
        );
        const { id } = await createRecord<{ id: number }>(q, ctx, {
          table: "events",
          values: { ...stored, copied_from: ev.id, created_by: actorOf(ctx.user), updated_by: actorOf(ctx.user) },
          returning: "id",
          // its wording, slots and products come along
          children: async (tx, row) => {
            for (const statement of COPIED_CHILDREN) await tx.query(statement, [ev.id, row.id]);
          },
          log: { entity: "event", action: "copy", after: async (row) => ({ ...(await eventFull(q, row.id)), copied_from: ev.id }) },
        });
        return eventFull(q, id);
      });
    },
  }),
];

async function picker(db: Queryable, query: z.infer<typeof s.pickerQuery>) {
  const f = new Filters()
    .add((p) => `kind = ${p}`, query.kind)
    .add((p) => `site_abbr = ${p}`, query.site)
    .add((p) => `name ilike ${p}`, query.name && containing(query.name));
  f.where.push("status = 'published'");
  return paginate(db, {
    select: "id, kind, name, site_abbr as site, start_at, end_at",
    from: "events",
    ...f,
    orderBy: "id desc",
    page: query.page,
    pageSize: query.page_size,
  });
}
