import * as z from "zod";
import { CONTACT_MAX_LEVEL, HELP_MAX_LEVEL, HELP_MESSAGES, type HelpSection } from "../../../app/features/system/content/constants";
import type { Queryable } from "../../db/client";
import { ApiError, invalidFields, notFound } from "../../http/errors";
import { positiveId } from "../../http/list";
import { createRecord, updateVersioned, writeBatch } from "../../resources/write";
import { endpoint, type Endpoint } from "../../http/router";
import { logEndpoint } from "../../resources/logs";
import { entryErrors, placeUnder as place, usedSteps, type Placement } from "../../../app/features/system/content/help-rules";
import { storedTexts } from "./help-stored";
import { helpCreateBody, helpDeleteBody, helpUpdateBody, type HelpFields } from "./help-schema";
import { storedImageAddress } from "../../storage/seed-images";
import type { ObjectStore } from "../../storage/store";
import { storedImages } from "../../storage/image-address";

/** the entry's file fields: an icon, a picture per step */
const HELP_FILES = ["icon", "steps.*.image"];
type RowWithFiles = Row & { icon?: string | null; steps?: { image?: string }[] | null };

// System › help-center and contact-us: one tree shape, one set of endpoints per section.
//   GET  <base>/tree            every entry of the section (titles only), for the tree screen
//   GET  <base>/detail?id=      one entry, with `delete_count` (itself and everything below it)
//   POST <base>/create|update|delete, GET <base>/logs

const COLS = `id, section, parent_id, level, texts, icon, has_level3, is_article, content_format, steps, show_email, show_order_no,
  associate_sku, top_faq, serial_number, sort, version, updated_by, created_at, updated_at`;

interface Row extends Placement {
  id: number;
  parent_id: number | null;
  has_level3: boolean | null;
  version: number;
  texts: Record<string, { title: string }>;
}

/** Icons and step pictures as addresses a browser loads: the seed names its pictures by stored key. */
function withImages<T extends { icon?: string | null; steps?: { image?: string }[] | null }>(row: T, store: Pick<ObjectStore, "url">): T {
  return {
    ...row,
    icon: row.icon && storedImageAddress(store, row.icon),
    steps: row.steps?.map((st) => ({ ...st, image: st.image && storedImageAddress(store, st.image) })) ?? row.steps,
  };
}

const idQuery = z.strictObject({ id: positiveId });

const find = async (q: Queryable, section: HelpSection, id: number) =>
  (await q.query<Row>(`select ${COLS} from help_entries where id = $1 and section = $2`, [id, section]))[0];

/** Where a new entry goes under `parent`, or why it cannot. */
function placeUnder(section: HelpSection, parent: Row | undefined): Placement {
  const p = place(section, parent ?? null);
  if (p) return p;
  const max = section === "help" ? HELP_MAX_LEVEL : CONTACT_MAX_LEVEL;
  const en = `Entries cannot be added below this one (at most ${max} levels; articles have no entries below them)`;
  throw new ApiError(422, en, { errors: { parent_id: [en] } }, `不能在此条目下添加（最多 ${max} 级；文章下不能再有条目）`);
}

async function duplicateTitle(q: Queryable, section: HelpSection, parentId: number | null, title: string, exceptId: number) {
  const rows = await q.query(
    "select 1 from help_entries where section = $1 and coalesce(parent_id, 0) = $2 and title_key = $3 and id <> $4",
    [section, parentId ?? 0, title.toLowerCase(), exceptId],
  );
  return rows.length > 0;
}

function columns(v: Omit<HelpFields, "id" | "version">, p: Placement) {
  return {
    texts: JSON.stringify(storedTexts(v.texts, p.is_article ? v.content_format : null)),
    title_key: (v.texts.en?.title ?? "").toLowerCase(),
    icon: v.icon,
    has_level3: p.section === "help" && p.level === 2 ? v.has_level3 : null,
    content_format: p.is_article ? v.content_format : null,
    steps: JSON.stringify(p.is_article && v.content_format !== "graphic" ? usedSteps(v.steps) : []),
    show_email: p.is_article && v.show_email,
    show_order_no: p.is_article && v.show_order_no,
    associate_sku: p.is_article ? v.associate_sku : null,
    top_faq: p.is_article && v.top_faq,
    serial_number: v.serial_number,
    sort: v.sort,
  };
}

export function helpTreeEndpoints(section: HelpSection, base: string, route: string, key: string): Endpoint[] {
  const read = { any: [route] };
  const write = { any: [key] };
  const entity = section === "help" ? "help_entry" : "contact_entry";
  const gone = () => notFound("Entry", "条目");

  return [
    endpoint({
      method: "GET",
      path: `${base}/tree`,
      access: read,
      handler: ({ db }) =>
        db.query(
          `select id, parent_id, level, is_article, has_level3, content_format, top_faq, sort, texts->'en'->>'title' as title,
                  (select array_agg(l order by l) from jsonb_object_keys(texts) l) as languages, updated_by, updated_at
             from help_entries where section = $1 order by level, sort, id`,
          [section],
        ),
    }),
    endpoint<z.infer<typeof idQuery>>({
      method: "GET",
      path: `${base}/detail`,
      access: read,
      query: idQuery,
      async handler({ db, store, query }) {
        const row = await find(db, section, query.id);
        if (!row) throw gone();
        const [{ n }] = await db.query<{ n: number }>(
          `with recursive below as (select id from help_entries where id = $1 union all select e.id from help_entries e join below b on e.parent_id = b.id)
           select count(*)::int as n from below`,
          [row.id],
        );
        const path = await db.query<{ id: number; level: number; title: string }>(
          `with recursive up as (select id, parent_id, level, texts from help_entries where id = $1
             union all select e.id, e.parent_id, e.level, e.texts from help_entries e join up on e.id = up.parent_id)
           select id, level, texts->'en'->>'title' as title from up order by level`,
          [row.id],
        );
        return { ...withImages(row as RowWithFiles, store), delete_count: n, path };
      },
    }),
    endpoint<unknown, z.infer<typeof helpCreateBody>>({
      method: "POST",
      path: `${base}/create`,
      access: write,
      body: helpCreateBody,
      async handler(ctx) {
        const { parent_id, ...v } = ctx.body;
        return ctx.db.tx(async (q) => {
          const parent = parent_id === null ? undefined : await find(q, section, parent_id);
          if (parent_id !== null && !parent) {
            const en = "The entry to add below no longer exists";
            throw new ApiError(422, en, { errors: { parent_id: [en] } }, "上级条目已不存在");
          }
          const p = placeUnder(section, parent);
          const errors = entryErrors(p, v);
          if (v.texts.en?.title && (await duplicateTitle(q, section, parent_id, v.texts.en.title, 0)))
            (errors["texts.en.title"] ??= []).push(HELP_MESSAGES.duplicateTitle);
          if (Object.keys(errors).length) throw invalidFields(errors);
          const row = await createRecord<Row>(q, ctx, {
            table: "help_entries",
            values: {
              section,
              parent_id,
              level: p.level,
              is_article: p.is_article,
              ...columns(storedImages(ctx.store, v, HELP_FILES), p),
              updated_by: ctx.user.name,
            },
            returning: COLS,
            log: { entity },
          });
          return withImages(row as RowWithFiles, ctx.store);
        });
      },
    }),
    endpoint<unknown, z.infer<typeof helpUpdateBody>>({
      method: "POST",
      path: `${base}/update`,
      access: write,
      body: helpUpdateBody,
      async handler(ctx) {
        const { id, version, ...v } = ctx.body;
        return ctx.db.tx(async (q) => {
          const before = await find(q, section, id);
          if (!before) throw gone();
          const errors = entryErrors(before, v);
          if (v.texts.en?.title && (await duplicateTitle(q, section, before.parent_id, v.texts.en.title, id)))
            (errors["texts.en.title"] ??= []).push(HELP_MESSAGES.duplicateTitle);
          if (Object.keys(errors).length) throw invalidFields(errors);
          if (before.level === 2 && section === "help" && before.has_level3 !== v.has_level3) {
            const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from help_entries where parent_id = $1", [id]);
            if (n) {
              const en = "Its entries below decide this; delete them before changing whether it has 3rd level categories";
              throw new ApiError(409, en, { errors: { has_level3: [en] } }, "下级条目已存在，请先删除再更改是否有三级分类");
            }
          }
          const after = await updateVersioned(q, ctx, {
            table: "help_entries",
            id,
            version,
            set: columns(storedImages(ctx.store, v, HELP_FILES), before),
            returning: COLS,
            current: () => find(q, section, id),
            log: { entity, before },
          });
          return withImages(after as RowWithFiles, ctx.store);
        });
      },
    }),
    endpoint<unknown, z.infer<typeof helpDeleteBody>>({
      method: "POST",
      path: `${base}/delete`,
      access: write,
      body: helpDeleteBody,
      async handler(ctx) {
        return writeBatch<{ id: number; deleted: number; title?: string }>(ctx.db, ctx, async (q) => {
          const before = await find(q, section, ctx.body.id);
          // deleted already (a second click, a reloaded page): nothing more to do
          if (!before) return { result: { id: ctx.body.id, deleted: 0 }, log: null };
          const removed = await q.query<{ id: number }>(
            `with recursive below as (select id from help_entries where id = $1 union all select e.id from help_entries e join below b on e.parent_id = b.id)
             delete from help_entries where id in (select id from below) returning id`,
            [before.id],
          );
          return {
            result: { id: before.id, deleted: removed.length, title: before.texts.en?.title ?? "" },
            log: { action: "delete", entity, entityId: before.id, before: { ...before, deleted_entries: removed.length } },
          };
        });
      },
    }),
    logEndpoint(`${base}/logs`, [{ entity, route }]),
  ];
}

export const HELP_ROUTE = "help-center";
export const HELP_KEY = "help-center-all-right-btns";
export const CONTACT_ROUTE = "contact-us";
export const CONTACT_KEY = "contact-us-all-right-btns";
export const helpCenterEndpoints = helpTreeEndpoints("help", "/api/help-center", HELP_ROUTE, HELP_KEY);
export const contactUsEndpoints = helpTreeEndpoints("contact", "/api/contact-us", CONTACT_ROUTE, CONTACT_KEY);
