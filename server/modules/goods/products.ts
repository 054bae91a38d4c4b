import type * as z from "zod";
import {
  AMOEBA_GROUPS,
  PRODUCT_TAGS,
  DESIGNERS,
  OPERATORS,
  PRODUCT_SEARCH_TYPES,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  STATUS_COUNT_CAP,
  STATUS_COUNT_CAP_ON_SITE,
  SUPPLIER_GROUPS,
  formatMinor,
  parseMinor,
  siteCurrency,
  staticImageUrl,
} from "../../../app/features/goods/constants";
import type { Queryable } from "../../db/client";
import { storedImageAddress } from "../../storage/seed-images";
import type { ObjectStore } from "../../storage/store";
import { ApiError, notFound, validationError } from "../../http/errors";
import { positiveId } from "../../http/list";
import { sql, updateVersioned } from "../../resources/write";
import { endpoint, type Ctx } from "../../http/router";
import { PRODUCT_DETAIL_READ, PRODUCT_READ, PRODUCT_SAVE, PRODUCT_WRITE } from "./access";
import { productFilters } from "./filter-sql";
import { cappedOf, isoTime, keysetPage } from "./keyset";
import * as s from "./schemas";

/** The most categories the product filter offers at once (a select stays usable and small). */
export const CATEGORY_OPTIONS_MAX = 300;

/**
 * The categories the product filter offers, in tree order with their path of names ("Baby ›
 * Rompers"): one site's, or every site's, as many levels deep as fit in CATEGORY_OPTIONS_MAX, so a
 * ten-thousand-category tree offers its upper levels and filtering by one takes in its subtree.
 */
async function categoryOptions(db: Queryable, site: string | undefined) {
  // one read in level order, on the (level, site) index, of one row more than the limit: a level
  // that ends before the read does fits whole, so the tree is never counted or read past the limit;
  // the rows come as one JSON value (the engine decodes one value, not six a category)
  const bySite = site ? "and site_abbr = $2" : "";
  const [{ rows }] = await db.query<{ rows: CategoryRow[] }>(
    `select coalesce(json_agg(c), '[]') as rows from (
       select id, parent_id, site_abbr as site, level, name, sort from categories where level <= 3 ${bySite} order by level limit $1) c`,
    site ? [CATEGORY_OPTIONS_MAX + 1, site] : [CATEGORY_OPTIONS_MAX + 1],
  );
  if (rows.length <= CATEGORY_OPTIONS_MAX) return { list: inTreeOrder(rows), depth: 3, complete: true };
  // past the limit: the deepest level that ends inside the read, with every level above it
  const deepest = rows[rows.length - 1].level;
  const depth = deepest - 1;
  if (!depth) return { list: [], depth, complete: false };
  return { list: inTreeOrder(rows.filter((r) => r.level <= depth)), depth, complete: false };
}

type CategoryRow = { id: number; parent_id: number | null; site: string; level: number; name: string; sort: number };

/** Site by site, each level's siblings by (sort, id) with their subtrees after them; names joined into a path. */
function inTreeOrder(rows: CategoryRow[]) {
  const children = new Map<number | null, CategoryRow[]>();
  for (const r of rows) {
    const siblings = children.get(r.parent_id);
    if (siblings) siblings.push(r);
    else children.set(r.parent_id, [r]);
  }
  const bySiteAndSort = (a: CategoryRow, b: CategoryRow) => (a.site < b.site ? -1 : a.site > b.site ? 1 : a.sort - b.sort || a.id - b.id);
  const out: { id: number; site: string; level: number; name: string; path_name: string }[] = [];
  const walk = (parent: number | null, path: string) => {
    for (const r of (children.get(parent) ?? []).sort(bySiteAndSort)) {
      const path_name = path ? `${path} › ${r.name}` : r.name;
      out.push({ id: r.id, site: r.site, level: r.level, name: r.name, path_name });
      walk(r.id, path_name);
    }
  };
  walk(null, "");
  return out;
}

// Products: the keyset list with its filters, capped status counts, one product with its SKUs and
// prices, images, recommend and batch save. Prices travel as decimal text ("12.99") with their
// currency and are stored as integer minor units.

const COLS_BUT_TIMES = `p.id, p.spu, p.name, p.category_id, p.status, p.designer, p.operator, p.supplier_group_id, p.amoeba_group,
  p.tags, p.image_url, p.recommended, p.stock, p.sales, p.version, p.updated_by`;
export const PRODUCT_COLS = `${COLS_BUT_TIMES}, p.created_at, p.updated_at`;
/** The same as JSON values (keysetPage `json`) */
const PRODUCT_JSON_COLS = `${COLS_BUT_TIMES}, ${isoTime("p.created_at", "created_at")}, ${isoTime("p.updated_at", "updated_at")}`;
/** Each product's price range per site, kept on the product by triggers (migration 343). */
const PRICE_RANGES = "p.price_ranges as prices";

type Row = Record<string, unknown> & { image_url?: string; images?: string[]; prices?: { min_minor: string; max_minor: string }[] };
/** An image field as callers see it: a stored key at the store's address, a storage host's URL on the static-image path. */
const imageUrl = (store: Images, url: string) => staticImageUrl(storedImageAddress(store, url));
type Images = Pick<ObjectStore, "url">;

/** What callers see: image URLs they can load and amounts as decimal text next to their currency. */
export function present<T extends Row>(row: T, store: Images): T {
  const out: Row = { ...row };
  if (typeof row.image_url === "string") out.image_url = row.image_url && imageUrl(store, row.image_url);
  if (Array.isArray(row.images)) out.images = row.images.map((u) => imageUrl(store, u));
  if (Array.isArray(row.prices))
    out.prices = row.prices.map((p) => ({ ...p, min: formatMinor(p.min_minor), max: formatMinor(p.max_minor) }));
  return out as T;
}

export async function listProducts(db: Queryable, store: Images, q: s.ProductListQuery) {
  const f = await productFilters(db, q);
  const page = await keysetPage<Row>(db, {
    select: `${PRODUCT_JSON_COLS}, ${PRICE_RANGES}`,
    from: "products p",
    key: "p.id",
    keyField: "id",
    where: f.where,
    params: f.params,
    after: q.after,
    before: q.before,
    pageSize: q.page_size,
    order: q.product_sort === "oldest" ? "asc" : "desc",
    json: true,
  });
  return { ...page, list: page.list.map((r) => present(r, store)) };
}

async function productById(q: Queryable, id: number, lock = false) {
  const [row] = await q.query<Row & { id: number; version: number; spu: string }>(
    `select ${PRODUCT_COLS}, p.images, ${PRICE_RANGES} from products p where p.id = $1 ${lock ? "for update" : ""}`,
    [id],
  );
  return row;
}

async function productDetail(q: Queryable, store: Images, id: number) {
  const product = await productById(q, id);
  if (!product) throw notFound("Product", "商品");
  const skus = await q.query<{ id: number; prices: { site: string; currency: string; price_minor: string }[] }>(
    `select k.id, k.sku_code, k.color, k.size, k.stock, k.version,
       (select coalesce(json_agg(json_build_object('site', sp.site_abbr, 'currency', sp.currency_code, 'price_minor', sp.price_minor::text) order by sp.site_abbr), '[]')
          from sku_prices sp where sp.sku_id = k.id) as prices
       from skus k where k.product_id = $1 order by k.id`,
    [id],
  );
  const pools = await q.query(
    `select pp.id, pp.name, pp.site_abbr as site from product_pool_items i join product_pools pp on pp.id = i.pool_id where i.product_id = $1 order by pp.id desc limit 50`,
    [id],
  );
  return {
    ...present(product, store),
    skus: skus.map((k) => ({ ...k, prices: k.prices.map((p) => ({ ...p, price: formatMinor(p.price_minor) })) })),
    pools,
  };
}

const idParam = (raw: string | undefined) => {
  const parsed = positiveId.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
};

/** One product's save inside the batch's transaction: versioned, SKUs and prices, one audit row. */
async function saveProduct(ctx: Ctx<unknown, unknown>, q: Queryable, item: s.ProductSave, index: number) {
  const before = await productDetail(q, ctx.store, item.id).catch((e) => {
    if (e instanceof ApiError && e.code === 404)
      throw new ApiError(
        404,
        `Product ${item.id} not found`,
        { errors: { [`products.${index}.id`]: ["not found"] } },
        `商品 ${item.id} 不存在`,
      );
    throw e;
  });
  await q.query("select id from products where id = $1 for update", [item.id]);
  const { id, version, skus, ...fields } = item;
  // the SKUs first: the product's own update, versioned, then writes the audit row of the whole save
  // (a stale version refuses it all: one transaction)
  for (const sku of skus ?? []) {
    // left by hand: a child of the product's updateVersioned below, matched on its product too (no stray SKU)
    const owned = await q.query(
      "update skus set stock = $3, version = version + 1, updated_at = now() where id = $1 and product_id = $2 returning id",
      [sku.id, id, sku.stock],
    );
    if (!owned.length)
      throw new ApiError(422, `SKU ${sku.id} is not a SKU of ${before.spu}`, {
        errors: { [`products.${index}.skus`]: [`SKU ${sku.id} is not a SKU of ${before.spu}`] },
      });
    for (const [site, price] of Object.entries(sku.prices ?? {})) {
      if (price === undefined) continue;
      await q.query(
        `insert into sku_prices (sku_id, product_id, site_abbr, currency_code, price_minor) values ($1, $2, $3, $4, $5)
          on conflict (sku_id, site_abbr) do update set price_minor = excluded.price_minor, currency_code = excluded.currency_code`,
        [sku.id, id, site, siteCurrency(site), parseMinor(price)],
      );
    }
  }
  const set: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (skus?.length) set.stock = sql`(select coalesce(sum(stock), 0) from skus where product_id = ${id})`;
  let after: Awaited<ReturnType<typeof productDetail>> = before;
  await updateVersioned(q, ctx, {
    table: "products",
    id,
    version,
    set,
    returning: "id",
    current: async () => before,
    stale: {
      en: `Someone else saved ${before.spu} after you opened it. Review their change and save again.`,
      zh: `在您打开后，其他人已保存了 ${before.spu}，请核对后再次保存。`,
    },
    log: { entity: "product", before, after: async () => (after = await productDetail(q, ctx.store, id)) },
  });
  return after;
}

// The spec names the product search four ways (section 7 "Goods"): paginate, index and search
// answer the same page of products; searchProductIds the same page as ids only (for screens that
// pick by search). One query serves them all.
const productSearch = (path: string) =>
  endpoint<s.ProductListQuery>({
    method: "GET",
    path,
    access: PRODUCT_READ,
    query: s.productListQuery,
    handler: ({ db, store, query }) => listProducts(db, store, query),
  });

export const productEndpoints = [
  productSearch("/api/product/paginate"),
  productSearch("/api/product/index"),
  productSearch("/api/product/search"),
  endpoint<s.ProductListQuery>({
    method: "GET",
    path: "/api/product/searchProductIds",
    access: PRODUCT_READ,
    query: s.productListQuery,
    async handler({ db, store, query }) {
      const { list, ...page } = await listProducts(db, store, query);
      return { ...page, ids: list.map((p) => p.id as number) };
    },
  }),
  endpoint<s.ProductFilter>({
    method: "GET",
    path: "/api/product/statistics",
    access: PRODUCT_READ,
    query: s.productFilterQuery,
    async handler({ db, query }) {
      // each status counted up to the cap: "more than 1,000" costs the same as 1,001 index entries;
      // all of them in one statement (one plan and one round through the engine, not one a status)
      const base = await productFilters(db, { ...query, status: undefined }, undefined, { counting: true });
      const cap = query.site ? STATUS_COUNT_CAP_ON_SITE : STATUS_COUNT_CAP;
      const params = [...base.params, ...PRODUCT_STATUSES];
      const where = (i: number) => [...base.where, `p.status = $${base.params.length + i + 1}`].join(" and ");
      const [row] = await db.query<Record<string, number>>(
        `select ${PRODUCT_STATUSES.map((_, i) => `(select count(*)::int from (select 1 from products p where ${where(i)} limit ${cap + 1}) x) as s${i}`).join(", ")}`,
        params,
      );
      const counts = PRODUCT_STATUSES.map((status, i) => ({ status, ...cappedOf(row[`s${i}`], cap) }));
      return { cap, statuses: counts };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/product/status_map",
    access: PRODUCT_READ,
    handler: async () => PRODUCT_STATUSES.map((value) => ({ value, label: value })),
  }),
  endpoint({
    method: "GET",
    path: "/api/product/search_options",
    access: PRODUCT_READ,
    async handler({ db }) {
      const sites = await db.query<{ abbr: string }>("select abbr from sites order by sort, id");
      return {
        filters: PRODUCT_SEARCH_TYPES,
        productSort: PRODUCT_SORTS,
        statuses: PRODUCT_STATUSES,
        designers: DESIGNERS,
        operators: OPERATORS,
        supplier_groups: SUPPLIER_GROUPS,
        amoeba_groups: AMOEBA_GROUPS,
        product_tags: PRODUCT_TAGS,
        sites: sites.map((x) => ({ value: x.abbr, currency: siteCurrency(x.abbr) })),
      };
    },
  }),
  endpoint<z.infer<typeof s.categoryOptionsQuery>>({
    method: "GET",
    path: "/api/product/get_category",
    access: PRODUCT_READ,
    query: s.categoryOptionsQuery,
    handler: ({ db, query }) => categoryOptions(db, query.site),
  }),
  endpoint({
    method: "GET",
    path: "/api/product/show/{id}",
    access: PRODUCT_DETAIL_READ,
    handler: ({ db, store, params }) => productDetail(db, store, idParam(params.id)),
  }),
  endpoint<z.infer<typeof s.showDetailsQuery>>({
    // the spec's other name for a product's details, by query: the same answer as show/{id}
    method: "GET",
    path: "/api/product/show_details",
    access: PRODUCT_DETAIL_READ,
    query: s.showDetailsQuery,
    handler: ({ db, store, query }) => productDetail(db, store, query.id),
  }),
  endpoint({
    method: "GET",
    path: "/api/product/images/{product_id}",
    access: PRODUCT_DETAIL_READ,
    async handler({ db, store, params }) {
      const [row] = await db.query<{ image_url: string; images: string[] }>("select image_url, images from products where id = $1", [
        idParam(params.product_id),
      ]);
      if (!row) throw notFound("Product", "商品");
      const all = [row.image_url, ...row.images.filter((u) => u !== row.image_url)].filter(Boolean);
      return all.map((url, i) => ({ url: imageUrl(store, url), main: i === 0 && !!row.image_url }));
    },
  }),
  endpoint<unknown, z.output<typeof s.recommendBody>>({
    method: "POST",
    path: "/api/product/recommend",
    access: PRODUCT_WRITE,
    body: s.recommendBody,
    async handler(ctx) {
      return ctx.db.tx(async (q) => {
        const found = await q.query<{ id: number; spu: string; recommended: boolean }>(
          "select id, spu, recommended from products where id = any($1::int[]) order by id for update",
          [ctx.body.ids],
        );
        const missing = ctx.body.ids.filter((id) => !found.some((r) => r.id === id));
        if (missing.length) throw new ApiError(404, `Products not found: ${missing.join(", ")}`, null, `商品不存在：${missing.join(", ")}`);
        // a repeat changes nothing and writes no log row
        const changing = found.filter((r) => r.recommended !== ctx.body.recommended);
        for (const r of changing) {
          await updateVersioned(q, ctx, {
            table: "products",
            id: r.id,
            set: { recommended: ctx.body.recommended },
            returning: "id",
            log: {
              entity: "product",
              action: ctx.body.recommended ? "recommend" : "unrecommend",
              before: { recommended: r.recommended },
              after: { recommended: ctx.body.recommended },
            },
          });
        }
        return { changed: changing.map((r) => r.spu), unchanged: found.filter((r) => !changing.includes(r)).map((r) => r.spu) };
      });
    },
  }),
  endpoint<unknown, z.output<typeof s.batchSaveBody>>({
    method: "POST",
    path: "/api/product/batch_save",
    access: PRODUCT_SAVE,
    body: s.batchSaveBody,
    async handler(ctx) {
      const seen = new Set<number>();
      ctx.body.products.forEach((p, i) => {
        if (seen.has(p.id))
          throw new ApiError(422, `Product ${p.id} is listed twice`, { errors: { [`products.${i}.id`]: ["is listed twice"] } });
        seen.add(p.id);
      });
      // all or nothing: one stale product refuses the whole batch
      return ctx.db.tx(async (q) => ({
        products: await ctx.body.products.reduce<Promise<unknown[]>>(
          async (acc, item, i) => [...(await acc), await saveProduct(ctx as Ctx<unknown, unknown>, q, item, i)],
          Promise.resolve([]),
        ),
      }));
    },
  }),
];
