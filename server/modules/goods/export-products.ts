import * as z from "zod";
import { PRODUCT_SORTS } from "../../../app/features/goods/constants";
import { usWestDate } from "../../../app/lib/time";
import { HEADS, moneyCell, sheetColumns, sheetLang, timeCell, yesNo, type SheetColumn } from "../../excel/columns";
import { Download } from "../../http/download";
import { endpoint } from "../../http/router";
import { keysetBatches, writeXlsx, XLSX_TYPE } from "../../excel/write";
import { GOODS_KEY } from "./access";
import { priceColumns, supplierName } from "./export-sku";
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

const rangeOf = (r: Row, site: string, currency: string) => r.prices?.find((p) => p.site === site && p.currency === currency);

export const exportSearchProductsEndpoint = endpoint<z.output<typeof query>>({
  method: "GET",
  path: "/api/product/exportSearchProducts",
  access: { any: [GOODS_KEY] },
  query,
  async handler({ db, query: q, req }) {
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
    const lang = sheetLang(req);
    const columns: SheetColumn<Row>[] = [
      { head: HEADS.productId, value: (r) => r.id, width: 12 },
      { head: HEADS.spu, value: (r) => r.spu },
      { head: HEADS.productName, value: (r) => r.name, width: 48 },
      { head: HEADS.status, value: (r) => r.status },
      { head: { en: "Category", zh: "类目" }, value: (r) => r.category },
      // each site's lowest and highest SKU price, as numbers in the site's currency
      ...priceColumns<Row>(q.site, (site, currency, decimals, heading) => [
        {
          head: heading("Lowest price", "最低价"),
          value: (r) => moneyCell(rangeOf(r, site, currency)?.low, decimals),
          decimals,
          width: 16,
        },
        {
          head: heading("Highest price", "最高价"),
          value: (r) => moneyCell(rangeOf(r, site, currency)?.high, decimals),
          decimals,
          width: 16,
        },
      ]),
      { head: { en: "SKUs", zh: "SKU 数" }, value: (r) => r.sku_count, width: 10 },
      { head: HEADS.stock, value: (r) => r.stock, width: 10 },
      { head: { en: "Sales", zh: "销量" }, value: (r) => r.sales, width: 10 },
      { head: { en: "Recommended", zh: "推荐" }, value: (r) => yesNo(lang, r.recommended), width: 12 },
      { head: { en: "Tags", zh: "标签" }, value: (r) => r.tags.join(", ") },
      { head: { en: "Designer", zh: "设计师" }, value: (r) => r.designer },
      { head: { en: "Operator", zh: "运营" }, value: (r) => r.operator },
      { head: { en: "Supplier group", zh: "供应商组" }, value: (r) => supplierName(r.supplier_group_id) },
      { head: { en: "Amoeba group", zh: "阿米巴组" }, value: (r) => r.amoeba_group },
      { head: HEADS.updatedAt, value: (r) => timeCell(r.updated_at) },
    ];
    const stamp = usWestDate(new Date());
    return new Download(`products-${q.site ?? "all"}-${stamp}.xlsx`, XLSX_TYPE, async (out) => {
      await writeXlsx(out, "products", sheetColumns(lang, columns), batches);
    });
  },
});
