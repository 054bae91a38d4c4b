import * as z from "zod";
import { LABEL_ADD_MAX, LABEL_TYPES } from "../../../app/features/goods/labels/label-rules";
import { ALL_SITES } from "../../../app/lib/constants";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { Download } from "../../http/download";
import { containing, idField, pageQuery, paginate, positiveId, singleLine } from "../../http/list";
import { endpoint, type Endpoint } from "../../http/router";
import { keysetBatches, writeXlsx, XLSX_TYPE } from "../../excel/write";
import { HEADS, sheetColumns, sheetLang, type SheetColumn } from "../../excel/columns";
import { keysetPage } from "../goods/keyset";
import { PRODUCT_COLS, present } from "../goods/products";
import { addProductsBody, keysetShape, removeProductsBody } from "../goods/schemas";
import { site } from "../offers/schemas";
import { LABEL_DETAIL_KEY, LABEL_READ, LABEL_SELECT, mustLabel } from "./labels";
import { writeBatch } from "../../resources/write";
import { siteNames, siteSentence } from "../../http/site-names";

// What a label holds: products (added by SPU code, removed by selection, each change a row of the
// label-product log), the events related to it (the label–event-code relation: a daily special or
// flash sale on the label's site, by its number), and the streamed export of its products.

const WRITE = { any: [LABEL_DETAIL_KEY] } as const;
const labelQuery = { label_id: positiveId };

const TYPE_NAMES: Record<(typeof LABEL_TYPES)[number], { en: string; zh: string }> = {
  promotion: { en: "Promotion", zh: "促销" },
  new_arrival: { en: "New arrival", zh: "新品" },
  best_seller: { en: "Best seller", zh: "热卖" },
  limited: { en: "Limited", zh: "限量" },
  custom: { en: "Custom", zh: "自定义" },
};

const productsQuery = z
  .strictObject({ ...labelQuery, ...keysetShape })
  .refine((v) => !(v.after && v.before), { message: "give after or before, not both", path: ["before"] });
const logsQuery = z.strictObject({ ...labelQuery, ...pageQuery });
const bySitesQuery = z.strictObject({
  sites: singleLine(200)
    .pipe(
      z.string().transform((v) => [
        ...new Set(
          v
            .split(",")
            .map((x) => x.trim())
            .filter(Boolean),
        ),
      ]),
    )
    .pipe(z.array(site).min(1, "give at least one site")),
});
const eventQuery = z.strictObject({ code: singleLine(120).min(1, "give an event number or part of its name") });
const relateBody = z.strictObject({
  label_id: idField,
  event_ids: z
    .array(idField, { error: "must be a list of event numbers" })
    .min(1, "choose at least one event")
    .max(50, "at most 50 at a time"),
});
const unrelateBody = z.strictObject({ relation_id: idField });
const addBody = z.strictObject({
  label_id: idField,
  spus: addProductsBody.shape.spus.max(LABEL_ADD_MAX, `at most ${LABEL_ADD_MAX} SPU codes at a time`),
});
const removeBody = z.strictObject({ label_id: idField, product_ids: removeProductsBody.shape.product_ids });
const exportQuery = z.strictObject({ label_id: positiveId });
const sortExportBody = z.strictObject({ site: site.optional() });

const EVENT_COLS = "e.id, e.kind, e.site_abbr as site, e.name, e.status, e.start_at, e.end_at";

/** Who made a change of a label's products, as its log names them. */
export interface LabelActor {
  name: string;
  requestId: string;
}

async function logProducts(q: Queryable, labelId: number, action: "add" | "remove", spus: string[], who: LabelActor) {
  await q.query("insert into label_product_logs (label_id, action, spus, actor_name, request_id) values ($1, $2, $3, $4, $5)", [
    labelId,
    action,
    spus,
    who.name,
    who.requestId,
  ]);
}

/**
 * Adds the products of these SPU codes that the label does not hold yet, counted on the label and
 * logged as one change (by hand or from a sheet); answers the SPUs added, in order.
 */
export async function addToLabel(q: Queryable, labelId: number, spus: string[], who: LabelActor): Promise<string[]> {
  const added = await q.query<{ spu: string }>(
    `with ins as (insert into label_products (label_id, product_id, added_by) select $1, p.id, $3 from products p where p.spu = any($2::text[])
       on conflict do nothing returning product_id) select p.spu from ins join products p on p.id = ins.product_id order by p.spu`,
    [labelId, spus, who.name],
  );
  if (added.length) {
    await q.query("update labels set product_count = product_count + $2 where id = $1", [labelId, added.length]);
    await logProducts(
      q,
      labelId,
      "add",
      added.map((a) => a.spu),
      who,
    );
  }
  return added.map((a) => a.spu);
}

export const labelProductEndpoints: Endpoint[] = [
  endpoint<unknown, z.output<typeof sortExportBody>>({
    // the labels in the order each site shows them (optionally one site), as a streamed .xlsx
    method: "POST",
    path: "/api/event/exportLabelSort",
    access: LABEL_READ,
    body: sortExportBody,
    async handler({ db, body, req }) {
      type Item = { site: string; sort: number; name: string; type: string; enabled: boolean; product_count: number };
      const rows = await db.query<Item>(
        `select site_abbr as site, sort, name, type, enabled, product_count from labels where ($1::text is null or site_abbr = $1) order by site_abbr, sort, id`,
        [body.site ?? null],
      );
      const lang = sheetLang(req);
      const columns: SheetColumn<Item>[] = [
        { head: HEADS.site, value: (r) => r.site },
        { head: HEADS.sort, value: (r) => r.sort },
        { head: HEADS.name, value: (r) => r.name },
        { head: { en: "Type", zh: "类型" }, value: (r) => r.type },
        { head: HEADS.status, value: (r) => (lang === "zh" ? (r.enabled ? "启用" : "停用") : r.enabled ? "enabled" : "disabled") },
        { head: { en: "Products", zh: "商品数" }, value: (r) => r.product_count },
      ];
      async function* one() {
        yield rows;
      }
      return new Download(`labels-sort${body.site ? `-${body.site}` : ""}.xlsx`, XLSX_TYPE, async (out) => {
        await writeXlsx(out, "labels", sheetColumns(lang, columns), one());
      });
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/event/getLabelEnum",
    access: LABEL_READ,
    query: z.strictObject({}),
    handler: async () => ({
      types: LABEL_TYPES.map((value) => ({ value, ...TYPE_NAMES[value] })),
      statuses: [
        { value: "enabled", en: "Shown", zh: "显示" },
        { value: "disabled", en: "Hidden", zh: "隐藏" },
      ],
      sites: ALL_SITES,
    }),
  }),
  endpoint({
    method: "GET",
    path: "/api/event/getLabelTypes",
    access: LABEL_READ,
    query: z.strictObject({}),
    async handler({ db }) {
      const counts = await db.query<{ type: string; n: number }>("select type, count(*)::int as n from labels group by type");
      return LABEL_TYPES.map((value) => ({ value, ...TYPE_NAMES[value], labels: counts.find((c) => c.type === value)?.n ?? 0 }));
    },
  }),
  endpoint<z.output<typeof bySitesQuery>>({
    // the shown labels of some sites, for pickers (products, events)
    method: "GET",
    path: "/api/event/getLabelBySites",
    access: { any: [...LABEL_READ.any, "goods-list", "goods-edit"] },
    query: bySitesQuery,
    handler: ({ db, query }) =>
      db.query(`select ${LABEL_SELECT} from labels where enabled and site_abbr = any($1::text[]) order by site_abbr, sort, id`, [
        query.sites,
      ]),
  }),
  endpoint<z.output<typeof logsQuery>>({
    method: "GET",
    path: "/api/event/labelProductLogs",
    access: LABEL_READ,
    query: logsQuery,
    async handler({ db, query }) {
      await mustLabel(db, query.label_id);
      return paginate(db, {
        select: "id, label_id, action, spus, actor_name, created_at",
        from: "label_product_logs",
        where: ["label_id = $1"],
        params: [query.label_id],
        orderBy: "id desc",
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),
  endpoint<z.output<typeof eventQuery>>({
    // an event to relate: by its number, or events whose name contains the text (newest first, 20)
    method: "GET",
    path: "/api/event/getEventAndCodeInfo",
    access: LABEL_READ,
    query: eventQuery,
    async handler({ db, query }) {
      const n = /^\d{1,9}$/.test(query.code) ? Number(query.code) : 0;
      return db.query(
        `select ${EVENT_COLS} from events e where e.id = $1 or e.name ilike $2 order by (e.id = $1) desc, e.id desc limit 20`,
        [n, containing(query.code)],
      );
    },
  }),
  endpoint<z.output<z.ZodObject<typeof labelQuery>>>({
    method: "GET",
    path: "/api/label/getEventRelateByLabelId",
    access: LABEL_READ,
    query: z.strictObject(labelQuery),
    async handler({ db, query }) {
      await mustLabel(db, query.label_id);
      return db.query(
        `select r.id as relation_id, r.created_by, r.created_at, ${EVENT_COLS}
           from label_event_relations r join events e on e.id = r.event_id where r.label_id = $1 order by r.id desc`,
        [query.label_id],
      );
    },
  }),
  endpoint<z.output<typeof productsQuery>>({
    method: "GET",
    path: "/api/label/getProductByLabelId",
    access: LABEL_READ,
    query: productsQuery,
    async handler({ db, store, query }) {
      const label = await mustLabel(db, query.label_id);
      const page = await keysetPage<Record<string, unknown>>(db, {
        select: `${PRODUCT_COLS}, lp.added_by, lp.added_at`,
        from: "label_products lp join products p on p.id = lp.product_id",
        key: "lp.product_id",
        keyField: "id",
        where: ["lp.label_id = $1"],
        params: [label.id],
        after: query.after,
        before: query.before,
        pageSize: query.page_size,
      });
      return { label, ...page, list: page.list.map((r) => present(r, store)) };
    },
  }),
  endpoint<unknown, z.output<typeof relateBody>>({
    method: "POST",
    path: "/api/label/labelEventCodeRelate",
    access: WRITE,
    body: relateBody,
    handler: (ctx) =>
      writeBatch(ctx.db, ctx, async (q) => {
        const label = await mustLabel(q, ctx.body.label_id, true);
        const ids = [...new Set(ctx.body.event_ids)];
        const events = await q.query<{ id: number; site: string; name: string }>(
          "select id, site_abbr as site, name from events where id = any($1::int[])",
          [ids],
        );
        const missing = ids.filter((id) => !events.some((e) => e.id === id));
        if (missing.length) {
          const en = `No event has the number ${missing.join(", ")}`;
          throw new ApiError(422, en, { errors: { event_ids: [en] } }, `以下编号没有对应活动：${missing.join(", ")}`);
        }
        const elsewhere = events.filter((e) => e.site !== label.site);
        if (elsewhere.length) {
          const names = (lang: "en" | "zh") => elsewhere.map((e) => `#${e.id} ${e.name} (${siteNames(e.site)[lang]})`).join(", ");
          const s = siteSentence(label.site);
          const en = `Only events on ${s.en} can carry this label: ${names("en")}`;
          throw new ApiError(422, en, { errors: { event_ids: [en] } }, `只有${s.zh}的活动可以关联此标签：${names("zh")}`);
        }
        const added = await q.query<{ event_id: number }>(
          `insert into label_event_relations (label_id, event_id, created_by) select $1, x, $3 from unnest($2::int[]) x
           on conflict (label_id, event_id) do nothing returning event_id`,
          [label.id, ids, ctx.user.name],
        );
        const log = added.length
          ? { action: "relate_events", entity: "label", entityId: label.id, after: { events: added.map((a) => a.event_id) } }
          : null;
        return { result: { related: added.length, already: ids.length - added.length }, log };
      }),
  }),
  endpoint<unknown, z.output<typeof unrelateBody>>({
    method: "POST",
    path: "/api/label/removeLabelByRelationId",
    access: WRITE,
    body: unrelateBody,
    handler: (ctx) =>
      writeBatch(ctx.db, ctx, async (q) => {
        // a relation already removed is not an error: the repeat removes and logs nothing
        const [gone] = await q.query<{ label_id: number; event_id: number }>(
          "delete from label_event_relations where id = $1 returning label_id, event_id",
          [ctx.body.relation_id],
        );
        const log = gone ? { action: "unrelate_event", entity: "label", entityId: gone.label_id, before: { event: gone.event_id } } : null;
        return { result: { removed: gone ? 1 : 0 }, log };
      }),
  }),
  endpoint<unknown, z.output<typeof addBody>>({
    // not named by the spec: how products get onto a label (as the pool's add_products)
    method: "POST",
    path: "/api/label/addProducts",
    access: WRITE,
    body: addBody,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const label = await mustLabel(q, ctx.body.label_id, true);
        const spus = [...new Set(ctx.body.spus.map((x) => x.toUpperCase()))];
        const found = await q.query<{ spu: string }>("select spu from products where spu = any($1::text[])", [spus]);
        const missing = spus.filter((x) => !found.some((r) => r.spu === x));
        if (missing.length) {
          const en = `No product has the SPU ${missing.slice(0, 20).join(", ")}`;
          throw new ApiError(422, en, { errors: { spus: [en] } }, `以下 SPU 没有对应商品：${missing.slice(0, 20).join(", ")}`);
        }
        const added = await addToLabel(q, label.id, spus, { name: ctx.user.name, requestId: ctx.requestId });
        return { added: added.length, already: spus.length - added.length, product_count: label.product_count + added.length };
      }),
  }),
  endpoint<unknown, z.output<typeof removeBody>>({
    method: "POST",
    path: "/api/label/removeProducts",
    access: WRITE,
    body: removeBody,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const label = await mustLabel(q, ctx.body.label_id, true);
        const removed = await q.query<{ spu: string }>(
          `with del as (delete from label_products where label_id = $1 and product_id = any($2::int[]) returning product_id)
           select p.spu from del join products p on p.id = del.product_id order by p.spu`,
          [label.id, ctx.body.product_ids],
        );
        if (removed.length) {
          await q.query("update labels set product_count = product_count - $2 where id = $1", [label.id, removed.length]);
          await logProducts(
            q,
            label.id,
            "remove",
            removed.map((r) => r.spu),
            { name: ctx.user.name, requestId: ctx.requestId },
          );
        }
        return { removed: removed.length, product_count: label.product_count - removed.length };
      }),
  }),
  endpoint<z.output<typeof exportQuery>>({
    // not the spec's: its ExportLabelProduct takes a filled sheet in (label-import.ts); this one
    // gives the label's products out as a streamed .xlsx
    method: "GET",
    path: "/api/label/exportProducts",
    access: LABEL_READ,
    query: exportQuery,
    async handler({ db, query, req }) {
      const label = await mustLabel(db, query.label_id);
      type Item = { id: number; spu: string; name: string; status: string; added_by: string; added_at: string };
      const batches = keysetBatches<Item, number>(
        (after, size) =>
          db.query<Item>(
            `select p.id, p.spu, p.name, p.status, lp.added_by, to_char(lp.added_at at time zone 'America/Los_Angeles', 'YYYY-MM-DD HH24:MI:SS') as added_at
               from label_products lp join products p on p.id = lp.product_id
              where lp.label_id = $1 and lp.product_id > $2 order by lp.product_id limit $3`,
            [label.id, after ?? 0, size],
          ),
        (r) => r.id,
      );
      const columns: SheetColumn<Item>[] = [
        { head: HEADS.spu, value: (r) => r.spu },
        { head: HEADS.productName, value: (r) => r.name, width: 48 },
        { head: HEADS.status, value: (r) => r.status },
        { head: { en: "Added by", zh: "添加人" }, value: (r) => r.added_by },
        { head: { en: "Added at (US West)", zh: "添加时间（美西）" }, value: (r) => r.added_at },
      ];
      return new Download(`label-${label.id}-products.xlsx`, XLSX_TYPE, async (out) => {
        await writeXlsx(out, `label ${label.id}`, sheetColumns(sheetLang(req), columns), batches);
      });
    },
  }),
];
