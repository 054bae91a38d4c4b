import { CATEGORY_MAX_LEVEL } from "../../../app/features/page-management/category-states";
import type { Queryable } from "../../db/client";
import * as z from "zod";
import { ApiError, notFound, validationError } from "../../http/errors";
import { positiveId } from "../../http/list";
import { siteSentence } from "../../http/site-names";

// Reading and writing category trees. A subtree is found through the materialized path
// (`path like '<root path>%'`, indexed), so its cost is the subtree's size, never the whole table's.

export const COLS = `id, site_abbr as site, parent_id, level, path, name, names, sort, is_show, pool_id,
  url_slug, seo_title, seo_description, seo_keywords, copied_from, version, updated_by, created_at, updated_at`;

export interface Category {
  id: number;
  site: string;
  parent_id: number | null;
  level: number;
  path: string;
  name: string;
  names: Record<string, string>;
  sort: number;
  is_show: boolean;
  pool_id: number | null;
  url_slug: string | null;
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  version: number;
  updated_at: string;
}

export const noCategory = () => notFound("Category", "类目");

export async function findCategory(q: Queryable, id: number, lock = false): Promise<Category | undefined> {
  return (await q.query<Category>(`select ${COLS} from categories where id = $1${lock ? " for update" : ""}`, [id]))[0];
}

export async function getCategory(q: Queryable, id: number, lock = false): Promise<Category> {
  const c = await findCategory(q, id, lock);
  if (!c) throw noCategory();
  return c;
}

/** The deepest level under (and including) a category: how many levels a copy of it needs. */
export async function depthOf(q: Queryable, c: Category): Promise<number> {
  const [{ max }] = await q.query<{ max: number }>("select max(level)::int as max from categories where path like $1", [like(c.path)]);
  return max - c.level + 1;
}

/** A LIKE pattern for everything whose path starts with `path` (paths hold digits and '/' only). */
export const like = (path: string) => `${path}%`;

/** Names that clash: a sibling (same site and parent) with the same English name, any case. */
export async function sameNameSibling(q: Queryable, site: string, parentId: number | null, name: string, exceptId?: number) {
  const rows = await q.query<{ id: number; name: string }>(
    `select id, name from categories where site_abbr = $1 and coalesce(parent_id, 0) = $2 and lower(name) = lower($3) and id <> $4 limit 1`,
    [site, parentId ?? 0, name, exceptId ?? 0],
  );
  return rows[0];
}

export function nameTaken(name: string, field = "name") {
  const en = `A category named "${name}" already exists at this level of the site's tree`;
  return new ApiError(409, en, { errors: { [field]: [en] } }, `该站点的同一层级已存在名为“${name}”的类目`);
}

export async function assertNameFree(q: Queryable, site: string, parentId: number | null, name: string, exceptId?: number, field = "name") {
  if (await sameNameSibling(q, site, parentId, name, exceptId)) throw nameTaken(name, field);
}

/** The parent a new or copied category goes under, checked: same site, and room for `depth` levels below it. */
export async function placeUnder(
  q: Queryable,
  site: string,
  parentId: number | null | undefined,
  depth: number,
): Promise<{ parent: Category | null; level: number }> {
  let parent: Category | null = null;
  if (parentId) {
    parent = (await findCategory(q, parentId, true)) ?? null;
    if (!parent || parent.site !== site) {
      const s = siteSentence(site);
      const en = `Category ${parentId} is not in the category tree of ${s.en}`;
      throw new ApiError(422, en, { errors: { parent_id: [en] } }, `类目 ${parentId} 不在${s.zh}的类目树中`);
    }
  }
  const level = parent ? parent.level + 1 : 1;
  if (level + depth - 1 > CATEGORY_MAX_LEVEL) {
    const en = `A category tree has at most ${CATEGORY_MAX_LEVEL} levels: this would reach level ${level + depth - 1}`;
    throw new ApiError(
      422,
      en,
      { errors: { parent_id: [en] } },
      `类目树最多 ${CATEGORY_MAX_LEVEL} 级，此操作将达到第 ${level + depth - 1} 级`,
    );
  }
  return { parent, level };
}

/** Inserts one category, giving it its path (the parent's path and its own new id). */
export async function insertCategory(
  q: Queryable,
  v: {
    site: string;
    parent: Category | null;
    level: number;
    name: string;
    names: Record<string, string>;
    sort: number;
    is_show: boolean;
    by: string;
    copied_from?: number | null;
  },
): Promise<Category> {
  const rows = await q.query<Category>(
    `with n as (select nextval(pg_get_serial_sequence('categories', 'id')) as id)
     insert into categories (id, site_abbr, parent_id, level, path, name, names, sort, is_show, updated_by, copied_from)
     select n.id, $1, $2, $3, $4 || n.id || '/', $5, $6, $7, $8, $9, $10 from n
     returning ${COLS}`,
    [
      v.site,
      v.parent?.id ?? null,
      v.level,
      v.parent?.path ?? "",
      v.name,
      JSON.stringify(cleanNames(v.names)),
      v.sort,
      v.is_show,
      v.by,
      v.copied_from ?? null,
    ],
  );
  return rows[0];
}

/** Names as stored: trimmed, empty ones left out. */
export function cleanNames(names: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names)
      .filter((e): e is [string, string] => !!e[1]?.trim())
      .map(([k, v]) => [k, v.trim()]),
  );
}

/**
 * Copies the levels below `source` (a category, or a platform category) under the new `root`:
 * one INSERT … SELECT per level, each new row remembering its original (`copied_from`), so the
 * next level finds its new parent; then each level's paths. Returns how many rows were added.
 */
export async function copyBelow(
  q: Queryable,
  opts: { from: "categories" | "mall_categories"; sourcePath: string; sourceLevel: number; root: Category; by: string; keepSlugs: boolean },
): Promise<number> {
  let added = 0;
  const delta = opts.sourceLevel - opts.root.level;
  for (let level = opts.sourceLevel + 1; level <= CATEGORY_MAX_LEVEL + delta; level++) {
    const fromCategories = opts.from === "categories";
    const rows = await q.query<{ id: number }>(
      `insert into categories (site_abbr, parent_id, level, path, name, names, sort, is_show, updated_by, copied_from
         ${fromCategories ? ", url_slug, seo_title, seo_description, seo_keywords" : ""})
       select $1, p.id, s.level - $2, '', s.name, s.names, s.sort, ${fromCategories ? "s.is_show" : "true"}, $3, s.id
         ${
           fromCategories
             ? `, case when $6 and not exists (select 1 from categories x where x.site_abbr = $1 and x.url_slug = s.url_slug) then s.url_slug end,
                s.seo_title, s.seo_description, s.seo_keywords`
             : ""
         }
         from ${opts.from} s
         join categories p on p.copied_from = s.parent_id and p.path like $5
        where s.path like $4 and s.level = $7
        ${fromCategories ? "" : "and $6::boolean is not null"}
       returning id`,
      [opts.root.site, delta, opts.by, like(opts.sourcePath), like(opts.root.path), opts.keepSlugs, level],
    );
    if (!rows.length) break;
    added += rows.length;
    await q.query(
      `update categories c set path = p.path || c.id || '/' from categories p
        where c.parent_id = p.id and c.path = '' and c.level = $1 and p.path like $2`,
      [level - delta, like(opts.root.path)],
    );
  }
  return added;
}

/** What deleting a category takes with it: categories per level, navigation entries, pinned products. */
export async function subtreeCounts(q: Queryable, c: Category) {
  const [levels, [other]] = await Promise.all([
    q.query<{ level: number; n: number }>(
      "select level, count(*)::int as n from categories where path like $1 group by level order by level",
      [like(c.path)],
    ),
    q.query<{ navigations: number; top_products: number; pools: number }>(
      `select (select count(*)::int from navigations n join categories k on k.id = n.category_id where k.path like $1) as navigations,
              (select count(*)::int from category_top_products t join categories k on k.id = t.category_id where k.path like $1) as top_products,
              (select count(*)::int from categories k where k.path like $1 and k.pool_id is not null) as pools`,
      [like(c.path)],
    ),
  ]);
  const byLevel = Object.fromEntries(levels.map((l) => [String(l.level), l.n]));
  return { categories: levels.reduce((s, l) => s + l.n, 0), by_level: byLevel, ...other };
}

/** A record id from the URL path: 422 for anything that cannot be one. */
export function pathId(raw: string | undefined): number {
  const r = z.strictObject({ id: positiveId }).safeParse({ id: raw });
  if (!r.success) throw validationError(r.error);
  return r.data.id;
}
