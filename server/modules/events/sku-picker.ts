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
    const where: string[] = [];
    const param = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    if (query.ids) where.push(`s.id = any(${param(query.ids)}::int[])`);
    else {
      // only what the site sells (a SKU without its price there is not offered)
      if (!site) return { list: [] };
      where.push("sp.price_minor is not null");
      const q = query.name?.trim();
      if (q) {
        const start = param(`${q.toUpperCase().replace(/[%_\\]/g, "\\$&")}%`);
        where.push(`(s.sku_code like ${start} or p.spu like ${start} or p.name ilike ${param(containing(q))})`);
      }
    }
    const list = await db.query<{ image_url: string }>(
      `select s.id, p.name, p.spu, s.sku_code, p.image_url, p.status, s.stock,
              sp.price_minor::text as price_minor, $2::text as currency
         from skus s
         join products p on p.id = s.product_id
         left join sku_prices sp on sp.sku_id = s.id and sp.site_abbr = $1 and sp.currency_code = $2
        where ${where.join(" and ")}
        order by p.id desc, s.id
        limit ${query.page_size}`,
      params,
    );
    // pictures at the store's address, as the product list gives them
    return { list: list.map((r) => present(r, store)) };
  },
});
