import type { ConfigSeedRow } from "../seed-resource-configs";

/** The `sign_banners` table's demo records (file name = table; server/scripts/registries.mjs finds it). */
export const signBannersSeed: ConfigSeedRow[] = [
  ["Spring check-in rewards", "us", "en", "all", "banners/spring-checkin.png", 2, "1024", -10, 30, 90, "enabled"],
  ["Bonos diarios por registrarte", "us", "es", "all", "banners/daily-bonus.png", 3, "88", -3, 20, 50, "enabled"],
  ["Flash Sale: 7 Tage Check-in", "de", "de", "all", "banners/flash-sale.png", 4, "301", 5, 25, 40, "pending"],
  ["Bienvenue dans l'appli", "eur", "fr", "new", "banners/app-welcome.png", 6, "patpat://home", 1, 60, 10, "pending"],
  ["Winter check-in (ended)", "uk", "en", "all", "banners/daily-bonus.png", 6, "patpat://checkin", -90, -30, 20, "terminated"],
  ["Sign in, no jump", "ca", "en", "all", "banners/spring-checkin.png", 1, "", -1, 14, 0, "enabled"],
];
