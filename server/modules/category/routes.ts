import type * as z from "zod";
import * as zod from "zod";
import { CATEGORY_OTHER_LANGUAGES, CATEGORY_VISIBILITY } from "../../../app/features/page-management/category-states";
import { ApiError } from "../../http/errors";
import type { Queryable } from "../../db/client";
import { Filters, paginate } from "../../http/list";
import { endpoint } from "../../http/router";
import { logEndpoint } from "../../resources/logs";
import { transitionStep } from "../../resources/transition";
import { updateRows, updateVersioned, writeBatch, type Log, type Writer } from "../../resources/write";
import { navigationEndpoints, NAV_READ, NAV_ROUTE } from "./navigation";
import { categoryPoolEndpoints } from "./pools";
import { topProductEndpoints } from "./top-products";
import * as s from "./schemas";
import {
  COLS,
  assertNameFree,
  copyBelow,
  depthOf,
  findCategory,
  getCategory,
  insertCategory,
  like,
  noCategory,
  pathId,
  placeUnder,
  sameNameSibling,
  subtreeCounts,
  type Category,
} from "./tree";

// /api/category/*: the storefront category trees of Page management (spec section 7 "Category").

export const CATEGORY_ROUTE = "category-manage-list";
export const CATEGORY_DETAIL_ROUTE = "category-manage-detail";
const READ = { any: [CATEGORY_ROUTE, CATEGORY_DETAIL_ROUTE] };
/** tree changes: the list screen's buttons */
const WRITE = { any: ["category-manage-list-all-right-btns"] };
/** one category's names and SEO: from the list or from its detail page */
const EDIT = { any: ["category-manage-list-all-right-btns", "category-manage-detail-all-right-btns"] };
const ENTITY = "category";

const LIST_COLS = `${COLS}, (select count(*)::int from categories k where k.parent_id = c.id) as children_count`;
const startingWith = (v: string) => `${v.toLowerCase().replace(/[%_\\]/g, "\\$&")}%`;

/** The ancestors of a category, first level first (its path names them). */
async function ancestorsOf(q: Parameters<typeof getCategory>[0], c: Pick<Category, "path" | "id">) {
  const ids = c.path
    .split("/")
    .filter(Boolean)
    .map(Number)
    .filter((id) => id !== c.id);
  if (!ids.length) return [];
  return q.query<{ id: number; name: string; level: number }>(
    "select id, name, level from categories where id = any($1::int[]) order by level",
    [ids],
  );
}

const versioned = (
  q: Queryable,
  w: Writer,
  id: number,
  version: number,
  set: Record<string, unknown>,
  log: Omit<Log<Category>, "entity">,
) =>
  updateVersioned<Category>(q, w, {
    table: "categories",
    id,
    version,
    set,
    returning: COLS,
    current: () => findCategory(q, id),
    log: { entity: ENTITY, ...log },
  });

/** The change log of categories (`entity=category`, the default) and navigation entries (`entity=navigation`). */
const categoryLog = (() => {
  const e = logEndpoint("/api/category/logs", [
    { entity: ENTITY, route: CATEGORY_ROUTE },
    { entity: "navigation", route: NAV_ROUTE },
  ]);
  return {
    ...e,
    query: (e.query as zod.ZodObject).extend({
      entity: zod.enum([ENTITY, "navigation"], { error: "must be category or navigation" }).default(ENTITY),
    }),
  };
})();

export const categoryEndpoints = [
  // ── reading ──────────────────────────────────────────────────────────────────
  endpoint<z.infer<typeof s.listQuery>>({
    method: "GET",
    path: "/api/category/list",
    access: READ,
    query: s.listQuery,
    async handler({ db, query }) {
      const f = new Filters().add((p) => `site_abbr = ${p}`, query.site);
      // a name searches the whole site's tree; otherwise one level, children of parent_id (or the first level)
      if (query.name) f.add((p) => `lower(name) like ${p}`, startingWith(query.name));
      else if (query.parent_id) f.add((p) => `parent_id = ${p}`, query.parent_id);
      else f.where.push("parent_id is null");
      f.add((p) => `is_show = ${p}`, query.is_show && query.is_show === "true");
      const page = await paginate<Category>(db, {
        select: LIST_COLS,
        from: "categories c",
        ...f,
        orderBy: query.name ? "lower(name), id" : "sort, id",
        page: query.page,
        pageSize: query.page_size,
      });
      const parent = query.parent_id && !query.name ? await findCategory(db, query.parent_id) : undefined;
      if (query.parent_id && !query.name && (!parent || parent.site !== query.site)) throw noCategory();
      return {
        ...page,
        parent: parent ?? null,
        ancestors: parent ? [...(await ancestorsOf(db, parent)), { id: parent.id, name: parent.name, level: parent.level }] : [],
      };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/category/detail/{id}",
    access: READ,
    async handler({ db, params }) {
      const c = (await db.query<Category>(`select ${LIST_COLS} from categories c where id = $1`, [pathId(params.id)]))[0];
      if (!c) throw noCategory();
      return { ...c, ancestors: await ancestorsOf(db, c), subtree: await subtreeCounts(db, c) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/category/getSeoConfig/{id}",
    access: READ,
    async handler({ db, params }) {
      const c = await getCategory(db, pathId(params.id));
      return {
        id: c.id,
        name: c.name,
        site: c.site,
        url_slug: c.url_slug,
        seo_title: c.seo_title,
        seo_description: c.seo_description,
        seo_keywords: c.seo_keywords,
        version: c.version,
      };
    },
  }),
  endpoint<z.infer<typeof s.mallQuery>>({
    method: "GET",
    path: "/api/category/mall_category/paginate",
    access: READ,
    query: s.mallQuery,
    async handler({ db, query }) {
      const f = new Filters();
      if (query.name) f.add((p) => `lower(name) like ${p}`, startingWith(query.name));
      else if (query.parent_id) f.add((p) => `parent_id = ${p}`, query.parent_id);
      else f.where.push("parent_id is null");
      return paginate(db, {
        select:
          "id, parent_id, level, path, name, names, sort, (select count(*)::int from mall_categories k where k.parent_id = m.id) as children_count",
        from: "mall_categories m",
        ...f,
        orderBy: query.name ? "lower(name), id" : "sort, id",
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),

  // ── adding, renaming, names in every language, SEO ─────────────────────────────
  endpoint<unknown, z.infer<typeof s.addBody>>({
    method: "POST",
    path: "/api/category/addCategory",
    access: WRITE,
    body: s.addBody,
    handler: (ctx) =>
      writeBatch(ctx.db, ctx, async (q) => {
        const b = ctx.body;
        const { parent, level } = await placeUnder(q, b.site, b.parent_id, 1);
        await assertNameFree(q, b.site, parent?.id ?? null, b.name);
        const c = await insertCategory(q, {
          site: b.site,
          parent,
          level,
          name: b.name,
          names: s.namesOf(b),
          sort: b.sort,
          is_show: b.is_show,
          by: ctx.user.name,
        });
        return { result: c, log: { action: "create", entity: ENTITY, entityId: c.id, after: c } };
      }),
  }),
  endpoint<unknown, z.infer<typeof s.renameBody>>({
    method: "POST",
    path: "/api/category/updateCategoryName",
    access: EDIT,
    body: s.renameBody,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const before = await getCategory(q, ctx.body.id, true);
        await assertNameFree(q, before.site, before.parent_id, ctx.body.name, before.id);
        return versioned(
          q,
          ctx,
          before.id,
          ctx.body.version,
          { name: ctx.body.name },
          { before: { name: before.name }, after: (a) => ({ name: a.name }) },
        );
      }),
  }),
  endpoint<unknown, z.infer<typeof s.allNamesBody>>({
    method: "POST",
    path: "/api/category/updateAllNameLanguage",
    access: EDIT,
    body: s.allNamesBody,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const before = await getCategory(q, ctx.body.id, true);
        await assertNameFree(q, before.site, before.parent_id, ctx.body.name, before.id);
        const names = s.namesOf(ctx.body);
        return versioned(
          q,
          ctx,
          before.id,
          ctx.body.version,
          { name: ctx.body.name, names: JSON.stringify(names) },
          { before: { name: before.name, names: before.names }, after: (a) => ({ name: a.name, names: a.names }) },
        );
      }),
  }),
  endpoint<unknown, z.infer<typeof s.translateBody>>({
    method: "POST",
    path: "/api/category/translate",
    access: EDIT,
    body: s.translateBody,
    // Fills the languages a category has no name in from the names staff already gave the same
    // English name elsewhere (other categories on any site, the platform categories): a
    // translation memory, so one translation serves every site. Names already given are kept.
    handler: (ctx) =>
      writeBatch(ctx.db, ctx, async (q) => {
        const root = await getCategory(q, ctx.body.id, true);
        const targets = ctx.body.subtree
          ? await q.query<Category>(`select ${COLS} from categories where path like $1 order by level, id for update`, [like(root.path)])
          : [root];
        const filled: { id: number; name: string; languages: string[] }[] = [];
        for (const c of targets) {
          const missing = CATEGORY_OTHER_LANGUAGES.filter((l) => !c.names[l]);
          if (!missing.length) continue;
          const found = await q.query<{ lang: string; value: string }>(
            `select distinct on (lang) lang, value from (
               select e.key as lang, e.value as value, count(*) as n from (
                 select names from categories where lower(name) = lower($1) and id <> $2
                 union all select names from mall_categories where lower(name) = lower($1)
               ) t, jsonb_each_text(t.names) e
               where e.key = any($3::text[]) and e.value <> ''
               group by e.key, e.value) v
             order by lang, n desc, value`,
            [c.name, c.id, missing],
          );
          if (!found.length) continue;
          const names = { ...c.names, ...Object.fromEntries(found.map((f) => [f.lang, f.value])) };
          await updateRows(q, ctx, { table: "categories", rows: [{ id: c.id, set: { names: JSON.stringify(names) } }] });
          filled.push({ id: c.id, name: c.name, languages: found.map((f) => f.lang) });
        }
        const untranslated = targets.filter(
          (c) => !filled.some((f) => f.id === c.id) && CATEGORY_OTHER_LANGUAGES.some((l) => !c.names[l]),
        ).length;
        // one row for the whole request (what changed in which category), when anything did
        const log = filled.length ? { action: "translate", entity: ENTITY, entityId: root.id, after: { filled } } : null;
        return { result: { filled, untranslated }, log };
      }),
  }),
  endpoint<unknown, z.infer<typeof s.seoBody>>({
    method: "POST",
    path: "/api/category/seo",
    access: EDIT,
    body: s.seoBody,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const { id, version, ...seo } = ctx.body;
        const before = await getCategory(q, id, true);
        if (seo.url_slug) {
          const taken = await q.query<{ name: string }>("select name from categories where site_abbr = $1 and url_slug = $2 and id <> $3", [
            before.site,
            seo.url_slug,
            id,
          ]);
          if (taken[0]) {
            const en = `The URL "${seo.url_slug}" is already used by the category "${taken[0].name}" on this site`;
            throw new ApiError(409, en, { errors: { url_slug: [en] } }, `该站点的类目“${taken[0].name}”已使用网址“${seo.url_slug}”`);
          }
        }
        const pick = (c: Category) => ({
          url_slug: c.url_slug,
          seo_title: c.seo_title,
          seo_description: c.seo_description,
          seo_keywords: c.seo_keywords,
        });
        return versioned(q, ctx, id, version, seo, { action: "seo", before: pick(before), after: pick });
      }),
  }),

  // ── order and visibility ──────────────────────────────────────────────────────
  endpoint<unknown, z.infer<typeof s.sortBody>>({
    method: "POST",
    path: "/api/category/sort",
    access: WRITE,
    body: s.sortBody,
    // A step or a move to an end renumbers the level 10, 20, 30… in its new order, so equal sort
    // numbers never make a move do nothing; `to` sets one category's number as typed.
    handler: (ctx) =>
      writeBatch(ctx.db, ctx, async (q) => {
        const c = await getCategory(q, ctx.body.id, true);
        const level = await q.query<{ id: number; sort: number }>(
          `select id, sort from categories where site_abbr = $1 and coalesce(parent_id, 0) = $2 order by sort, id for update`,
          [c.site, c.parent_id ?? 0],
        );
        const order = level.map((r) => r.id);
        const at = order.indexOf(c.id);
        const target = { up: at - 1, down: at + 1, top: 0, bottom: order.length - 1, to: at }[ctx.body.move];
        let changes: { id: number; sort: number }[];
        if (ctx.body.move === "to") changes = c.sort === ctx.body.sort ? [] : [{ id: c.id, sort: ctx.body.sort! }];
        else {
          order.splice(at, 1);
          order.splice(Math.max(0, Math.min(target, order.length)), 0, c.id);
          changes = order.map((id, i) => ({ id, sort: (i + 1) * 10 })).filter((x) => level.find((r) => r.id === x.id)!.sort !== x.sort);
        }
        // already first (or last), or the same number: nothing to do, nothing to log
        if (!changes.length || (ctx.body.move !== "to" && target === at)) return { result: { changed: 0 }, log: null };
        await updateRows(q, ctx, { table: "categories", rows: changes.map((x) => ({ id: x.id, set: { sort: x.sort } })) });
        const log = {
          action: "sort",
          entity: ENTITY,
          entityId: c.id,
          before: { name: c.name, sort: c.sort, level_order: level.map((r) => r.id) },
          after: {
            name: c.name,
            move: ctx.body.move,
            sort: changes.find((x) => x.id === c.id)?.sort ?? c.sort,
            level_order: ctx.body.move === "to" ? undefined : order,
          },
        };
        return { result: { changed: changes.length }, log };
      }),
  }),
  endpoint<unknown, z.infer<typeof s.isShowBody>>({
    method: "POST",
    path: "/api/category/isShow",
    access: WRITE,
    body: s.isShowBody,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const before = await getCategory(q, ctx.body.id, true);
        // showing or hiding twice is harmless: the second changes and logs nothing
        if (
          transitionStep(CATEGORY_VISIBILITY, before as unknown as Record<string, unknown>, ctx.body.is_show ? "show" : "hide") === "repeat"
        )
          return before;
        return updateVersioned<Category>(q, ctx, {
          table: "categories",
          id: before.id,
          set: { is_show: ctx.body.is_show },
          returning: COLS,
          log: {
            entity: ENTITY,
            action: ctx.body.is_show ? "show" : "hide",
            before: { is_show: before.is_show },
            after: (a) => ({ is_show: a.is_show }),
          },
        });
      }),
  }),

  // ── deleting a subtree, after a confirmation that gives the counts ─────────────
  endpoint<unknown, z.infer<typeof s.deleteTreeBody>>({
    method: "POST",
    path: "/api/category/deleteCategoryTree",
    access: WRITE,
    body: s.deleteTreeBody,
    handler: (ctx) =>
      writeBatch(ctx.db, ctx, async (q) => {
        const root = await getCategory(q, ctx.body.id, true);
        const counts = await subtreeCounts(q, root);
        const category = { id: root.id, name: root.name, site: root.site, level: root.level };
        if (ctx.body.expected_count === undefined) return { result: { deleted: false, category, counts }, log: null };
        if (counts.categories !== ctx.body.expected_count) {
          const en = `"${root.name}" now has ${counts.categories} categories in its branch, not ${ctx.body.expected_count}: review the new counts and confirm again`;
          throw new ApiError(
            409,
            en,
            { counts },
            `“${root.name}”分支现有 ${counts.categories} 个类目（不是 ${ctx.body.expected_count} 个），请查看新的数量后再次确认`,
          );
        }
        const removed = await q.query<{ id: number; name: string; level: number; parent_id: number | null }>(
          "delete from categories where path like $1 returning id, name, level, parent_id",
          [like(root.path)],
        );
        const log = {
          action: "delete",
          entity: ENTITY,
          entityId: root.id,
          before: { ...root, removed: removed.filter((r) => r.id !== root.id), counts },
        };
        return { result: { deleted: true, category, counts }, log };
      }),
  }),

  // ── same-name checks (asked before adding and copying) ─────────────────────────
  endpoint<unknown, z.infer<typeof s.sameFirstNameBody>>({
    method: "POST",
    path: "/api/category/sameFirstCategoryName",
    access: READ,
    body: s.sameFirstNameBody,
    async handler({ db, body }) {
      const hit = await sameNameSibling(db, body.site, null, body.name);
      return { exists: !!hit, id: hit?.id ?? null, name: hit?.name ?? null };
    },
  }),
  endpoint<unknown, z.infer<typeof s.sameNameBody>>({
    method: "POST",
    path: "/api/category/judgeIsExistSameName",
    access: READ,
    body: s.sameNameBody,
    async handler({ db, body }) {
      const hit = await sameNameSibling(db, body.site, body.parent_id ?? null, body.name);
      return { exists: !!hit, id: hit?.id ?? null, name: hit?.name ?? null };
    },
  }),

  // ── copies ───────────────────────────────────────────────────────────────────
  endpoint<unknown, z.infer<typeof s.copyFirstBody>>({
    method: "POST",
    path: "/api/category/copyAddFirstCategory",
    access: WRITE,
    body: s.copyFirstBody,
    handler: (ctx) =>
      writeBatch(ctx.db, ctx, async (q) => {
        const src = await getCategory(q, ctx.body.id, true);
        if (src.level !== 1) {
          const en = "Only a first-level category is copied this way; copy a lower one to another site instead";
          throw new ApiError(422, en, { errors: { id: [en] } }, "只有一级类目可以这样复制");
        }
        await assertNameFree(q, src.site, null, ctx.body.name);
        const root = await insertCategory(q, {
          site: src.site,
          parent: null,
          level: 1,
          name: ctx.body.name,
          names: {},
          sort: src.sort,
          is_show: src.is_show,
          by: ctx.user.name,
          copied_from: src.id,
        });
        const added = await copyBelow(q, {
          from: "categories",
          sourcePath: src.path,
          sourceLevel: 1,
          root,
          by: ctx.user.name,
          keepSlugs: false,
        });
        const log = { action: "copy", entity: ENTITY, entityId: root.id, after: { ...root, copied_from: src.id, categories: added + 1 } };
        return { result: { ...root, copied: added + 1 }, log };
      }),
  }),
  endpoint<unknown, z.infer<typeof s.copyOtherSiteBody>>({
    method: "POST",
    path: "/api/category/copyCategoryToOtherSite",
    access: WRITE,
    body: s.copyOtherSiteBody,
    handler: (ctx) =>
      writeBatch(ctx.db, ctx, async (q) => {
        const src = await getCategory(q, ctx.body.id, true);
        if (src.site === ctx.body.site) {
          const en = "Choose another site: within a site, copy a first-level category instead";
          throw new ApiError(422, en, { errors: { site: [en] } }, "请选择其他站点");
        }
        const { parent, level } = await placeUnder(q, ctx.body.site, ctx.body.parent_id, await depthOf(q, src));
        await assertNameFree(q, ctx.body.site, parent?.id ?? null, src.name, undefined, "site");
        const root = await insertCategory(q, {
          site: ctx.body.site,
          parent,
          level,
          name: src.name,
          names: src.names,
          sort: src.sort,
          is_show: src.is_show,
          by: ctx.user.name,
          copied_from: src.id,
        });
        const [withSeo] = await q.query<Category>(
          `update categories set seo_title = $2, seo_description = $3, seo_keywords = $4,
             url_slug = case when exists (select 1 from categories x where x.site_abbr = $5 and x.url_slug = $6) then null else $6 end
           where id = $1 returning ${COLS}`,
          [root.id, src.seo_title, src.seo_description, src.seo_keywords, ctx.body.site, src.url_slug],
        );
        const added = await copyBelow(q, {
          from: "categories",
          sourcePath: src.path,
          sourceLevel: src.level,
          root: withSeo,
          by: ctx.user.name,
          keepSlugs: true,
        });
        const log = {
          action: "copy",
          entity: ENTITY,
          entityId: root.id,
          after: { ...withSeo, copied_from: src.id, from_site: src.site, categories: added + 1 },
        };
        return { result: { ...withSeo, copied: added + 1 }, log };
      }),
  }),
  endpoint<unknown, z.infer<typeof s.copyPlatformBody>>({
    method: "POST",
    path: "/api/category/copyPlatformCategories",
    access: WRITE,
    body: s.copyPlatformBody,
    handler: (ctx) =>
      writeBatch(ctx.db, ctx, async (q) => {
        const [src] = await q.query<{ id: number; name: string; names: Record<string, string>; level: number; path: string; sort: number }>(
          "select id, name, names, level, path, sort from mall_categories where id = $1",
          [ctx.body.mall_category_id],
        );
        if (!src) throw new ApiError(404, "Platform category not found", null, "平台类目不存在");
        const name = ctx.body.name ?? src.name;
        await assertNameFree(q, ctx.body.site, null, name);
        const root = await insertCategory(q, {
          site: ctx.body.site,
          parent: null,
          level: 1,
          name,
          names: ctx.body.name ? {} : src.names,
          sort: src.sort,
          is_show: true,
          by: ctx.user.name,
          copied_from: src.id,
        });
        const added = await copyBelow(q, {
          from: "mall_categories",
          sourcePath: src.path,
          sourceLevel: src.level,
          root,
          by: ctx.user.name,
          keepSlugs: false,
        });
        const log = {
          action: "copy",
          entity: ENTITY,
          entityId: root.id,
          after: { ...root, platform_category: src.id, categories: added + 1 },
        };
        return { result: { ...root, copied: added + 1 }, log };
      }),
  }),

  // the product pool a category shows: read with the tree; changed from the list or the details page
  ...categoryPoolEndpoints({ read: READ, edit: EDIT }),
  ...navigationEndpoints,
  ...topProductEndpoints,
  categoryLog,
];
export { NAV_READ };
