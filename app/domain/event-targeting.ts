import { REACH_AUDIENCES } from "../features/activity/reach/reach-rules";

// What an event targets (issue 40 §1, the spec's "activity enums"): the daily-specials category it
// is listed under on its site, the customer crowds it applies to, the channels it launches on and
// its promotion strategy. Pure data for the browser, the console's server and the API alike.

/** every customer, or the groups the exclusive offers already know */
export const EVENT_CROWDS = ["all_customers", ...REACH_AUDIENCES] as const;
export type EventCrowd = (typeof EVENT_CROWDS)[number];

/** where the storefront shows the event */
export const LAUNCH_CHANNELS = ["app", "web", "mobile_web"] as const;
export type LaunchChannel = (typeof LAUNCH_CHANNELS)[number];

/**
 * How the storefront promotes it: `event_price` shows the event price against the site price,
 * `percent_off` shows each SKU's discount %, `limited_stock` shows the event stock left.
 */
export const PROMOTION_STRATEGIES = ["event_price", "percent_off", "limited_stock"] as const;
export type PromotionStrategy = (typeof PROMOTION_STRATEGIES)[number];

/**
 * A flash sale's status as shoppers and staff see it (spec section 3 "flash-sale status"): the stored
 * status (draft, published, offline) and the clock. A published sale is `upcoming` before its
 * period, `on_sale` inside one of its time slots, `between_slots` inside the period but outside every
 * slot, `ended` after the period. Derived when read, never stored, so it cannot go stale.
 */
export const FLASH_SALE_STATUSES = ["draft", "upcoming", "on_sale", "between_slots", "ended", "offline"] as const;
export type FlashSaleStatus = (typeof FLASH_SALE_STATUSES)[number];
