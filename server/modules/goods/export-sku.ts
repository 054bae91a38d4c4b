import type * as z from "zod";
import { SUPPLIER_GROUPS } from "../../../app/features/goods/constants";
import { REAL_SITES } from "../../../app/lib/constants";
import { decimalsOf } from "../../../app/domain/money";
import { siteOwnCurrency } from "../../../app/domain/site-currency";
import { HEADS, moneyCell, sheetColumns, sheetLang, type Heading, type SheetColumn } from "../../excel/columns";
import { Download } from "../../http/download";
import { endpoint } from "../../http/router";
import { siteNames } from "../../http/site-names";
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
/**
 * Price columns, one set per site (the chosen one, or every real site) in the currency its
 * catalogue prices in, so each price is a number cell under a heading that names its site (in the
 * reader's language: nothing reads these sheets back) and its currency: "Price United Kingdom (GBP)".
 */
export function priceColumns<R>(
  chosen: string | undefined,
  make: (site: string, currency: string, decimals: number, heading: (en: string, zh: string) => Heading) => SheetColumn<R>[],
): SheetColumn<R>[] {
  const sites = chosen ? [chosen] : [...REAL_SITES];
  return sites.flatMap((site) => {
    const currency = siteOwnCurrency(site);
    const names = siteNames(site);
    const heading = (en: string, zh: string) => ({ en: `${en} ${names.en} (${currency})`, zh: `${zh} ${names.zh}（${currency}）` });
    return currency ? make(site, currency, decimalsOf(currency), heading) : [];
  });
}

export const exportSkuEndpoint = endpoint<z.output<typeof productFilterQuery>>({
  method: "GET",
  path: "/api/product/exportSkus",
  access: { any: [EXPORT_SKU_KEY] },
  query: productFilterQuery,
  async handler({ db, query, req }) {
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
    const lang = sheetLang(req);
    const columns: SheetColumn<Item>[] = [
      { head: HEADS.spu, value: (r) => r.spu },
      { head: HEADS.productName, value: (r) => r.name, width: 48 },
      { head: HEADS.sku, value: (r) => r.sku_code },
      { head: { en: "Color", zh: "颜色" }, value: (r) => r.color },
      { head: { en: "Size", zh: "尺码" }, value: (r) => r.size },
      { head: HEADS.stock, value: (r) => r.stock, width: 10 },
      { head: HEADS.status, value: (r) => r.status },
      ...priceColumns<Item>(query.site, (site, currency, decimals, heading) => [
        {
          head: heading("Price", "价格"),
          value: (r) => moneyCell(r.prices?.find((p) => p.site === site && p.currency === currency)?.minor, decimals),
          decimals,
          width: 16,
        },
      ]),
      { head: { en: "Designer", zh: "设计师" }, value: (r) => r.designer },
      { head: { en: "Operator", zh: "运营" }, value: (r) => r.operator },
      { head: { en: "Supplier group", zh: "供应商组" }, value: (r) => supplierName(r.supplier_group_id) },
      { head: { en: "Amoeba group", zh: "阿米巴组" }, value: (r) => r.amoeba_group },
    ];
    // the US West day is added to the name as the file is sent (datedFileName)
    return new Download(`skus-${query.site ?? "all"}.xlsx`, XLSX_TYPE, async (out) => {
      await writeXlsx(out, "skus", sheetColumns(lang, columns), batches);
    });
  },
});
