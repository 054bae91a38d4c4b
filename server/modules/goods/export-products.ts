import * as z from "zod";
import { PRODUCT_SORTS, formatMinor } from "../../../app/features/goods/constants";
import { formatUsWest, usWestDate } from "../../../app/lib/time";
import { Download } from "../../http/download";
import { endpoint } from "../../http/router";
import { keysetBatches, writeXlsx, XLSX_TYPE } from "../../excel/write";
import { GOODS_KEY } from "./access";
import { supplierName } from "./export-sku";
import { productFilters } from "./filter-sql";
import { productFilterShape, refineFilter } from "./schemas";

// product/exportSearchProducts (spec section 7 "Product"): the products of a product-list search,
// one row each, as a streamed .xlsx with no time-out (spec section 9). Rows come in the list's own
// order (newest or oldest first) by keyset pages of 1,000, so the cost per page does not grow with
// the depth and memory stays flat at a million products. GET, like the SKU export: it changes nothing.

const query = refineFilter(
  z.strictObject({
    ...productFilterShape,
    product_sort: z.enum(PRODUCT_SORTS, { error: `must be one of ${PRODUCT_SORTS.join(", ")}` }).default("newest"),
  }),
);

type Range = { site: string; currency: string; low: string | number; high: string | number };
type Row = {
  id: number;
  spu: string;
  name: string;
  status: string;
  category: string | null;
  stock: number;
  sales: number;
  sku_count: number;
  recommended: boolean;
  tags: string[];
  designer: string;
  operator: string;
  supplier_group_id: number;
  amoeba_group: string;
  updated_at: Date | string;
  prices: Range[] | null;
};

/** "us USD 12.99–14.99 | uk GBP 9.99": each site's lowest and highest SKU price, exact */
export const priceRangesCell = (ranges: Range[] | null) =>
  (ranges ?? [])
    .map((r) => {
      const low = formatMinor(r.low);
      const high = formatMinor(r.high);
      return `${r.site} ${r.currency} ${low === high ? low : `${low}–${high}`}`;
    })
    .join(" | ");

export const exportSearchProductsEndpoint = endpoint<z.output<typeof query>>({
  method: "GET",
  path: "/api/product/exportSearchProducts",
  access: { any: [GOODS_KEY] },
  query,
  async handler({ db, query: q }) {
    const f = await productFilters(db, q);
    const n = f.params.length;
    const newest = q.product_sort === "newest";
    // with a site chosen, the price ranges on that site only
    const siteClause = q.site ? ` and sp.site_abbr = $${n + 3}` : "";
    const batches = keysetBatches<Row, number>(
      (after, size) =>
        db.query<Row>(
          `select p.id, p.spu, p.name, p.status, c.name as category, p.stock, p.sales, p.recommended, p.tags,
                  p.designer, p.operator, p.supplier_group_id, p.amoeba_group, p.updated_at,
                  (select count(*)::int from skus s where s.product_id = p.id) as sku_count,
                  (select json_agg(json_build_object('site', r.site_abbr, 'currency', r.currency_code, 'low', r.low, 'high', r.high) order by r.site_abbr)
                     from (select sp.site_abbr, sp.currency_code, min(sp.price_minor) as low, max(sp.price_minor) as high
                             from sku_prices sp where sp.product_id = p.id${siteClause}
                            group by sp.site_abbr, sp.currency_code) r) as prices
             from products p left join categories c on c.id = p.category_id
            where ${newest ? `p.id < $${n + 1}` : `p.id > $${n + 1}`}${f.where.map((w) => ` and ${w}`).join("")}
            order by p.id ${newest ? "desc" : "asc"} limit $${n + 2}`,
          [...f.params, after ?? (newest ? 2_147_483_647 : 0), size, ...(q.site ? [q.site] : [])],
        ),
      (r) => r.id,
    );
    const columns = [
      { header: "product_id", value: (r: Row) => r.id },
      { header: "spu_code", value: (r: Row) => r.spu },
      { header: "product_name", value: (r: Row) => r.name, width: 48 },
      { header: "status", value: (r: Row) => r.status },
      { header: "category", value: (r: Row) => r.category },
      { header: "prices", value: (r: Row) => priceRangesCell(r.prices), width: 48 },
      { header: "sku_count", value: (r: Row) => r.sku_count },
      { header: "stock", value: (r: Row) => r.stock },
      { header: "sales", value: (r: Row) => r.sales },
      { header: "recommended", value: (r: Row) => (r.recommended ? "yes" : "no") },
      { header: "tags", value: (r: Row) => r.tags.join(", ") },
      { header: "designer", value: (r: Row) => r.designer },
      { header: "operator", value: (r: Row) => r.operator },
      { header: "supplier_group", value: (r: Row) => supplierName(r.supplier_group_id) },
      { header: "amoeba_group", value: (r: Row) => r.amoeba_group },
      { header: "updated_at_us_west", value: (r: Row) => formatUsWest(r.updated_at).slice(0, 16) },
    ];
    const stamp = usWestDate(new Date());
    return new Download(`products-${q.site ?? "all"}-${stamp}.xlsx`, XLSX_TYPE, async (out) => {
      await writeXlsx(out, "products", columns, batches);
    });
  },
});
