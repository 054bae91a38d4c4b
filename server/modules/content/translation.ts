import * as z from "zod";
import { TRANSLATION_LANGUAGES, TRANSLATION_KEY_MAX } from "../../../app/features/system/content/constants";
import type { Queryable } from "../../db/client";
import { importEndpoint, importStatusEndpoints } from "../../excel/endpoints";
import { keysetBatches, writeXlsx, XLSX_TYPE } from "../../excel/write";
import { sheetColumns, sheetLang, type SheetColumn } from "../../excel/columns";
import { Download } from "../../http/download";
import { ApiError, notFound, validationError } from "../../http/errors";
import { Filters, containing, pageQuery, paginate, positiveId, singleLine } from "../../http/list";
import { createRecord, updateVersioned } from "../../resources/write";
import { endpoint } from "../../http/router";
import { logEndpoint } from "../../resources/logs";
import { translationImporter, translationPayoutImporter } from "./translation-import";
import { translationCreateBody, translationLanguage, translationModule, translationUpdateBody } from "./translation-schema";

// System › translation-manage: the language library (a text per key and language) and the
// translate payout endpoints of the spec's section 7 under /api/config/translate/.
// The library can hold 100,000 keys: the list pages by keyset on `key` (A→Z) and never counts
// the table; the export streams the same order in pages of 1,000.

export const TRANSLATION_ROUTE = "translation-manage";
export const TRANSLATION_KEY = "translation-manage-all-right-btns";
const read = { any: [TRANSLATION_ROUTE] };
const write = { any: [TRANSLATION_KEY] };
const P = "/api/config/translate";
const COLS = `id, key, module, ${TRANSLATION_LANGUAGES.map((l) => `text_${l}`).join(", ")}, version, updated_by, created_at, updated_at`;

const filterShape = {
  /** a key prefix or words of the English text */
  search: singleLine(TRANSLATION_KEY_MAX).optional(),
  module: translationModule.optional(),
  /** only keys without a text in this language */
  missing: translationLanguage.optional(),
};
export const translationListQuery = z
  .strictObject({
    ...filterShape,
    after: singleLine(TRANSLATION_KEY_MAX).min(1).optional(),
    before: singleLine(TRANSLATION_KEY_MAX).min(1).optional(),
    page_size: z.coerce
      .number()
      .pipe(z.union([z.literal(20), z.literal(50), z.literal(100)], { error: "page_size must be 20, 50 or 100" }))
      .default(20),
  })
  .refine((v) => !(v.after && v.before), { message: "give after or before, not both", path: ["before"] });
type ListQuery = z.infer<typeof translationListQuery>;
const downloadBody = z.strictObject(filterShape);
type Filter = z.infer<typeof downloadBody>;

const startingWith = (s: string) => `${s.toLowerCase().replace(/[%_\\]/g, "\\$&")}%`;

function filtersOf(q: Filter) {
  const g = new Filters();
  if (q.search) {
    g.params.push(startingWith(q.search), containing(q.search));
    g.where.push(`(key like $${g.params.length - 1} or text_en ilike $${g.params.length})`);
  }
  g.add((p) => `module = ${p}`, q.module);
  // the language is one of a fixed list (zod), so naming its column is safe
  if (q.missing) g.where.push(`text_${q.missing} = ''`);
  return g;
}

export interface KeysetPage<T> {
  list: T[];
  page_size: number;
  /** cursor of the next page: pass as `after` */
  next: string | null;
  /** cursor of the previous page: pass as `before` */
  prev: string | null;
}

async function listTranslations(db: Queryable, q: ListQuery): Promise<KeysetPage<{ key: string }>> {
  const f = filtersOf(q);
  const n = f.params.length;
  const where = (extra: string[]) => {
    const all = [...f.where, ...extra];
    return all.length ? `where ${all.join(" and ")}` : "";
  };
  const rows = q.before
    ? (
        await db.query<{ key: string }>(
          `select ${COLS} from translations ${where([`key < $${n + 1}`])} order by key desc limit $${n + 2}`,
          [...f.params, q.before, q.page_size],
        )
      ).reverse()
    : await db.query<{ key: string }>(
        `select ${COLS} from translations ${where(q.after ? [`key > $${n + 1}`] : [])} order by key asc limit $${n + (q.after ? 2 : 1)}`,
        [...f.params, ...(q.after ? [q.after] : []), q.page_size],
      );
  if (!rows.length) return { list: [], page_size: q.page_size, next: null, prev: null };
  const exists = async (cond: string, key: string) =>
    (await db.query(`select 1 from translations ${where([`key ${cond} $${n + 1}`])} limit 1`, [...f.params, key])).length > 0;
  const first = rows[0].key;
  const last = rows[rows.length - 1].key;
  const [later, earlier] = await Promise.all([exists(">", last), exists("<", first)]);
  return { list: rows, page_size: q.page_size, next: later ? last : null, prev: earlier ? first : null };
}

async function findTranslation(q: Queryable, id: number) {
  const [row] = await q.query<{ id: number; key: string; version: number }>(`select ${COLS} from translations where id = $1`, [id]);
  return row;
}

const idQuery = z.strictObject({ id: positiveId });
const payoutQuery = z.strictObject({
  ...pageQuery,
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month (YYYY-MM)")
    .optional(),
  language: translationLanguage.optional(),
  translator: singleLine(80).optional(),
});

export const translationEndpoints = [
  endpoint<ListQuery>({
    method: "GET",
    path: `${P}/list`,
    access: read,
    query: translationListQuery,
    handler: ({ db, query }) => listTranslations(db, query),
  }),
  endpoint<z.infer<typeof idQuery>>({
    method: "GET",
    path: `${P}/detail`,
    access: read,
    query: idQuery,
    async handler({ db, query }) {
      const row = await findTranslation(db, query.id);
      if (!row) throw notFound("Text", "文案");
      return row;
    },
  }),
  // the same record by path, as the console's record forms load one (`<base>/<id>`)
  endpoint({
    method: "GET",
    path: `${P}/{id}`,
    access: read,
    async handler({ db, params }) {
      const id = positiveId.safeParse(params.id);
      if (!id.success) throw validationError(id.error, "id");
      const row = await findTranslation(db, id.data);
      if (!row) throw notFound("Text", "文案");
      return row;
    },
  }),
  endpoint<unknown, z.infer<typeof translationCreateBody>>({
    method: "POST",
    path: `${P}/create`,
    access: write,
    body: translationCreateBody,
    async handler(ctx) {
      const b = ctx.body;
      return ctx.db.tx(async (q) => {
        const dup = await q.query("select id from translations where key = $1", [b.key]);
        if (dup.length) {
          const en = `The key ${b.key} already exists`;
          throw new ApiError(409, en, { errors: { key: [en] } }, `键 ${b.key} 已存在`);
        }
        const texts = Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [`text_${l}`, b[`text_${l}` as keyof typeof b]]));
        return createRecord(q, ctx, {
          table: "translations",
          values: { key: b.key, module: b.module, ...texts, updated_by: ctx.user.name },
          returning: COLS,
          log: { entity: "translation" },
        });
      });
    },
  }),
  endpoint<unknown, z.infer<typeof translationUpdateBody>>({
    method: "POST",
    path: `${P}/update`,
    access: write,
    body: translationUpdateBody,
    async handler(ctx) {
      const { id, version, ...set } = ctx.body;
      return ctx.db.tx(async (q) => {
        const before = await findTranslation(q, id);
        if (!before) throw notFound("Text", "文案");
        const taken = await q.query("select id from translations where key = $1 and id <> $2", [set.key, id]);
        if (taken.length) {
          const en = `The key ${set.key} already exists`;
          throw new ApiError(409, en, { errors: { key: [en] } }, `键 ${set.key} 已存在`);
        }
        return updateVersioned(q, ctx, {
          table: "translations",
          id,
          version,
          set,
          returning: COLS,
          current: () => findTranslation(q, id),
          log: { entity: "translation", before },
        });
      });
    },
  }),
  // the language library as an .xlsx file (the import's template), with the list's filters
  endpoint<unknown, Filter>({
    method: "POST",
    path: `${P}/download`,
    access: read,
    body: downloadBody,
    async handler({ db, body, req }) {
      const f = filtersOf(body);
      const n = f.params.length;
      const page = (after: string | null, size: number) =>
        db.query<Record<string, string>>(
          `select key, module, ${TRANSLATION_LANGUAGES.map((l) => `text_${l}`).join(", ")} from translations
            where ${[...f.where, after === null ? "true" : `key > $${n + 2}`].join(" and ")} order by key limit $${n + 1}`,
          [...f.params, size, ...(after === null ? [] : [after])],
        );
      // the headings the import reads back in either language (translation-import.ts); a language's
      // column is headed by its code in both
      const columns: SheetColumn<Record<string, string>>[] = [
        { head: { en: "Key", zh: "键" }, value: (r) => r.key, width: 40 },
        { head: { en: "Module", zh: "模块" }, value: (r) => r.module, width: 14 },
        ...TRANSLATION_LANGUAGES.map((l) => ({ head: { en: l, zh: l }, value: (r: Record<string, string>) => r[`text_${l}`], width: 40 })),
      ];
      return new Download(
        "language-library.xlsx",
        XLSX_TYPE,
        async (out) =>
          void (await writeXlsx(
            out,
            "Language library",
            sheetColumns(sheetLang(req), columns),
            keysetBatches(page, (r) => r.key),
          )),
      );
    },
  }),
  importEndpoint(`${P}/import`, write, translationImporter),
  importEndpoint(`${P}/payout_import`, write, translationPayoutImporter),
  ...importStatusEndpoints(P, read, [translationImporter, translationPayoutImporter]),
  endpoint<z.infer<typeof payoutQuery>>({
    method: "GET",
    path: `${P}/payouts`,
    access: read,
    query: payoutQuery,
    async handler({ db, query }) {
      const f = new Filters()
        .add((p) => `period = ${p}`, query.period)
        .add((p) => `language = ${p}`, query.language)
        .add((p) => `translator ilike ${p}`, query.translator && containing(query.translator));
      return paginate(db, {
        select: "id, translator, language, period, words, amount_minor::text as amount_minor, currency, updated_by, updated_at",
        from: "translation_payouts",
        ...f,
        orderBy: "period desc, id desc",
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),
  logEndpoint(`${P}/logs`, [{ entity: "translation", route: TRANSLATION_ROUTE }]),
];
