import * as z from "zod";
import type { Queryable } from "../../db/client";
import { ApiError, notFound } from "../../http/errors";
import { idField, text, versionField } from "../../http/list";
import { createRecord, deleteRecord, sql, updateVersioned } from "../../resources/write";
import { endpoint } from "../../http/router";
import { categoryName, idBody, namesOf, otherNames, siteAbbr, sortField } from "./schemas";
import { getCategory, pathId, type Category } from "./tree";
import { siteSentence } from "../../http/site-names";

// A site's storefront navigation (management-nav-list, edited on management-nav-install): two
// levels of entries, each opening a category of the site or a link. The spec names only the two
// calls that copy a category into it; the list and the edits here are what the screens need.

export const NAV_ROUTE = "management-nav-list";
export const NAV_READ = { any: [NAV_ROUTE, "management-nav-install"] };
const NAV_WRITE = { any: ["management-nav-list-all-right-btns", "management-nav-install-all-right-btns"] };
const COPY = { any: ["category-manage-list-all-right-btns"] };
const ENTITY = "navigation";
const COLS = `n.id, n.site_abbr as site, n.parent_id, n.level, n.name, n.names, n.category_id, n.link_url, n.sort, n.is_show, n.version,
  n.updated_by, n.created_at, n.updated_at, (select name from categories c where c.id = n.category_id) as category_name`;

interface Nav {
  id: number;
  site: string;
  parent_id: number | null;
  level: number;
  name: string;
  category_id: number | null;
  version: number;
}

/** A link is a relative storefront path or an http(s) address. */
const linkUrl = text(500).pipe(z.string().regex(/^(|\/[^\s]*|https?:\/\/[^\s]+)$/, "must start with / or http(s)://"));

const fields = {
  name: categoryName,
  ...otherNames,
  /** the category the entry opens; absent when it is a link */
  category_id: idField.optional(),
  link_url: linkUrl.default(""),
  sort: sortField.default(0),
  is_show: z.boolean().default(true),
};
export const navCreateBody = z.strictObject({ site: siteAbbr, parent_id: idField.optional(), ...fields });
export const navUpdateBody = z.strictObject({ id: idField, version: versionField, ...fields });
const navListQuery = z.strictObject({ site: siteAbbr.default("us") });
const navDeleteBody = z.strictObject({ id: idField, version: versionField });

const noNav = () => notFound("Navigation entry", "导航项");
const findNav = async (q: Queryable, id: number) => (await q.query<Nav>(`select ${COLS} from navigations n where n.id = $1`, [id]))[0];

function navNameTaken(name: string) {
  const en = `The navigation already has an entry named "${name}" at this level`;
  return new ApiError(409, en, { errors: { name: [en] } }, `导航的同一层级已有名为“${name}”的项`);
}

async function assertNavName(q: Queryable, site: string, parentId: number | null, name: string, exceptId = 0) {
  const hit = await q.query(
    "select 1 from navigations where site_abbr = $1 and coalesce(parent_id, 0) = $2 and lower(name) = lower($3) and id <> $4",
    [site, parentId ?? 0, name, exceptId],
  );
  if (hit.length) throw navNameTaken(name);
}

/** The category an entry opens must be on the entry's site; the parent must be a first-level entry of it. */
async function checkRefs(q: Queryable, site: string, v: { category_id?: number; link_url: string; parent_id?: number | null }) {
  if (!v.category_id && !v.link_url) {
    const en = "Choose a category or give a link";
    throw new ApiError(422, en, { errors: { category_id: [en] } }, "请选择类目或填写链接");
  }
  if (v.category_id) {
    const c = await q.query<{ site: string }>("select site_abbr as site from categories where id = $1", [v.category_id]);
    if (c[0]?.site !== site) {
      const s = siteSentence(site);
      const en = `Category ${v.category_id} is not in the category tree of ${s.en}`;
      throw new ApiError(422, en, { errors: { category_id: [en] } }, `类目 ${v.category_id} 不在${s.zh}的类目树中`);
    }
  }
  if (v.parent_id) {
    const p = await findNav(q, v.parent_id);
    if (!p || p.site !== site || p.level !== 1) {
      const en = "The parent must be a first-level entry of the same site";
      throw new ApiError(422, en, { errors: { parent_id: [en] } }, "上级必须是同一站点的一级导航项");
    }
  }
}

/** The first-level entry that already stands for a category: one with its name, or opening it. */
async function sameInNavigation(q: Queryable, c: Category) {
  return (
    await q.query<{ id: number; name: string }>(
      "select id, name from navigations where site_abbr = $1 and parent_id is null and (lower(name) = lower($2) or category_id = $3) order by id limit 1",
      [c.site, c.name, c.id],
    )
  )[0];
}

export const navigationEndpoints = [
  endpoint<z.infer<typeof navListQuery>>({
    method: "GET",
    path: "/api/category/navigations",
    access: NAV_READ,
    query: navListQuery,
    // a site's whole navigation: a few dozen entries, first level in order, each followed by its children
    handler: ({ db, query }) =>
      db.query(
        `select ${COLS} from navigations n left join navigations p on p.id = n.parent_id
          where n.site_abbr = $1 order by coalesce(p.sort, n.sort), coalesce(p.id, n.id), n.level, n.sort, n.id`,
        [query.site],
      ),
  }),
  endpoint({
    method: "GET",
    path: "/api/category/navigation/{id}",
    access: NAV_READ,
    async handler({ db, params }) {
      const nav = await findNav(db, pathId(params.id));
      if (!nav) throw noNav();
      return nav;
    },
  }),
  endpoint<unknown, z.infer<typeof navCreateBody>>({
    method: "POST",
    path: "/api/category/navigation/create",
    access: NAV_WRITE,
    body: navCreateBody,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const b = ctx.body;
        await checkRefs(q, b.site, b);
        await assertNavName(q, b.site, b.parent_id ?? null, b.name);
        const row = await createRecord<{ id: number }>(q, ctx, {
          table: "navigations",
          values: {
            site_abbr: b.site,
            parent_id: b.parent_id ?? null,
            level: b.parent_id ? 2 : 1,
            name: b.name,
            names: JSON.stringify(namesOf(b)),
            category_id: b.category_id ?? null,
            link_url: b.link_url,
            sort: b.sort,
            is_show: b.is_show,
            updated_by: ctx.user.name,
          },
          returning: "id",
          log: { entity: ENTITY, after: (r) => findNav(q, r.id) },
        });
        return findNav(q, row.id);
      }),
  }),
  endpoint<unknown, z.infer<typeof navUpdateBody>>({
    method: "POST",
    path: "/api/category/navigation/update",
    access: NAV_WRITE,
    body: navUpdateBody,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const { id, version, name, category_id, link_url, sort, is_show } = ctx.body;
        const set = { name, category_id: category_id ?? null, link_url, sort, is_show };
        const before = await findNav(q, id);
        if (!before) throw noNav();
        await checkRefs(q, before.site, ctx.body);
        await assertNavName(q, before.site, before.parent_id, set.name, id);
        await updateVersioned(q, ctx, {
          table: "navigations",
          id,
          version,
          set: { ...set, names: JSON.stringify(namesOf(ctx.body)) },
          returning: "id, version",
          current: () => findNav(q, id),
          log: { entity: ENTITY, before, after: () => findNav(q, id) },
        });
        return findNav(q, id);
      }),
  }),
  endpoint<unknown, z.infer<typeof navDeleteBody>>({
    method: "POST",
    path: "/api/category/navigation/delete",
    access: NAV_WRITE,
    body: navDeleteBody,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const before = await findNav(q, ctx.body.id);
        if (!before) throw noNav();
        // the entry's own children go with it (on delete cascade)
        const children = await q.query("select id, name from navigations where parent_id = $1", [before.id]);
        await deleteRecord(q, ctx, {
          table: "navigations",
          id: before.id,
          version: ctx.body.version,
          current: async () => before,
          log: { entity: ENTITY, before: { ...before, children } },
        });
        return { deleted: true, id: before.id, children: children.length };
      }),
  }),

  // ── from the category screen ─────────────────────────────────────────────────
  endpoint<unknown, z.infer<typeof idBody>>({
    method: "POST",
    path: "/api/category/isExistSameToNavigation",
    access: { any: ["category-manage-list", "category-manage-detail"] },
    body: idBody,
    async handler({ db, body }) {
      const hit = await sameInNavigation(db, await getCategory(db, body.id));
      return { exists: !!hit, id: hit?.id ?? null, name: hit?.name ?? null };
    },
  }),
  endpoint<unknown, z.infer<typeof idBody>>({
    method: "POST",
    path: "/api/category/copyToNavigation",
    access: COPY,
    body: idBody,
    // the category becomes a first-level entry of its site's navigation, its children the entries below
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const c = await getCategory(q, ctx.body.id, true);
        const hit = await sameInNavigation(q, c);
        if (hit) {
          const s = siteSentence(c.site);
          const en = `The navigation of ${s.en} already has "${hit.name}" for this category`;
          throw new ApiError(409, en, { navigation_id: hit.id }, `${s.zh}的导航中已有该类目的“${hit.name}”`);
        }
        let children = 0;
        const top = await createRecord<{ id: number }>(q, ctx, {
          table: "navigations",
          values: {
            site_abbr: c.site,
            level: 1,
            name: c.name,
            names: JSON.stringify(c.names),
            category_id: c.id,
            sort: sql`coalesce((select max(sort) + 1 from navigations where site_abbr = ${c.site} and parent_id is null), 0)`,
            is_show: c.is_show,
            updated_by: ctx.user.name,
          },
          returning: "id",
          // the category's children become the entries below it
          children: async (tx, row) => {
            const below = await tx.query(
              `insert into navigations (site_abbr, parent_id, level, name, names, category_id, sort, is_show, updated_by)
               select site_abbr, $2, 2, name, names, id, sort, is_show, $3 from categories where parent_id = $1 order by sort, id returning id`,
              [c.id, row.id, ctx.user.name],
            );
            children = below.length;
          },
          log: { entity: ENTITY, action: "copy", after: async (row) => ({ ...(await findNav(q, row.id)), children, from_category: c.id }) },
        });
        return { ...(await findNav(q, top.id)), children };
      }),
  }),
];
