import type { ConfigSeedRow } from "../seed-resource-configs";

/** The `index_popups` table's demo records (file name = table; server/scripts/registries.mjs finds it). */
export const indexPopupsSeed: ConfigSeedRow[] = [
  ["Flash sale starts at 8 pm", "us", "en", "all", "resource/popup-coupon.png", 4, "733", -1, 2, 90, "enabled"],
  ["Get the app: extra 15% off", "uk", "en", "new", "resource/popup-welcome.png", 6, "patpat://download", -10, 50, 40, "enabled"],
  ["Soldes d'hiver", "eur", "fr", "all", "resource/popup-coupon.png", 2, "1310", 10, 24, 60, "pending"],
  ["Black Friday (ended)", "us", "en", "all", "resource/popup-coupon.png", 4, "640", -60, -55, 90, "terminated"],
  ["Ofertas de verano", "us", "es", "member", "resource/popup-welcome.png", 1, "", 0, 14, 20, "pending"],
];
