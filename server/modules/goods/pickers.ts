import * as z from "zod";
import { poolNotOfSite } from "../../../app/domain/catalogue-products";
import type { Queryable } from "../../db/client";
import { FieldError } from "../../http/errors";
import { Filters, containing, positiveId, singleLine } from "../../http/list";
import { endpoint } from "../../http/router";
import { siteAbbr } from "../config/schemas";
import { realSite } from "../events/catalogue";
import { pickedIds } from "../market/reward-targets";
import { PICKER_READ } from "./access";
import { present } from "./products";
import { siteSentence } from "../../http/site-names";

// The product and pool pickers of the screens that name products or pools (issue 41 §6; not spec
// calls): exclusive offers, rankings and wheel prizes choose from these lists instead of typing codes.
// Products: those the catalogue sells on a site (a price there), searched by the start of the SPU or
// of one of its SKU codes, or by a part of the name; each with its picture, the site's price range
// and currency, stock and status (drafts and sold-out products are flagged by the console). Pools:
// the site's enabled pools by a part of their name, with how many products each holds. `ids`
// answers the chosen ones whatever their state or site (the site's price, if any, still shown); `pool`
// narrows the products to one pool of the site (422 for another site's or an unknown pool).
// At most 20 a page, newest first.

export const PICKER_MAX = 20;
const POOL_ADD_MAX = 200;

const query = z.strictObject({
  site: siteAbbr.optional(),
  name: singleLine(100).optional(),
  ids: pickedIds.optional(),
  /** the products: those of this pool of the site (a rankings or an offer adds a pool's products at once) */
  pool: positiveId.optional(),
  page_size: z.coerce.number().int().min(1).max(POOL_ADD_MAX, `page_size must be at most ${POOL_ADD_MAX}`).default(PICKER_MAX),
});
/** a page of a search is at most 20; a pool's products, added to a list at once, up to the longest list (an exclusive offer's 200) */
const productQuery = query.refine((q) => q.pool !== undefined || q.page_size <= PICKER_MAX, {
  message: `page_size must be at most ${PICKER_MAX}`,
  path: ["page_size"],
});
type Query = z.infer<typeof query>;

/** The typed text literally (its % and _ are not wildcards), upper-cased, as the start of a code. */
const codeStart = (s: string) => `${s.toUpperCase().replace(/[%_\\]/g, "\\$&")}%`;

export const productPickerEndpoint = endpoint<Query>({
  method: "GET",
  path: "/api/product/picker",
  access: PICKER_READ,
  query: productQuery,
  async handler({ db, query, store }) {
    // $1: the site as the catalogue prices it (a brand storefront sells at its real site's prices)
    const f = new Filters();
    f.params.push(realSite(query.site ?? ""));
    if (query.ids) f.add((p) => `p.id = any(${p}::int[])`, query.ids);
    else {
      if (!query.site) return { list: [] };
      f.where.push("exists (select 1 from sku_prices sp where sp.product_id = p.id and sp.site_abbr = $1)");
      if (query.pool) {
        await poolOfSite(db, query.pool, query.site);
        f.add((p) => `p.id in (select i.product_id from product_pool_items i where i.pool_id = ${p})`, query.pool);
      }
      const q = query.name?.trim();
      if (q) {
        const start = f.params.push(codeStart(q));
        const part = f.params.push(containing(q));
        f.where.push(
          `(p.spu like $${start} or p.name ilike $${part} or p.id in (select s.product_id from skus s where s.sku_code like $${start}))`,
        );
      }
    }
    const list = await db.query<{ image_url: string }>(
      `select p.id, p.name, p.spu, p.image_url, p.status, p.stock,
              pr.min_minor as price_minor, pr.max_minor as price_max_minor, pr.currency
         from products p
         left join lateral (
           select min(sp.price_minor)::text as min_minor, max(sp.price_minor)::text as max_minor, min(sp.currency_code) as currency
             from sku_prices sp where sp.product_id = p.id and sp.site_abbr = $1) pr on true
        where ${f.where.join(" and ")}
        order by p.id desc
        limit ${query.page_size}`,
      f.params,
    );
    // pictures at the store's address, as the product list gives them
    return { list: list.map((r) => present(r, store)) };
  },
});

/** 422 beside `pool` unless the pool is one of the site's. */
async function poolOfSite(db: Queryable, id: number, site: string) {
  const [pool] = await db.query("select 1 from product_pools where id = $1 and site_abbr = $2", [id, site]);
  if (pool) return;
  const m = poolNotOfSite(id, siteSentence(site));
  throw new FieldError("pool", m.en, m.zh);
}

// the pool picker takes the same query (its `pool` narrows nothing here)
export const poolPickerEndpoint = endpoint<Query>({
  method: "GET",
  path: "/api/product_pool/picker",
  access: PICKER_READ,
  query: productQuery,
  async handler({ db, query }) {
    const f = new Filters();
    if (query.ids) f.add((p) => `id = any(${p}::int[])`, query.ids);
    else {
      if (!query.site) return { list: [] };
      f.add((p) => `site_abbr = ${p} and enabled`, query.site);
      f.add((p) => `name ilike ${p}`, query.name?.trim() ? containing(query.name.trim()) : undefined);
    }
    const list = await db.query(
      `select id, name, site_abbr as site, product_count, enabled from product_pools
        where ${f.where.join(" and ")} order by id desc limit ${query.page_size}`,
      f.params,
    );
    return { list };
  },
});
