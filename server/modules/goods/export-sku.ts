import type * as z from "zod";
import { SUPPLIER_GROUPS, formatMinor } from "../../../app/features/goods/constants";
import { Download } from "../../http/download";
import { endpoint } from "../../http/router";
import { keysetBatches, writeXlsx, XLSX_TYPE } from "../../excel/write";
import { productFilters } from "./filter-sql";
import { productFilterQuery } from "./schemas";

// export-sku (spec section 2 "Goods"): the SKUs of every product the search matches, as a streamed
// .xlsx (spec section 9: no time-out on product exports). The search is the product list's own
// filter, so an export holds what the list shows; SKUs are read in keyset pages of 1,000.

export const EXPORT_SKU_ROUTE = "export-sku";
export const EXPORT_SKU_KEY = "export-sku-all-right-btns";

type Price = { site: string; currency: string; minor: string | number };
type Item = {
  id: number;
  sku_code: string;
  color: string;
  size: string;
  stock: number;
  spu: string;
  name: string;
  status: string;
  designer: string;
  operator: string;
  supplier_group_id: number;
  amoeba_group: string;
  prices: Price[] | null;
};

export const supplierName = (id: number) => (id ? `${id} ${SUPPLIER_GROUPS.find((g) => g.id === id)?.name ?? ""}`.trim() : "");
/** "us USD 12.99 | uk GBP 9.99": every price with its currency, exact */
export const pricesCell = (prices: Price[] | null) =>
  (prices ?? []).map((p) => `${p.site} ${p.currency} ${formatMinor(p.minor)}`).join(" | ");

export const exportSkuEndpoint = endpoint<z.output<typeof productFilterQuery>>({
  method: "GET",
  path: "/api/product/exportSkus",
  access: { any: [EXPORT_SKU_KEY] },
  query: productFilterQuery,
  async handler({ db, query }) {
    const f = await productFilters(db, query);
    const n = f.params.length;
    // with a site chosen, the prices on that site only
    const siteClause = query.site ? ` and sp.site_abbr = $${n + 3}` : "";
    const batches = keysetBatches<Item, number>(
      (after, size) =>
        db.query<Item>(
          `select s.id, s.sku_code, s.color, s.size, s.stock, p.spu, p.name, p.status, p.designer, p.operator, p.supplier_group_id, p.amoeba_group,
                  (select json_agg(json_build_object('site', sp.site_abbr, 'currency', sp.currency_code, 'minor', sp.price_minor) order by sp.site_abbr)
                     from sku_prices sp where sp.sku_id = s.id${siteClause}) as prices
             from skus s join products p on p.id = s.product_id
            where s.id > $${n + 1}${f.where.map((w) => ` and ${w}`).join("")}
            order by s.id limit $${n + 2}`,
          [...f.params, after ?? 0, size, ...(query.site ? [query.site] : [])],
        ),
      (r) => r.id,
    );
    const columns = [
      { header: "spu_code", value: (r: Item) => r.spu },
      { header: "product_name", value: (r: Item) => r.name, width: 48 },
      { header: "sku_code", value: (r: Item) => r.sku_code },
      { header: "color", value: (r: Item) => r.color },
      { header: "size", value: (r: Item) => r.size },
      { header: "sku_stock", value: (r: Item) => r.stock },
      { header: "status", value: (r: Item) => r.status },
      { header: "prices", value: (r: Item) => pricesCell(r.prices), width: 48 },
      { header: "designer", value: (r: Item) => r.designer },
      { header: "operator", value: (r: Item) => r.operator },
      { header: "supplier_group", value: (r: Item) => supplierName(r.supplier_group_id) },
      { header: "amoeba_group", value: (r: Item) => r.amoeba_group },
    ];
    const stamp = new Date().toISOString().slice(0, 10);
    return new Download(`skus-${query.site ?? "all"}-${stamp}.xlsx`, XLSX_TYPE, async (out) => {
      await writeXlsx(out, "skus", columns, batches);
    });
  },
});
