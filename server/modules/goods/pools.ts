import type * as z from "zod";
import { PICK_LIMIT, POOL_MAX_PRODUCTS } from "../../../app/features/goods/constants";
import type { Queryable } from "../../db/client";
import { ApiError, invalidFields, notFound, validationError } from "../../http/errors";
import { positiveId } from "../../http/list";
import { createRecord, sql, updateVersioned } from "../../resources/write";
import { endpoint, type Ctx } from "../../http/router";
import { skippedNotice } from "../../../app/domain/pool-products";
import { PICK_READ, PICK_WRITE, POOL_READ, POOL_WRITE, PRODUCT_READ } from "./access";
import { productFilters } from "./filter-sql";
import { cappedCount, keysetPage } from "./keyset";
import { PRODUCT_COLS, present } from "./products";
import * as s from "./schemas";
import { siteSentence } from "../../http/site-names";

// Product pools: named sets of products that events, pages and categories draw from. Picking is
// set-based: the ticked ids, or every product matching a search (up to PICK_LIMIT), go in with one
// INSERT … SELECT, so 10,000 products join a pool in one statement.

const POOL_COLS = `pp.id, pp.parent_id, pp.name, pp.site_abbr as site, pp.category_id, pp.description, pp.product_count, pp.enabled,
  pp.version, pp.created_by, pp.updated_by, pp.created_at, pp.updated_at`;

/** What the pool helpers need of an endpoint's context (the goods and category endpoints share them). */
export type PoolCtx = Pick<Ctx<unknown, unknown>, "user" | "audit">;
export interface PoolRow {
  id: number;
  name: string;
  product_count: number;
  site: string;
  enabled: boolean;
  category_id: number | null;
}

export async function poolById(q: Queryable, id: number, lock = false) {
  const [row] = await q.query<PoolRow>(`select ${POOL_COLS} from product_pools pp where pp.id = $1 ${lock ? "for update" : ""}`, [id]);
  return row;
}
export const mustPool = async (q: Queryable, id: number, lock = false) => {
  const pool = await poolById(q, id, lock);
  if (!pool) throw notFound("Product pool", "商品池");
  return pool;
};

function pathIds(params: Record<string, string>, keys: string[], schema: z.ZodType<number>) {
  const out: Record<string, number> = {};
  for (const k of keys) {
    const parsed = schema.safeParse(params[k]);
    if (!parsed.success) throw validationError(parsed.error);
    out[k] = parsed.data;
  }
  return out;
}

async function listPools(db: Queryable, q: s.PoolListQuery) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (p: string) => string, v: unknown) => {
    if (v === undefined) return;
    params.push(v);
    where.push(clause(`$${params.length}`));
  };
  add((p) => `lower(pp.name) like ${p}`, q.keyword && `${q.keyword.toLowerCase().replace(/[%_\\]/g, "\\$&")}%`);
  add((p) => `pp.site_abbr = ${p}`, q.site);
  add((p) => `pp.parent_id = ${p}`, q.parent_id);
  add((p) => `pp.category_id = ${p}`, q.category_id);
  return keysetPage(db, {
    select: POOL_COLS,
    from: "product_pools pp",
    key: "pp.id",
    keyField: "id",
    where,
    params,
    after: q.after,
    before: q.before,
    pageSize: q.page_size,
  });
}

/** Creates an empty pool (with its audit row); returns its id. */
export async function insertPool(
  ctx: PoolCtx,
  q: Queryable,
  v: { parent_id: number | null; name: string; site: string; category_id: number | null },
) {
  const created = await createRecord<{ id: number }>(q, ctx, {
    table: "product_pools",
    values: {
      parent_id: v.parent_id,
      name: v.name,
      site_abbr: v.site,
      category_id: v.category_id,
      created_by: ctx.user.name,
      updated_by: ctx.user.name,
    },
    returning: "id",
    log: { entity: "product_pool", after: (r) => poolById(q, r.id) },
  });
  return created.id;
}

/**
 * Adds products to a pool in one statement; returns how many were new to it and how many of those
 * picked were skipped for having no price on the pool's site (issue 41 §4: nothing it cannot sell).
 * When every product picked was skipped, nothing is added and the answer is 422 naming how many.
 */
export async function addToPool(
  ctx: PoolCtx,
  q: Queryable,
  poolId: number,
  selectIds: { where: string[]; params: unknown[] },
  limit: number,
  /** the goods pickers' adds (tick, SPU, all matching) take only products priced on the pool's site, naming the others; a category's own fill decides its products itself */
  sold: { field: string } | null = null,
) {
  const pool = await mustPool(q, poolId, true);
  const n = selectIds.params.length;
  const where = selectIds.where.length ? `where ${selectIds.where.join(" and ")}` : "";
  const [{ added, skipped }] = await q.query<{ added: number; skipped: number }>(
    `with picked as (
       select p.id, ($${n + 5}::boolean or exists (select 1 from sku_prices sp where sp.product_id = p.id and sp.site_abbr = $${n + 4})) as priced
         from products p ${where} order by p.id desc limit $${n + 3}),
     ins as (
       insert into product_pool_items (pool_id, product_id, added_by)
       select $${n + 1}, id, $${n + 2} from picked where priced
       on conflict do nothing returning 1)
     select (select count(*)::int from ins) as added, (select count(*)::int from picked where not priced) as skipped`,
    [...selectIds.params, poolId, ctx.user.name, limit, pool.site, !sold],
  );
  const notice = skippedNotice(skipped, siteSentence(pool.site));
  if (notice && added === 0 && !(await anyPriced(q, selectIds, limit, pool.site))) {
    throw new ApiError(422, notice.en, { errors: { [sold!.field]: [notice.en] }, skipped }, notice.zh);
  }
  if (pool.product_count + added > POOL_MAX_PRODUCTS) {
    throw new ApiError(
      409,
      `A pool holds at most ${POOL_MAX_PRODUCTS} products; ${pool.name} would hold ${pool.product_count + added}`,
      null,
      `商品池最多 ${POOL_MAX_PRODUCTS} 个商品；${pool.name} 将有 ${pool.product_count + added} 个`,
    );
  }
  if (added > 0) {
    await updateVersioned(q, ctx, {
      table: "product_pools",
      id: poolId,
      set: { product_count: sql`product_count + ${added}` },
      returning: "id",
      log: {
        entity: "product_pool",
        action: "add_products",
        before: { product_count: pool.product_count },
        after: { product_count: pool.product_count + added, added },
      },
    });
  }
  return { pool: await mustPool(q, poolId), added, skipped, skipped_notice: notice };
}

/** Whether any product picked has a price on the site (then an add of nothing new is a repeat, not a refusal). */
async function anyPriced(q: Queryable, selectIds: { where: string[]; params: unknown[] }, limit: number, site: string) {
  const n = selectIds.params.length;
  const where = selectIds.where.length ? `where ${selectIds.where.join(" and ")}` : "";
  const [r] = await q.query<{ n: number }>(
    `select count(*)::int as n from (select p.id from products p ${where} order by p.id desc limit $${n + 1}) p
      where exists (select 1 from sku_prices sp where sp.product_id = p.id and sp.site_abbr = $${n + 2})`,
    [...selectIds.params, limit, site],
  );
  return r.n > 0;
}

/** Removes products from a pool, keeping its count (and an audit row when any went); returns how many went. */
export async function removeFromPool(ctx: PoolCtx, q: Queryable, poolId: number, productIds: number[]) {
  const pool = await mustPool(q, poolId, true);
  const [{ removed }] = await q.query<{ removed: number }>(
    "with del as (delete from product_pool_items where pool_id = $1 and product_id = any($2::int[]) returning 1) select count(*)::int as removed from del",
    [poolId, productIds],
  );
  if (removed > 0) {
    await updateVersioned(q, ctx, {
      table: "product_pools",
      id: poolId,
      set: { product_count: sql`product_count - ${removed}` },
      returning: "id",
      log: {
        entity: "product_pool",
        action: "remove_products",
        before: { product_count: pool.product_count },
        after: { product_count: pool.product_count - removed, removed, product_ids: productIds },
      },
    });
  }
  return { pool: await mustPool(q, poolId), removed };
}

/** The picker's search, sent as the list's query string, read with the list's own schema. */
function parseFilter(raw: string | undefined): s.ProductFilter {
  const params = new URLSearchParams(raw ?? "");
  const obj: Record<string, string> = {};
  for (const [k, v] of params) if (v.trim() !== "" && k in s.productFilterShape) obj[k] = v;
  const parsed = s.productFilterQuery.safeParse(obj);
  if (!parsed.success) throw validationError(parsed.error, "filter");
  return parsed.data;
}

const poolList = (path: string, access: { any: readonly string[] }) =>
  endpoint<s.PoolListQuery>({ method: "GET", path, access, query: s.poolListQuery, handler: ({ db, query }) => listPools(db, query) });

export const poolEndpoints = [
  poolList("/api/product_pool/paginate", POOL_READ),
  // the pool picker other screens use (events, categories): anyone who picks products
  poolList("/api/pools/paginate", { any: [...new Set([...PRODUCT_READ.any, ...POOL_READ.any])] }),
  endpoint({
    method: "GET",
    path: "/api/product_pool/show/{id}",
    access: POOL_READ,
    handler: async ({ db, params }) => mustPool(db, pathIds(params, ["id"], positiveId).id),
  }),
  endpoint<z.output<typeof s.poolMembersQuery>>({
    method: "GET",
    path: "/api/product_pool/search_products/{poolId}",
    access: POOL_READ,
    query: s.poolMembersQuery,
    async handler({ db, store, params, query }) {
      const { poolId } = pathIds(params, ["poolId"], positiveId);
      const pool = await mustPool(db, poolId);
      const f = await productFilters(db, query);
      f.params.push(poolId);
      const page = await keysetPage<Record<string, unknown>>(db, {
        select: `${PRODUCT_COLS}, i.added_by, i.added_at`,
        from: "product_pool_items i join products p on p.id = i.product_id",
        key: "i.product_id",
        keyField: "id",
        where: [`i.pool_id = $${f.params.length}`, ...f.where],
        params: f.params,
        after: query.after,
        before: query.before,
        pageSize: query.page_size,
        order: query.product_sort === "oldest" ? "asc" : "desc",
      });
      return { pool, ...page, list: page.list.map((r) => present(r, store)) };
    },
  }),
  endpoint<z.output<typeof s.productListQuery>>({
    method: "GET",
    path: "/api/product_pool/pool/pick_products/{parent_pool_id}/{pool_id}/{categoryId}",
    access: PICK_READ,
    query: s.productListQuery,
    async handler({ db, store, params, query }) {
      const ids = pathIds(params, ["parent_pool_id", "pool_id", "categoryId"], s.zeroOrId);
      const [parent, pool] = await Promise.all([
        ids.parent_pool_id ? mustPool(db, ids.parent_pool_id) : null,
        ids.pool_id ? mustPool(db, ids.pool_id) : null,
      ]);
      const f = await productFilters(db, { ...query, category_id: ids.categoryId || query.category_id });
      const page = await keysetPage<Record<string, unknown>>(db, {
        select: `${PRODUCT_COLS}${pool ? `, exists (select 1 from product_pool_items i where i.pool_id = ${Number(pool.id)} and i.product_id = p.id) as in_pool` : ", false as in_pool"}`,
        from: "products p",
        key: "p.id",
        keyField: "id",
        where: f.where,
        params: f.params,
        after: query.after,
        before: query.before,
        pageSize: query.page_size,
        order: query.product_sort === "oldest" ? "asc" : "desc",
      });
      const matching = await cappedCount(db, "products p", f.where, f.params, PICK_LIMIT);
      return {
        parent,
        pool,
        category_id: ids.categoryId,
        pick_limit: PICK_LIMIT,
        matching,
        ...page,
        list: page.list.map((r) => present(r, store)),
      };
    },
  }),
  endpoint<unknown, s.PickBody>({
    method: "POST",
    path: "/api/product_pool/pool/pick_products/{parent_pool_id}/{pool_id}/{categoryId}",
    access: PICK_WRITE,
    body: s.pickBody,
    async handler(ctx) {
      const ids = pathIds(ctx.params, ["parent_pool_id", "pool_id", "categoryId"], s.zeroOrId);
      const b = ctx.body;
      const errors: Record<string, string[]> = {};
      if (!ids.pool_id && !b.name) errors.name = ["is required"];
      if (!ids.pool_id && !b.site) errors.site = ["is required"];
      // a new pool may start empty; an existing one needs something to pick
      if (ids.pool_id && !b.product_ids?.length && !b.all_matching) errors.product_ids = ["choose products, or pick all matching"];
      if (Object.keys(errors).length) throw invalidFields(errors);
      const filter = parseFilter(b.filter);
      return ctx.db.tx(async (q) => {
        if (ids.parent_pool_id) await mustPool(q, ids.parent_pool_id);
        let poolId = ids.pool_id;
        if (!poolId)
          poolId = await insertPool(ctx, q, {
            parent_id: ids.parent_pool_id || null,
            name: b.name!,
            site: b.site!,
            category_id: ids.categoryId || null,
          });
        if (!b.all_matching && !b.product_ids?.length) return { pool: await mustPool(q, poolId), added: 0, created: true };
        const f = await productFilters(q, {
          ...(b.all_matching ? filter : {}),
          category_id: ids.categoryId || (b.all_matching ? filter.category_id : undefined),
        });
        if (!b.all_matching) f.add((p) => `p.id = any(${p}::int[])`, b.product_ids);
        const result = await addToPool(ctx, q, poolId, f, b.all_matching ? PICK_LIMIT : b.product_ids!.length, {
          field: "product_ids",
        });
        return { ...result, created: !ids.pool_id };
      });
    },
  }),
  endpoint<unknown, z.output<typeof s.addProductsBody>>({
    method: "POST",
    path: "/api/product_pool/add_products/{pool_id}",
    access: POOL_WRITE,
    body: s.addProductsBody,
    async handler(ctx) {
      const { pool_id } = pathIds(ctx.params, ["pool_id"], positiveId);
      const spus = [...new Set(ctx.body.spus.map((x) => x.toUpperCase()))];
      return ctx.db.tx(async (q) => {
        const found = await q.query<{ spu: string }>("select spu from products where spu = any($1::text[])", [spus]);
        const missing = spus.filter((x) => !found.some((r) => r.spu === x));
        if (missing.length) {
          const en = `No product has the SPU ${missing.slice(0, 20).join(", ")}`;
          throw new ApiError(422, en, { errors: { spus: [en] } }, `以下 SPU 没有对应商品：${missing.slice(0, 20).join(", ")}`);
        }
        const result = await addToPool(ctx, q, pool_id, { where: ["p.spu = any($1::text[])"], params: [spus] }, spus.length, {
          field: "spus",
        });
        return { ...result, already: spus.length - result.added - result.skipped };
      });
    },
  }),
  endpoint<unknown, z.output<typeof s.removeProductsBody>>({
    method: "POST",
    path: "/api/product_pool/remove_products/{pool_id}",
    access: POOL_WRITE,
    body: s.removeProductsBody,
    async handler(ctx) {
      const { pool_id } = pathIds(ctx.params, ["pool_id"], positiveId);
      return ctx.db.tx((q) => removeFromPool(ctx, q, pool_id, ctx.body.product_ids));
    },
  }),
];
