import type { ConfigSeedRow } from "../seed-resource-configs";

/** The `order_banners` table's demo records (file name = table; server/scripts/registries.mjs finds it). */
export const orderBannersSeed: ConfigSeedRow[] = [
  ["Track your parcel in the app", "us", "en", "all", "resource/order-tracking.png", 6, "patpat://orders", -15, 60, 50, "enabled"],
  ["Review your order, earn points", "uk", "en", "returning", "resource/order-review.png", 2, "1031", -1, 29, 40, "enabled"],
  ["Bewerten und Punkte sammeln", "de", "de", "all", "resource/order-review.png", 6, "patpat://orders/review", 4, 34, 40, "pending"],
  ["Holiday delivery dates (ended)", "ca", "en", "all", "resource/order-tracking.png", 1, "", -70, -40, 10, "terminated"],
  ["Segui il tuo pacco", "eur", "it", "all", "resource/order-tracking.png", 6, "patpat://orders", 2, 40, 10, "pending"],
];
