import type { ConfigSeedRow } from "../seed-resource-configs";

/** The `product_detail_banners` table's demo records (file name = table; server/scripts/registries.mjs finds it). */
export const productDetailBannersSeed: ConfigSeedRow[] = [
  ["Size guide: kids 0–14", "us", "en", "all", "resource/detail-size-guide.png", 6, "patpat://size-guide", -30, 90, 70, "enabled"],
  ["Free shipping over $49", "us", "en", "all", "resource/detail-free-shipping.png", 4, "518", -1, 6, 60, "enabled"],
  ["Guía de tallas", "us", "es", "all", "resource/detail-size-guide.png", 6, "patpat://size-guide?lang=es", 1, 60, 70, "pending"],
  ["Livraison offerte (terminée)", "eur", "fr", "all", "resource/detail-free-shipping.png", 3, "95", -40, -10, 50, "terminated"],
  ["Envío gratis", "au", "en", "new", "resource/detail-free-shipping.png", 1, "", 0, 30, 50, "pending"],
];
