import * as z from "zod";
import { siteOwnCurrency } from "../../../app/domain/site-currency";
import { containing, singleLine } from "../../http/list";
import { endpoint } from "../../http/router";
import { currencyCode, siteAbbr } from "../config/schemas";
import { present } from "../goods/products";
import { pickedIds } from "../market/reward-targets";
import { realSite } from "./catalogue";
import { accessFor } from "./store";

// The product picker of daily specials and flash sales (issue 41 §6; not a spec call): the SKUs the
// goods catalogue sells on a site, searched by the start of the SPU or SKU code or by a part of the
// product's name, each with its picture, codes, name, the site's price in the event's currency and
// stock, so staff tick real SKUs instead of typing codes. `ids` (SKU ids) answers the ticked ones
// whatever their price. At most 20 a page, newest products first.

export const SKU_PICKER_MAX = 20;

const skuPickerQuery = z.strictObject({
  site: siteAbbr.optional(),
  /** the event's currency; the site's own when not given */
  currency: currencyCode.optional(),
  name: singleLine(100).optional(),
  ids: pickedIds.optional(),
  page_size: z.coerce.number().int().min(1).max(SKU_PICKER_MAX, `page_size must be at most ${SKU_PICKER_MAX}`).default(SKU_PICKER_MAX),
});
type Query = z.infer<typeof skuPickerQuery>;

export const skuPickerEndpoint = endpoint<Query>({
  method: "GET",
  path: "/api/event/sku_picker",
  access: accessFor("read"),
  query: skuPickerQuery,
  async handler({ db, query, store }) {
    const site = query.site ?? "";
    const currency = query.currency ?? (site ? (siteOwnCurrency(site) ?? "") : "");
    // $1, $2: the site (as the catalogue prices it) and the currency of the price shown
    const params: unknown[] = [realSite(site), currency];
    const param = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const columns = `s.id, p.name, p.spu, s.sku_code, p.image_url, p.status, s.stock, sp.price_minor::text as price_minor, $2::text as currency`;
    const priced = "left join sku_prices sp on sp.sku_id = s.id and sp.site_abbr = $1 and sp.currency_code = $2";
    const q = query.name?.trim();
    let list: { image_url: string }[];
    if (query.ids) {
      list = await db.query(
        `select ${columns} from skus s join products p on p.id = s.product_id ${priced}
          where s.id = any(${param(query.ids)}::int[]) order by p.id desc, s.id limit ${query.page_size}`,
        params,
      );
    } else if (!site) {
      return { list: [] };
    } else if (!q) {
      // the site's newest priced SKUs, taken from the prices' (site, product) index first and joined
      // after: the embedded database has no autovacuum, and with a site's prices loaded after its last
      // analyze a join-first plan walked every SKU of the site (0.5 s for 11,000, issue 42 §2)
      list = await db.query(
        `select ${columns}
           from (select sku_id, product_id, price_minor from sku_prices
                  where site_abbr = $1 and currency_code = $2
                  order by product_id desc, sku_id limit ${query.page_size}) sp
           join skus s on s.id = sp.sku_id
           join products p on p.id = sp.product_id
          order by p.id desc, s.id`,
        params,
      );
    } else {
      // only what the site sells (a SKU without its price there is not offered)
      const start = param(`${q.toUpperCase().replace(/[%_\\]/g, "\\$&")}%`);
      list = await db.query(
        `select ${columns} from skus s join products p on p.id = s.product_id ${priced}
          where sp.price_minor is not null
            and (s.sku_code like ${start} or p.spu like ${start} or p.name ilike ${param(containing(q))})
          order by p.id desc, s.id limit ${query.page_size}`,
        params,
      );
    }
    // pictures at the store's address, as the product list gives them
    return { list: list.map((r) => present(r, store)) };
  },
});
