import * as z from "zod";
import { ADDRESS_CHANGE, ADDRESS_FIELDS } from "../../../app/features/system/geo/geo-rules";
import { CONTENT_LANGUAGES, siteLabel } from "../../../app/lib/constants";
import { routeByName } from "../../../app/lib/route-tree";
import type { Queryable } from "../../db/client";
import { ApiError, notFound, validationError } from "../../http/errors";
import { Filters, pageQuery, paginate, positiveId } from "../../http/list";
import { endpoint, type Endpoint } from "../../http/router";
import { createRecord, sql, transition, updateVersioned, type Writer } from "../../resources/write";
import { registerInbox } from "../../reviews/inbox";
import type { JobQueue } from "../../jobs/queue";
import { mailT } from "../../mail/catalog";
import { queueMail, usersHolding } from "../../mail/outbox";
import { mailBody, type MailLine } from "../../mail/quote";
import * as s from "./schemas";
import { siteNameIn } from "../../http/site-names";

// Address formats per country, site and language, changed only through a request that a second
// person checks (spec section 7: config/country-address/…). A passed request writes the format in
// the same transaction as its own state, each with its log row.
const BASE = "/api/config/country-address";
const edit = routeByName("address-configure-edit")!;
const list = routeByName("address")!;
const REQUEST_KEY = edit.intents.request;
const CHECK_KEY = list.intents.pass;
const CANCEL_KEY = list.intents.cancel;
const READ = { any: [list.name] };

const FORMAT =
  "id, country_code, site_abbr as site, language, fields, postal_pattern, example, version, updated_by, created_at, updated_at";
const CHANGE = `id, format_id, country_code, site_abbr as site, language, fields, postal_pattern, example, remark, base_version, status,
  requested_by_id, requested_by, checked_by_id, checked_by, checked_at, check_remark, version, created_at, updated_at`;

/**
 * For a waiting request, the format it would replace as it stands now (null for a new format), so
 * the checker sees each field before → after; a decided request shows what was asked only.
 */
const CURRENT = `case when address_changes.status = 'pending' then (select json_build_object('fields', f.fields, 'postal_pattern', f.postal_pattern,
  'example', f.example) from address_formats f where f.country_code = address_changes.country_code and f.site_abbr = address_changes.site_abbr
  and f.language = address_changes.language) end as current`;

/** A request as the caller sees it: `mine` says whether they made it (then they may cancel, never check it). */
const changeFor = (userId: number) => `${CHANGE}, requested_by_id = ${Math.trunc(Number(userId)) || 0} as mine`;

const NOUN = { en: "Address change request", zh: "地址变更申请" };

// its own lifecycle, not a declared review: it joins the approvers' inbox by hand
registerInbox({
  kind: "address_change",
  title: { zh: "地址格式变更", en: "Address format changes" },
  examiners: [CHECK_KEY],
  list: `${list.fullPath}?status=pending`,
  async waiting(q, userId) {
    const [r] = await q.query<{ n: number }>(
      "select count(*)::int as n from address_changes where status = 'pending' and requested_by_id is distinct from $1",
      [userId],
    );
    return Number(r?.n ?? 0);
  },
});
type Change = {
  id: number;
  status: string;
  requested_by_id: number;
  format_id: number | null;
  base_version: number | null;
  country_code: string;
  site: string;
  language: string;
  fields: unknown;
  postal_pattern: string;
  example: string;
};

const formatFilters = { country: s.countryCode.optional(), site: s.siteAbbr.optional(), language: s.language.optional() };
const where = (q: { country?: string; site?: string; language?: string }, f = new Filters()) =>
  f
    .add((p) => `country_code = ${p}`, q.country)
    .add((p) => `site_abbr = ${p}`, q.site)
    .add((p) => `language = ${p}`, q.language);

const formatsQuery = z.strictObject({ ...pageQuery, ...formatFilters });
const changesQuery = z.strictObject({
  ...pageQuery,
  ...formatFilters,
  status: z.enum(["pending", "passed", "rejected", "cancelled"]).optional(),
  format_id: positiveId.optional(),
});
const requestBody = s.addressRequest;

/** One declared move of a change request, on the locked row, with its audit row. */
const moveChange = (
  q: Queryable,
  w: Writer,
  id: number,
  name: string,
  more: { set: Record<string, unknown>; check: (q: Queryable, before: Change) => Promise<void> },
) =>
  transition<Change>(q, w, {
    table: "address_changes",
    lifecycle: ADDRESS_CHANGE,
    id,
    name,
    select: CHANGE,
    entity: "address_change",
    noun: NOUN,
    ...more,
  });

export const addressEndpoints: Endpoint[] = [
  endpoint<z.output<typeof formatsQuery>>({
    method: "GET",
    path: `${BASE}/list`,
    access: READ,
    query: formatsQuery,
    handler: ({ db, query }) =>
      paginate(db, {
        select: `${FORMAT}, (select c.id from address_changes c where c.country_code = f.country_code and c.site_abbr = f.site_abbr
          and c.language = f.language and c.status = 'pending') as pending_id`,
        from: "address_formats f",
        ...where(query),
        orderBy: "country_code, site_abbr, language",
        page: query.page,
        pageSize: query.page_size,
      }),
  }),
  endpoint({
    method: "GET",
    path: `${BASE}/format/{id}`,
    access: { any: [list.name, edit.name] },
    async handler({ db, params }) {
      const id = positiveId.safeParse(params.id);
      if (!id.success) throw validationError(id.error);
      const row = (await db.query(`select ${FORMAT} from address_formats where id = $1`, [id.data]))[0];
      if (!row) throw notFound("Address format", "地址格式");
      return row;
    },
  }),
  endpoint({
    method: "GET",
    path: `${BASE}/filters`,
    access: { any: [list.name, edit.name] },
    async handler({ db }) {
      const [countries, sites] = await Promise.all([
        db.query<{ code: string }>("select code from countries where enabled order by sort, code"),
        db.query<{ abbr: string }>("select abbr from sites order by sort, id"),
      ]);
      return {
        countries: countries.map((c) => c.code),
        sites: sites.map((x) => ({ value: x.abbr, label: siteLabel(x.abbr) })),
        languages: CONTENT_LANGUAGES,
        fields: ADDRESS_FIELDS,
        statuses: Object.keys(ADDRESS_CHANGE.states),
      };
    },
  }),
  // requests waiting for their check, oldest first: the checker's queue
  endpoint<z.output<typeof changesQuery>>({
    method: "GET",
    path: `${BASE}/new-list`,
    access: READ,
    query: changesQuery,
    handler: ({ db, query, user }) =>
      paginate(db, {
        select: `${changeFor(user.id)}, ${CURRENT}`,
        from: "address_changes",
        ...where(
          query,
          new Filters().add((p) => `status = ${p}`, "pending"),
        ),
        orderBy: "id",
        page: query.page,
        pageSize: query.page_size,
      }),
  }),
  // every request, newest first: what was asked, by whom, and what became of it
  endpoint<z.output<typeof changesQuery>>({
    method: "GET",
    path: `${BASE}/change-list`,
    access: READ,
    query: changesQuery,
    handler: ({ db, query, user }) =>
      paginate(db, {
        select: `${changeFor(user.id)}, ${CURRENT}`,
        from: "address_changes",
        ...where(
          query,
          new Filters().add((p) => `status = ${p}`, query.status).add((p) => `format_id = ${p}`, query.format_id),
        ),
        orderBy: "id desc",
        page: query.page,
        pageSize: query.page_size,
      }),
  }),
  endpoint<unknown, z.output<typeof requestBody>>({
    method: "POST",
    path: `${BASE}/create`,
    access: { any: [REQUEST_KEY] },
    body: requestBody,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const b = ctx.body;
        const known = await q.query("select 1 from countries where code = $1", [b.country_code]);
        if (!known.length) {
          const en = `${b.country_code} is not in the country list`;
          throw new ApiError(409, en, { errors: { country_code: [en] } }, `${b.country_code} 不在国家列表中`);
        }
        const format = (
          await q.query<{ id: number; version: number }>(
            "select id, version from address_formats where country_code = $1 and site_abbr = $2 and language = $3",
            [b.country_code, b.site, b.language],
          )
        )[0];
        // the editor saw version N: a format changed since is shown again rather than overwritten
        if (format && b.version !== undefined && b.version !== format.version) {
          throw new ApiError(
            409,
            "The address format changed after you opened it. Review it and request again.",
            { current: format },
            "您打开后地址格式已被修改，请核对后重新申请。",
          );
        }
        const open = await q.query<{ id: number }>(
          "select id from address_changes where country_code = $1 and site_abbr = $2 and language = $3 and status = 'pending'",
          [b.country_code, b.site, b.language],
        );
        if (open.length) {
          const en = `A change of this format is already waiting for its check (request #${open[0].id})`;
          throw new ApiError(
            409,
            en,
            { errors: { country_code: [en] }, pending_id: open[0].id },
            `该地址格式已有待审核的变更申请（#${open[0].id}）`,
          );
        }
        const created = await createRecord<Change & { remark: string }>(q, ctx, {
          table: "address_changes",
          values: {
            format_id: format?.id ?? null,
            country_code: b.country_code,
            site_abbr: b.site,
            language: b.language,
            fields: JSON.stringify(b.fields),
            postal_pattern: b.postal_pattern,
            example: b.example,
            remark: b.remark,
            base_version: format?.version ?? null,
            requested_by_id: ctx.user.id,
            requested_by: ctx.user.name,
            updated_by: ctx.user.name,
          },
          returning: CHANGE,
          log: { entity: "address_change", action: "request" },
        });
        await mailCheckers(q, ctx, created);
        return created;
      }),
  }),
  endpoint<unknown, z.output<typeof s.changeStatus>>({
    method: "POST",
    path: `${BASE}/change-status`,
    access: { any: [CHECK_KEY] },
    body: s.changeStatus,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const { after } = await moveChange(q, ctx, ctx.body.id, ctx.body.status, {
          set: { checked_by_id: ctx.user.id, checked_by: ctx.user.name, checked_at: sql`now()`, check_remark: ctx.body.check_remark },
          check: async (tx, before) => {
            if (before.requested_by_id === ctx.user.id) {
              throw new ApiError(
                403,
                "You cannot check your own request: another person must check it",
                null,
                "不能审核自己提交的申请，需由他人审核",
              );
            }
            if (ctx.body.status === "pass") await applyFormat(tx, ctx, before);
          },
        });
        return after;
      }),
  }),
  endpoint<unknown, z.output<typeof s.cancelCheck>>({
    method: "POST",
    path: `${BASE}/cancel-check`,
    access: { any: [CANCEL_KEY] },
    body: s.cancelCheck,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const { after } = await moveChange(q, ctx, ctx.body.id, "cancel", {
          set: { checked_at: sql`now()` },
          check: async (_tx, before) => {
            if (before.requested_by_id !== ctx.user.id) {
              throw new ApiError(403, "Only the person who made the request may cancel it", null, "只有申请人可以撤回该申请");
            }
          },
        });
        return after;
      }),
  }),
];

/** Writes the requested format (new or changed), refusing one that changed since the request. */
async function applyFormat(q: Queryable, ctx: Writer, c: Change) {
  const current = (
    await q.query<{ id: number; version: number }>(
      `select ${FORMAT} from address_formats where country_code = $1 and site_abbr = $2 and language = $3 for update`,
      [c.country_code, c.site, c.language],
    )
  )[0];
  if ((current?.version ?? null) !== c.base_version) {
    throw new ApiError(
      409,
      "The address format changed after this request was made: reject it and request again",
      { current: current ?? null },
      "申请提交后地址格式已被修改：请驳回后重新申请",
    );
  }
  const set = { fields: JSON.stringify(c.fields), postal_pattern: c.postal_pattern, example: c.example };
  const log = { entity: "address_format", before: current ?? null };
  const after = current
    ? await updateVersioned<{ id: number }>(q, ctx, { table: "address_formats", id: current.id, set, returning: FORMAT, log })
    : await createRecord<{ id: number }>(q, ctx, {
        table: "address_formats",
        values: { country_code: c.country_code, site_abbr: c.site, language: c.language, ...set, updated_by: ctx.user.name },
        returning: FORMAT,
        log,
      });
  // the change names the format it wrote (a new format's id is known only now)
  await q.query("update address_changes set format_id = $2 where id = $1", [c.id, after.id]);
}

/**
 * Every checker (holders of the check key but the requester) gets the request in their language,
 * with the link to the waiting requests of that format — written in the request's transaction.
 */
async function mailCheckers(
  q: Queryable,
  ctx: Writer & { jobs?: JobQueue; config: { consoleUrl: string } },
  c: Change & { remark: string },
) {
  const link = `${ctx.config.consoleUrl}${list.fullPath}?status=pending&country=${c.country_code}&site=${c.site}&language=${c.language}`;
  for (const to of await usersHolding(q, [CHECK_KEY], [ctx.user.id])) {
    const name = `#${c.id} ${c.country_code} · ${siteNameIn(to.language, c.site)} · ${c.language}`;
    const summary: MailLine[] = [mailT(to.language, "geo.mail.requested", { by: ctx.user.name, name })];
    if (c.remark) summary.push(mailT(to.language, "geo.change.remark"), { quote: c.remark });
    await queueMail(q, ctx.jobs, {
      to,
      subject: mailT(to.language, "geo.mail.requestedSubject", { name }),
      body: mailBody(summary, mailT(to.language, "geo.mail.open"), link),
      links: [link],
      entity: "address_change",
      entityId: String(c.id),
    });
  }
}
