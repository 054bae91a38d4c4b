// Goods constants shared by the console and the API (spec section 3 "Pick-product options",
// section 7 "Product"). Statuses, search kinds and sorts are ours: the spec names the maps only.
import { SITE_OWN_CURRENCY, siteOwnCurrency } from "../../domain/site-currency";

/** Product states (status_map): a draft is not on any storefront; sold_out is set when stock ends. */
export const PRODUCT_STATUSES = ["draft", "on_sale", "off_sale", "sold_out"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** What the search box looks in (search_options): the SPU code, the name, a SKU code. */
export const PRODUCT_SEARCH_TYPES = ["spu", "name", "sku"] as const;
export type ProductSearchType = (typeof PRODUCT_SEARCH_TYPES)[number];

/** productSort of the pick-product options: newest first is the keyset order of every list. */
export const PRODUCT_SORTS = ["newest", "oldest"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PAGE_SIZES = [20, 50, 100] as const;

/** A status count stops at this many rows and reads "more than" (no scan of a million rows per view; 4 × 1,000 rows ≈ 8 ms on the large seed). */
export const STATUS_COUNT_CAP = 1_000;
/**
 * The same with a storefront chosen: each product counted then costs a probe into its prices, and
 * four counts to 1,000 through a price range took 21 ms a view on the large seed (to 100: ~6 ms).
 */
export const STATUS_COUNT_CAP_ON_SITE = 100;

/** At most this many products are picked into a pool by one "pick all matching" (set-based). */
export const PICK_LIMIT = 10_000;
/** The most products a pool holds. */
export const POOL_MAX_PRODUCTS = 200_000;

/** Supplier groups with their numeric ids (pick-product options). */
export const SUPPLIER_GROUPS = [
  { id: 1, name: "Guangzhou knitwear" },
  { id: 2, name: "Hangzhou woven" },
  { id: 3, name: "Dhaka basics" },
  { id: 4, name: "Ho Chi Minh outerwear" },
  { id: 5, name: "Istanbul denim" },
] as const;

/** Product tags of the pick-product options (what merchandisers tag a collection with). */
export const PRODUCT_TAGS = ["Summer", "Winter", "Back to School", "Birthday", "Christmas", "Organic Cotton", "Matching Family"] as const;
export const AMOEBA_GROUPS = ["baby", "toddler", "kids", "family", "women"] as const;
export const DESIGNERS = ["Mia Chen", "Liam Park", "Sofia Rossi", "Noah Weber", "Emma Dubois", "Lucas Silva"] as const;
export const OPERATORS = ["Olive Operator", "Oscar Ortiz", "Priya Nair", "Jonas Berg"] as const;

/**
 * Storage hosts whose image URLs are rewritten to the static-image path (spec section 7: "Product
 * images are rewritten to a fixed static-image host path; image URLs from a fixed list of storage
 * hosts are likewise rewritten").
 */
export const IMAGE_STORAGE_HOSTS = [
  "patpat-img.s3.amazonaws.com",
  "patpat-img.s3.us-west-2.amazonaws.com",
  "img-storage.patpat.com",
] as const;
export const STATIC_IMAGE_BASE = "https://static.patpat.com/images";

/** The image URL staff see: a storage-host URL becomes the same object on the static-image path. */
export function staticImageUrl(url: string, prefix = ""): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!(IMAGE_STORAGE_HOSTS as readonly string[]).includes(parsed.hostname)) return url;
  const key = parsed.pathname.replace(/^\/+/, "");
  return `${STATIC_IMAGE_BASE}/${prefix ? `${prefix.replace(/^\/+|\/+$/g, "")}/` : ""}${key}`;
}

/** Currency of each real site's prices (brand sites share their real site's). */
// the catalogue prices each site in the site's own currency (app/domain/site-currency.ts)
export const SITE_CURRENCY: Readonly<Record<string, string>> = SITE_OWN_CURRENCY;
export const siteCurrency = (site: string) => siteOwnCurrency(site) ?? "USD";

/** Minor units → "12.99" (all site currencies have 2 decimals). Exact: integer arithmetic only. */
export function formatMinor(minor: number | string): string {
  const n = BigInt(minor);
  const neg = n < 0n;
  const abs = neg ? -n : n;
  return `${neg ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** "12.99" → 1299, or null when it is not an amount with at most 2 decimals. */
export function parseMinor(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}
