import type * as z from "zod";
import { POOL_MAX_PRODUCTS } from "../../../app/features/goods/constants";
import { CATEGORY_PRODUCT_COUNT_CAP } from "../../../app/features/page-management/category-states";
import type { Queryable } from "../../db/client";
import { ApiError, staleVersion } from "../../http/errors";
import { updateVersioned, writeBatch, type Log, type Writer } from "../../resources/write";
import { endpoint, type Access } from "../../http/router";
import { categorySubtree } from "../goods/filter-sql";
import { cappedCount } from "../goods/keyset";
import { addToPool, insertPool, mustPool, poolById, removeFromPool, type PoolRow } from "../goods/pools";
import * as s from "./schemas";
import { unpinProducts } from "./top-products";
import { COLS, findCategory, getCategory, type Category } from "./tree";
import { siteSentence } from "../../http/site-names";

// The product pool a category shows (categories.pool_id, spec section 7 "Category": getProductTotal,
// addPool, createPool, copyCategoryProductPool, deleteProduct). Pools are Goods' product_pools; the
// items go in and out through Goods' own helpers, so a pool's product_count is kept one way only.

const ENTITY = "category";
/** Products whose category is one of the ids at `$1` (a category and everything below it: categorySubtree). */
const IN_BRANCH = (p: string) => `p.category_id = any(${p}::int[])`;
/** Products sold on the site at `$2` (a SKU priced there: sku_prices, by its (product_id, site_abbr) index). */
const SOLD_ON = (p: string) => `exists (select 1 from sku_prices sp where sp.product_id = p.id and sp.site_abbr = ${p})`;
const POOL_MEMBER = (p: string) => `p.id in (select i.product_id from product_pool_items i where i.pool_id = ${p})`;

/** A refusal about one field of the pool forms: the message goes next to that field. */
const fieldError = (code: number, field: string, en: string, zh: string) => new ApiError(code, en, { errors: { [field]: [en] } }, zh);

/** The category shows another pool (`version` undefined: a copy onto categories nobody opened), logged as `log` says. */
const showPool = (q: Queryable, w: Writer, id: number, version: number | undefined, poolId: number, log: Omit<Log<Category>, "entity">) =>
  updateVersioned<Category>(q, w, {
    table: "categories",
    id,
    version,
    set: { pool_id: poolId },
    returning: COLS,
    current: () => findCategory(q, id),
    log: { entity: ENTITY, ...log },
  });

/** The products of a category's branch, counted up to the cap (an index walk no longer than the cap). */
const branchCount = async (q: Queryable, c: Category, cap: number) =>
  cappedCount(q, "products p", [IN_BRANCH("$1")], [await categorySubtree(q, c.id)], cap);

/** A category's pool, which must exist (the category's pool_id may name a pool that is gone). */
async function poolOf(q: Queryable, c: Category, field: string): Promise<PoolRow> {
  const pool = c.pool_id ? await poolById(q, c.pool_id, true) : undefined;
  if (!pool) throw fieldError(404, field, `${c.name} shows no product pool`, `“${c.name}”没有商品池`);
  return pool;
}

export function categoryPoolEndpoints(access: { read: Access; edit: Access }) {
  return [
    endpoint<unknown, z.infer<typeof s.productTotalBody>>({
      method: "POST",
      path: "/api/category/getProductTotal",
      access: access.read,
      body: s.productTotalBody,
      // Per category: its pool and the pool's kept count, and how many products are filed under the
      // category or below it, counted up to CATEGORY_PRODUCT_COUNT_CAP through (category_id, id).
      async handler({ db, body }) {
        const ids = [...new Set(body.category_ids)];
        const found = await db.query<
          Category & { pool_name: string | null; pool_products: number | null; pool_enabled: boolean | null; pool_site: string | null }
        >(
          `select c.*, pp.name as pool_name, pp.product_count as pool_products, pp.enabled as pool_enabled, pp.site_abbr as pool_site
             from (select ${COLS} from categories where id = any($1::int[])) c left join product_pools pp on pp.id = c.pool_id`,
          [ids],
        );
        const missing = ids.filter((id) => !found.some((c) => c.id === id));
        if (missing.length)
          throw fieldError(404, "category_ids", `No category has the id ${missing.join(", ")}`, `类目 ${missing.join(", ")} 不存在`);
        const list = [];
        for (const id of ids) {
          const c = found.find((x) => x.id === id)!;
          const n = await branchCount(db, c, CATEGORY_PRODUCT_COUNT_CAP);
          list.push({
            category_id: c.id,
            name: c.name,
            site: c.site,
            pool:
              c.pool_id && c.pool_name !== null
                ? { id: c.pool_id, name: c.pool_name, product_count: c.pool_products, enabled: c.pool_enabled, site: c.pool_site }
                : null,
            pool_id: c.pool_id,
            category_products: { count: n.count, more_than: n.more },
          });
        }
        return { list, cap: CATEGORY_PRODUCT_COUNT_CAP };
      },
    }),
    endpoint<unknown, z.infer<typeof s.addPoolBody>>({
      method: "POST",
      path: "/api/category/addPool",
      access: access.edit,
      body: s.addPoolBody,
      handler: (ctx) =>
        ctx.db.tx(async (q) => {
          const b = ctx.body;
          const before = await getCategory(q, b.category_id, true);
          const pool = await poolById(q, b.pool_id);
          if (!pool) throw fieldError(404, "pool_id", `No product pool has the id ${b.pool_id}`, `商品池 ${b.pool_id} 不存在`);
          if (!pool.enabled)
            throw fieldError(
              422,
              "pool_id",
              `The pool ${pool.name} is disabled: enable it first or choose another`,
              `商品池“${pool.name}”已停用，请先启用或选择其他商品池`,
            );
          if (pool.site !== before.site) {
            throw fieldError(
              422,
              "pool_id",
              `The pool ${pool.name} is on ${siteSentence(pool.site).en}; ${before.name} is on ${siteSentence(before.site).en}`,
              `商品池“${pool.name}”属于${siteSentence(pool.site).zh}，类目“${before.name}”属于${siteSentence(before.site).zh}`,
            );
          }
          // already shown: nothing changes, nothing is logged
          if (before.pool_id === pool.id) return { category: before, pool, changed: false };
          const after = await showPool(q, ctx, before.id, b.version, pool.id, {
            action: "add_pool",
            before: { pool_id: before.pool_id },
            after: { pool_id: pool.id, pool_name: pool.name },
          });
          return { category: after, pool, changed: true };
        }),
    }),
    endpoint<unknown, z.output<typeof s.createPoolBody>>({
      method: "POST",
      path: "/api/category/createPool",
      access: access.edit,
      body: s.createPoolBody,
      handler: (ctx) =>
        ctx.db.tx(async (q) => {
          const b = ctx.body;
          const before = await getCategory(q, b.category_id, true);
          // a stale version is refused before any pool is made (the row is locked: it cannot change meanwhile)
          if (before.version !== b.version) throw staleVersion(before);
          if (b.with_products) {
            const n = await branchCount(q, before, POOL_MAX_PRODUCTS);
            if (n.more) {
              throw fieldError(
                409,
                "with_products",
                `${before.name} and the categories below it hold more than ${POOL_MAX_PRODUCTS} products, more than a pool holds`,
                `“${before.name}”及其下级类目的商品超过 ${POOL_MAX_PRODUCTS} 个，超出商品池上限`,
              );
            }
          }
          const poolId = await insertPool(ctx, q, {
            parent_id: null,
            name: b.name || before.name,
            site: before.site,
            category_id: before.id,
          });
          if (b.with_products)
            await addToPool(ctx, q, poolId, { where: [IN_BRANCH("$1")], params: [await categorySubtree(q, before.id)] }, POOL_MAX_PRODUCTS);
          const pool = await mustPool(q, poolId);
          const after = await showPool(q, ctx, before.id, b.version, poolId, {
            action: "create_pool",
            before: { pool_id: before.pool_id },
            after: { pool_id: poolId, pool_name: pool.name, product_count: pool.product_count },
          });
          return { category: after, pool };
        }),
    }),
    endpoint<unknown, z.infer<typeof s.copyPoolBody>>({
      method: "POST",
      path: "/api/category/copyCategoryProductPool",
      access: access.edit,
      body: s.copyPoolBody,
      // Every target gets a pool of its own (on its site, named after it) holding the source pool's
      // products that are sold on that site (a SKU priced there), and shows it; the others are left
      // out and counted (`skipped`, per target and in all). One transaction, so a refused target
      // leaves every other unchanged.
      handler: (ctx) =>
        ctx.db.tx(async (q) => {
          const src = await getCategory(q, ctx.body.category_id);
          const from = await poolOf(q, src, "category_id");
          const ids = [...new Set(ctx.body.target_category_ids)];
          if (ids.includes(src.id))
            throw fieldError(
              422,
              "target_category_ids",
              `${src.name} already shows this pool: copy it to other categories`,
              `“${src.name}”已在使用此商品池，请复制到其他类目`,
            );
          const targets = await q.query<Category>(`select ${COLS} from categories where id = any($1::int[]) order by id for update`, [ids]);
          const missing = ids.filter((id) => !targets.some((c) => c.id === id));
          if (missing.length)
            throw fieldError(
              404,
              "target_category_ids",
              `No category has the id ${missing.join(", ")}`,
              `类目 ${missing.join(", ")} 不存在`,
            );
          // the source's products not sold on a site, counted once per site
          const unsold = new Map<string, number>();
          const unsoldOn = async (site: string) => {
            if (!unsold.has(site)) {
              const [{ n }] = await q.query<{ n: number }>(
                `select count(*)::int as n from products p where ${POOL_MEMBER("$1")} and not ${SOLD_ON("$2")}`,
                [from.id, site],
              );
              unsold.set(site, n);
            }
            return unsold.get(site)!;
          };
          const copied = [];
          for (const t of targets) {
            const poolId = await insertPool(ctx, q, { parent_id: null, name: t.name, site: t.site, category_id: t.id });
            await addToPool(ctx, q, poolId, { where: [POOL_MEMBER("$1"), SOLD_ON("$2")], params: [from.id, t.site] }, POOL_MAX_PRODUCTS);
            const skipped = await unsoldOn(t.site);
            const pool = await mustPool(q, poolId);
            await showPool(q, ctx, t.id, undefined, poolId, {
              action: "copy_pool",
              before: { pool_id: t.pool_id },
              after: {
                pool_id: poolId,
                pool_name: pool.name,
                product_count: pool.product_count,
                skipped,
                copied_from_pool: from.id,
                from_category: src.id,
              },
            });
            copied.push({ category_id: t.id, name: t.name, site: t.site, pool_id: poolId, product_count: pool.product_count, skipped });
          }
          return { source: { category_id: src.id, pool_id: from.id }, copied, skipped: copied.reduce((n, c) => n + c.skipped, 0) };
        }),
    }),
    endpoint<unknown, z.infer<typeof s.deleteProductBody>>({
      method: "POST",
      path: "/api/category/deleteProduct",
      access: access.edit,
      body: s.deleteProductBody,
      // Takes products out of the pool the category shows, and unpins them from the category's top products.
      handler: (ctx) =>
        writeBatch(ctx.db, ctx, async (q) => {
          const c = await getCategory(q, ctx.body.category_id, true);
          const before = await poolOf(q, c, "product_ids");
          const ids = [...new Set(ctx.body.product_ids)];
          const { pool, removed } = await removeFromPool(ctx, q, before.id, ids);
          const unpinned = await unpinProducts(ctx, q, c, ids);
          const log =
            removed || unpinned.length
              ? {
                  action: "remove_products",
                  entity: ENTITY,
                  entityId: c.id,
                  before: { pool_id: before.id, product_count: before.product_count },
                  after: { pool_id: pool.id, product_count: pool.product_count, removed, unpinned, product_ids: ids },
                }
              : null;
          return { result: { removed, unpinned: unpinned.length, pool }, log };
        }),
    }),
  ];
}
