import * as z from "zod";
import {
  FILL_DEFAULT,
  FILL_RULES,
  PINNED_FILTER,
  SPU_PATTERN,
  TOP_CONF_ROUTE,
  TOP_DETAIL_ROUTE,
  TOP_GOODS_KEY,
  TOP_KEY,
  TOP_LIST_ROUTE,
  TOP_MOVES,
  TOP_PIN_ENTITY,
  TOP_PINS_DEFAULT,
  TOP_PINS_MAX,
  TOP_PINS_MIN,
  TOP_SETTING_ENTITY,
  type Pin,
  type TopSetting,
} from "../../../app/features/page-management/top-products-rules";
import type { Queryable } from "../../db/client";
import { ApiError, notFound } from "../../http/errors";
import { idField, positiveId, singleLine } from "../../http/list";
import { endpoint } from "../../http/router";
import { logEndpoint } from "../../resources/logs";
import { createRecord, deleteRecord, writeBatch, type Writer } from "../../resources/write";
import { keysetPage } from "../goods/keyset";
import { CATEGORY_NAME_MAX } from "../../../app/features/page-management/category-states";
import { siteAbbr } from "./schemas";
import { getCategory, pathId, type Category } from "./tree";
import { siteSentence } from "../../http/site-names";

// /api/category/top_products/*: the products pinned, in order, at the top of a category's listing on
// its site's storefront (category-management-top-products, -detail), and each site's settings for
// them (-conf). The spec names the screens only; these calls are what they need.

const READ = { any: [TOP_LIST_ROUTE, TOP_DETAIL_ROUTE] };
/** the pins: the top-goods pool's key (the manager's key grants it too, grants.ts) */
const PIN_WRITE = { any: [TOP_GOODS_KEY] };
/** the settings: the manager's key */
const WRITE = { any: [TOP_KEY] };
/** everyone reads the settings (spec section 6 grants the conf route to every user) */
const CONF_READ = { any: [TOP_CONF_ROUTE] };

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

export const topListQuery = z.strictObject({
  site: siteAbbr.default("us"),
  /** a category name prefix, any case */
  name: singleLine(CATEGORY_NAME_MAX).optional(),
  /** yes: categories with pinned products; no: without */
  pinned: z.enum(PINNED_FILTER, { error: "must be yes or no" }).optional(),
  after: positiveId.optional(),
  before: positiveId.optional(),
  page_size: z.coerce.number().int().min(1).max(100, "page_size must be at most 100").default(20),
});
export const topAddBody = z.strictObject({
  category_id: idField,
  spu: singleLine(40).pipe(
    z
      .string()
      .min(1, "is required")
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(SPU_PATTERN, "must be an SPU code (capitals, digits, hyphens; 3–40)")),
  ),
});
export const topMoveBody = z.strictObject({ id: idField, move: z.enum(TOP_MOVES, { error: "must be up or down" }) });
export const topRemoveBody = z.strictObject({ id: idField });
export const topSettingBody = z.strictObject({
  site: siteAbbr,
  /** the version the editor loaded; 0 for a site whose settings were never saved (the defaults) */
  version: int("version", 0, 2147483647),
  max_pins: int("max_pins", TOP_PINS_MIN, TOP_PINS_MAX),
  fill_rule: z.enum(FILL_RULES, { error: `must be one of ${FILL_RULES.join(", ")}` }),
});

const SETTING_COLS = `s.abbr as site, coalesce(t.max_pins, ${TOP_PINS_DEFAULT}) as max_pins, coalesce(t.fill_rule, '${FILL_DEFAULT}') as fill_rule,
  coalesce(t.version, 0) as version, coalesce(t.updated_by, '') as updated_by, t.updated_at`;
const settingOf = async (q: Queryable, site: string) =>
  (
    await q.query<TopSetting>(
      `select ${SETTING_COLS} from sites s left join category_top_product_settings t on t.site_abbr = s.abbr where s.abbr = $1`,
      [site],
    )
  )[0];

const pinsOf = (q: Queryable, categoryId: number, site: string) =>
  q.query<Pin>(
    `select t.id, t.category_id, t.product_id, p.spu, p.name, p.status, t.sort, t.created_by, t.created_at,
            exists (select 1 from sku_prices sp where sp.product_id = p.id and sp.site_abbr = $2) as on_site
       from category_top_products t join products p on p.id = t.product_id
      where t.category_id = $1 order by t.sort, t.id`,
    [categoryId, site],
  );

/** The pinned list as the log keeps it: the SPU codes in order. */
const order = (pins: Pick<Pin, "spu">[]) => pins.map((p) => p.spu);

const noPin = () => notFound("Pinned product", "置顶商品");
/** A refusal about the product typed in the add form: the message goes next to the field. */
const spuError = (code: number, en: string, zh: string) => new ApiError(code, en, { errors: { spu: [en] } }, zh);

/**
 * The pin's category, locked (every change of a category's pins runs one at a time), its pins in
 * order and where the pin stands among them. A pin removed by someone else while this waited for
 * the lock is not found.
 */
async function lockPin(q: Queryable, id: number) {
  const [row] = await q.query<{ category_id: number }>("select category_id from category_top_products where id = $1", [id]);
  if (!row) throw noPin();
  const c = await getCategory(q, row.category_id, true);
  const before = await pinsOf(q, c.id, c.site);
  const at = before.findIndex((p) => p.id === id);
  if (at < 0) throw noPin();
  return { c, before, at };
}

/** Renumbers a category's pins 10, 20, 30… in the given order. */
async function renumber(q: Queryable, ids: number[]) {
  await q.query(
    "update category_top_products t set sort = v.n * 10 from unnest($1::int[]) with ordinality as v(id, n) where t.id = v.id and t.sort <> v.n * 10",
    [ids],
  );
}

/**
 * Unpins products of a category (the category locked by the caller), renumbering the rest, with the
 * pins' log row; used when the products leave the category's pool. Returns the SPUs unpinned.
 */
export function unpinProducts(ctx: Pick<Writer, "audit">, q: Queryable, c: Category, productIds: number[]) {
  return writeBatch(q, ctx, async (tx) => {
    const before = await pinsOf(tx, c.id, c.site);
    const gone = before.filter((p) => productIds.includes(p.product_id));
    if (!gone.length) return { result: [] as string[], log: null };
    await tx.query("delete from category_top_products where category_id = $1 and product_id = any($2::int[])", [
      c.id,
      gone.map((p) => p.product_id),
    ]);
    const rest = before.filter((p) => !gone.includes(p));
    await renumber(
      tx,
      rest.map((p) => p.id),
    );
    const log = {
      action: "remove",
      entity: TOP_PIN_ENTITY,
      entityId: c.id,
      before: { category: c.name, products: order(before), product: order(gone).join(", ") },
      after: { category: c.name, products: order(rest) },
    };
    return { result: order(gone), log };
  });
}

const topLog = logEndpoint("/api/category/top_products/logs", [
  { entity: TOP_PIN_ENTITY, route: TOP_DETAIL_ROUTE },
  { entity: TOP_SETTING_ENTITY, route: TOP_CONF_ROUTE },
]);

export const topProductEndpoints = [
  endpoint<z.infer<typeof topListQuery>>({
    method: "GET",
    path: "/api/category/top_products/paginate",
    access: READ,
    query: topListQuery,
    // a site's categories, newest first by keyset (no count of the whole tree), each with its number of pins
    handler: ({ db, query }) => {
      const where = ["c.site_abbr = $1"];
      const params: unknown[] = [query.site];
      if (query.name) {
        params.push(`${query.name.toLowerCase().replace(/[%_\\]/g, "\\$&")}%`);
        where.push(`lower(c.name) like $${params.length}`);
      }
      if (query.pinned)
        where.push(`${query.pinned === "no" ? "not " : ""}exists (select 1 from category_top_products t where t.category_id = c.id)`);
      return keysetPage(db, {
        select: `c.id, c.site_abbr as site, c.name, c.level, c.is_show, c.parent_id,
                 (select p.name from categories p where p.id = c.parent_id) as parent_name,
                 (select count(*)::int from category_top_products t where t.category_id = c.id) as pin_count`,
        from: "categories c",
        key: "c.id",
        keyField: "id",
        where,
        params,
        after: query.after,
        before: query.before,
        pageSize: query.page_size,
      });
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/category/top_products/show/{category_id}",
    access: READ,
    async handler({ db, params }) {
      const c = await getCategory(db, pathId(params.category_id));
      const [pins, setting] = await Promise.all([pinsOf(db, c.id, c.site), settingOf(db, c.site)]);
      return {
        category: { id: c.id, site: c.site, name: c.name, level: c.level, is_show: c.is_show, parent_id: c.parent_id },
        pins,
        setting,
      };
    },
  }),
  endpoint<unknown, z.infer<typeof topAddBody>>({
    method: "POST",
    path: "/api/category/top_products/add",
    access: PIN_WRITE,
    body: topAddBody,
    // a product of the category's site, not pinned yet, while the site's maximum is not reached; it goes last
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const c = await getCategory(q, ctx.body.category_id, true);
        const spu = ctx.body.spu;
        const [product] = await q.query<{ id: number; spu: string; name: string; on_site: boolean }>(
          "select p.id, p.spu, p.name, exists (select 1 from sku_prices sp where sp.product_id = p.id and sp.site_abbr = $2) as on_site from products p where p.spu = $1",
          [spu, c.site],
        );
        if (!product) throw spuError(422, `No product has the SPU code ${spu}`, `没有 SPU 编码为 ${spu} 的商品`);
        if (!product.on_site)
          throw spuError(
            422,
            `${spu} is not sold on ${siteSentence(c.site).en}: it has no price there`,
            `${spu} 未在${siteSentence(c.site).zh}销售（该站点没有价格）`,
          );
        const before = await pinsOf(q, c.id, c.site);
        if (before.some((p) => p.product_id === product.id))
          throw spuError(409, `${spu} is already pinned in "${c.name}"`, `${spu} 已置顶在“${c.name}”中`);
        const setting = await settingOf(q, c.site);
        if (before.length >= setting.max_pins) {
          throw spuError(
            409,
            `"${c.name}" already has ${before.length} pinned products, the most ${siteSentence(c.site).en} allows (${setting.max_pins})`,
            `“${c.name}”已有 ${before.length} 个置顶商品，已达${siteSentence(c.site).zh}的上限（${setting.max_pins} 个）`,
          );
        }
        // the category's pins are its record: the log row is the category's, before and after
        await createRecord<{ id: number }>(q, ctx, {
          table: "category_top_products",
          values: { category_id: c.id, product_id: product.id, sort: (before.length + 1) * 10, created_by: ctx.user.name },
          returning: "id",
          children: async (tx, pin) => {
            if (before.length) await renumber(tx, [...before.map((p) => p.id), pin.id]);
          },
          log: {
            entity: TOP_PIN_ENTITY,
            entityId: c.id,
            before: { category: c.name, products: order(before) },
            after: async () => ({ category: c.name, products: order(await pinsOf(q, c.id, c.site)), product: spu }),
          },
        });
        return { category_id: c.id, pins: await pinsOf(q, c.id, c.site) };
      }),
  }),
  endpoint<unknown, z.infer<typeof topMoveBody>>({
    method: "POST",
    path: "/api/category/top_products/move",
    access: PIN_WRITE,
    body: topMoveBody,
    // one place up or down; the first cannot go up nor the last down (nothing changes, nothing is logged)
    handler: (ctx) =>
      writeBatch(ctx.db, ctx, async (q) => {
        const { c, before, at } = await lockPin(q, ctx.body.id);
        const ids = before.map((p) => p.id);
        const to = ctx.body.move === "up" ? at - 1 : at + 1;
        if (to < 0 || to >= ids.length) return { result: { category_id: c.id, changed: false, pins: before }, log: null };
        [ids[at], ids[to]] = [ids[to], ids[at]];
        await renumber(q, ids);
        const after = await pinsOf(q, c.id, c.site);
        const log = {
          action: "move",
          entity: TOP_PIN_ENTITY,
          entityId: c.id,
          before: { category: c.name, products: order(before) },
          after: { category: c.name, products: order(after), product: before[at].spu },
        };
        return { result: { category_id: c.id, changed: true, pins: after }, log };
      }),
  }),
  endpoint<unknown, z.infer<typeof topRemoveBody>>({
    method: "POST",
    path: "/api/category/top_products/remove",
    access: PIN_WRITE,
    body: topRemoveBody,
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const { c, before, at } = await lockPin(q, ctx.body.id);
        const gone = before[at];
        const rest = before.filter((p) => p.id !== gone.id);
        await deleteRecord(q, ctx, {
          table: "category_top_products",
          id: gone.id,
          log: {
            entity: TOP_PIN_ENTITY,
            action: "remove",
            entityId: c.id,
            before: { category: c.name, products: order(before), product: gone.spu },
            after: { category: c.name, products: order(rest) },
          },
        });
        await renumber(
          q,
          rest.map((p) => p.id),
        );
        return { category_id: c.id, removed: { id: gone.id, spu: gone.spu, name: gone.name }, pins: await pinsOf(q, c.id, c.site) };
      }),
  }),
  endpoint({
    method: "GET",
    path: "/api/category/top_products/settings",
    access: CONF_READ,
    // every site, with the defaults where its settings were never saved (version 0)
    handler: ({ db }) =>
      db.query<TopSetting>(
        `select ${SETTING_COLS} from sites s left join category_top_product_settings t on t.site_abbr = s.abbr order by s.sort, s.abbr`,
      ),
  }),
  endpoint<unknown, z.infer<typeof topSettingBody>>({
    method: "POST",
    path: "/api/category/top_products/settings/update",
    access: WRITE,
    body: topSettingBody,
    // Left off the write path: keyed by site, not id; the first save (version 0) inserts; logged only when a value changed.
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const { site, version, max_pins, fill_rule } = ctx.body;
        const before = await settingOf(q, site);
        if (!before) throw notFound("Site", "站点");
        // version 0: the first save of the site's settings; otherwise the version the editor loaded
        const [saved] =
          version === 0
            ? await q.query<{ site: string }>(
                `insert into category_top_product_settings (site_abbr, max_pins, fill_rule, updated_by) values ($1, $2, $3, $4)
                 on conflict (site_abbr) do nothing returning site_abbr as site`,
                [site, max_pins, fill_rule, ctx.user.name],
              )
            : await q.query<{ site: string }>(
                `update category_top_product_settings set max_pins = $3, fill_rule = $4, updated_by = $5, version = version + 1, updated_at = now()
                  where site_abbr = $1 and version = $2 returning site_abbr as site`,
                [site, version, max_pins, fill_rule, ctx.user.name],
              );
        if (!saved) {
          throw new ApiError(
            409,
            "Someone else saved this record after you opened it. Review their change and save again.",
            { current: before },
            "在您打开后，其他人已保存了该记录，请核对后再次保存。",
          );
        }
        const after = await settingOf(q, site);
        if (before.max_pins !== after.max_pins || before.fill_rule !== after.fill_rule) {
          await ctx.audit(q, {
            action: "update",
            entity: TOP_SETTING_ENTITY,
            entityId: site,
            before: { site, max_pins: before.max_pins, fill_rule: before.fill_rule },
            after: { site, max_pins: after.max_pins, fill_rule: after.fill_rule },
          });
        }
        return after;
      }),
  }),
  topLog,
];
