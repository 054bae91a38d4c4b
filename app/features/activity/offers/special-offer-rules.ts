import { lifecycle } from "../../../lib/lifecycle";

// The special offer (full-gift redemption) as both halves know it: limits, and its one lifecycle.
// Pure data: imported by the browser bundle, the Remix server and the API alike.

export const OFFER_NAME_MAX = 100;
export const OFFER_DESCRIPTION_MAX = 500;
/** the order subtotal (in the offer's currency) that unlocks the redemption */
export const THRESHOLD_MAX = 100000;
/** gift items one order may redeem */
export const REDEEM_LIMIT_MAX = 10;
export const PRICE_MAX = 100000;
export const STOCK_MAX = 1000000;
export const PRODUCT_SORT_MAX = 9999;
/** percent off the original price that apply_discount takes */
export const DISCOUNT_MIN = 1;
export const DISCOUNT_MAX = 99;
/** rows one spreadsheet import may hold */
export const IMPORT_ROWS_MAX = 5000;
/** the product code as the goods catalogue spells it (until the goods tables exist, products are referenced by it) */
export const PRODUCT_CODE = /^[A-Za-z0-9_-]{1,40}$/;
export const CATEGORY_MAX = 60;
export const PRODUCT_NAME_MAX = 200;
/** spreadsheet columns of the product import and export, in order */
export const PRODUCT_COLUMNS = ["product_code", "product_name", "category", "original_price", "redeem_price", "stock", "sort"] as const;

/** Offline (being prepared, or taken down) ⇄ online (live on its site during its period). */
export const ONLINE_OFFLINE = lifecycle({
  field: "status",
  states: {
    offline: { value: "offline", label: "offer.state.offline" },
    online: { value: "online", label: "offer.state.online", tone: "success" },
  },
  transitions: {
    online: { from: ["offline"], to: "online", label: "offer.online", done: "offer.toast.online", tone: "success" },
    offline: { from: ["online"], to: "offline", label: "offer.offline", done: "offer.toast.offline", tone: "critical" },
  },
});

/** What an offer's change log records beyond create and update: its transitions and product changes. */
export const OFFER_LOG_ACTIONS = [
  "online",
  "offline",
  "import_products",
  "delete_products",
  "delete_all_products",
  "apply_discount",
  "update_product",
] as const;

/** The events the dashboard counts, and the statuses they can be in (the events area's and the offers'). */
export const STATS_KINDS = ["special_offer", "daily_special", "flash_sale"] as const;
export const STATS_STATUSES = ["draft", "published", "online", "offline"] as const;
