// The shared pickers (issue 41 §6): a record of another kind is chosen from a list, never typed as a
// code. Each source names the API page that lists its records for a site and a search (the same
// page answers `ids=` for the records already chosen) and how one row reads in the list.
import type { T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { formatUsWestDate } from "~/lib/time";
import { formatMoney, minorToText } from "../market-tool/promo-money";

export const PICKER_SOURCES = ["voucher", "discount", "customer", "eventSku", "product", "pool"] as const;
export type PickerSource = (typeof PICKER_SOURCES)[number];

export interface PickRow {
  id: number;
  name: string;
  site: string;
  kind?: "percent" | "amount";
  percent_off?: number | null;
  amount_off_minor?: number | string | null;
  currency_code?: string;
  end_at?: string;
  enabled?: boolean;
  stock_left?: number;
  /** a customer's e-mail address */
  email?: string;
  /** a SKU's product code, own code, picture, price on the site (minor units; null: not sold there), stock and product status */
  spu?: string;
  sku_code?: string;
  image_url?: string;
  price_minor?: string | null;
  currency?: string;
  stock?: number;
  status?: string;
  /** a product's highest SKU price on the site (its lowest is price_minor) */
  price_max_minor?: string | null;
  /** how many products a pool holds */
  product_count?: number;
}

/** the catalog keys of a picker's search label and result headings (`{{noun}}`, `{{site}}`, `{{q}}` in them) */
interface PickerWords {
  searchLabel: string;
  results: string;
  resultsFor: string;
  noMatch: string;
}
const SITE_RECORDS: PickerWords = {
  searchLabel: "picker.searchLabel",
  results: "picker.results",
  resultsFor: "picker.resultsFor",
  noMatch: "picker.noMatch",
};

/** the words of the catalogue's pickers: what the site sells, by SPU, SKU or name */
const SOLD_ON_SITE: PickerWords = {
  searchLabel: "picker.sku.searchLabel",
  results: "picker.sku.results",
  resultsFor: "picker.sku.resultsFor",
  noMatch: "picker.sku.noMatch",
};

/**
 * what the picker offers of one source: its API page, the catalog key naming the records, its words,
 * and whether it lists the records of the form's site (customers are found across every site, and
 * the picker names each one's site)
 */
export const PICKERS: Record<PickerSource, { api: string; noun: string; words: PickerWords; ofSite: boolean }> = {
  voucher: { api: "market/voucher/paginate", noun: "picker.noun.voucher", words: SITE_RECORDS, ofSite: true },
  discount: { api: "market/discount/paginate", noun: "picker.noun.discount", words: SITE_RECORDS, ofSite: true },
  customer: {
    api: "market/customers",
    noun: "picker.noun.customer",
    words: {
      searchLabel: "picker.customer.searchLabel",
      results: "picker.customer.results",
      resultsFor: "picker.customer.resultsFor",
      noMatch: "picker.customer.noMatch",
    },
    ofSite: false,
  },
  eventSku: {
    api: "event/sku_picker",
    noun: "picker.noun.sku",
    words: SOLD_ON_SITE,
    ofSite: true,
  },
  product: {
    api: "product/picker",
    noun: "picker.noun.product",
    words: SOLD_ON_SITE,
    ofSite: true,
  },
  pool: {
    api: "product_pool/picker",
    noun: "picker.noun.pool",
    words: {
      searchLabel: "picker.searchLabel",
      results: "picker.pool.results",
      resultsFor: "picker.resultsFor",
      noMatch: "picker.noMatch",
    },
    ofSite: true,
  },
};

/** product states the picker flags (issue 41 §4: drafts and sold-out products are flagged) */
const FLAGGED: Record<string, string> = {
  draft: "picker.sku.draft",
  sold_out: "picker.sku.soldOut",
  off_sale: "picker.sku.offSale",
};

const flag = (row: PickRow, t: T) => (row.status && row.status in FLAGGED ? t(FLAGGED[row.status]) : "");

/** "PP0000175 · PP0000175-1 · USD 20.99 · stock 38 · draft": a SKU as the product picker lists it */
function skuDetail(row: PickRow, t: T): string {
  return [
    row.spu,
    row.sku_code,
    row.price_minor != null && row.currency ? formatMoney(row.price_minor, row.currency) : t("picker.sku.notSold"),
    t("picker.sku.stock", { n: row.stock ?? 0 }),
    flag(row, t),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** "#175 · PP0000175 · USD 20.99–22.99 · stock 89 · draft": a product as the product picker lists it */
function productDetail(row: PickRow, t: T): string {
  const { price_minor: min, price_max_minor: max, currency } = row;
  const price =
    min != null && currency
      ? max != null && max !== min
        ? `${formatMoney(min, currency)}–${minorToText(max, currency)}`
        : formatMoney(min, currency)
      : t("picker.sku.notSold");
  // its number first: a wheel's product slot names the product by it
  return [`#${row.id}`, row.spu, price, t("picker.sku.stock", { n: row.stock ?? 0 }), flag(row, t)].filter(Boolean).join(" · ");
}

/** "#12 · us · USD 5.00 off · until 2026-03-01 · 40 left", "#39 · uk · elijah…@orange.fr": what tells two records of one name apart */
export function pickDetail(row: PickRow, t: T): string {
  if (row.sku_code) return skuDetail(row, t);
  if (row.spu) return productDetail(row, t);
  const off =
    row.kind === "percent"
      ? t("picker.percentOff", { n: row.percent_off ?? "" })
      : row.amount_off_minor != null && row.currency_code
        ? t("picker.amountOff", { amount: formatMoney(row.amount_off_minor, row.currency_code) })
        : "";
  const ended = row.end_at !== undefined && new Date(row.end_at).getTime() < Date.now();
  return [
    `#${row.id}`,
    row.site ? siteName(t, row.site) : "",
    row.email ?? "",
    off,
    row.end_at ? t("picker.until", { day: formatUsWestDate(row.end_at) }) : "",
    row.stock_left !== undefined ? t("picker.stockLeft", { n: row.stock_left }) : "",
    row.product_count !== undefined ? t("picker.pool.count", { n: row.product_count }) : "",
    row.enabled === false || ended ? t("picker.notInUse") : "",
  ]
    .filter(Boolean)
    .join(" · ");
}
