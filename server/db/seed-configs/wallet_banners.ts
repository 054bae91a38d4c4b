import type { ConfigSeedRow } from "../seed-resource-configs";

/** The `wallet_banners` table's demo records (file name = table; server/scripts/registries.mjs finds it). */
export const walletBannersSeed: ConfigSeedRow[] = [
  ["Cashback week", "us", "en", "all", "resource/wallet-cashback.png", 3, "412", -2, 12, 80, "enabled"],
  ["Top up, get 5% more", "us", "en", "member", "resource/wallet-topup.png", 6, "patpat://wallet/topup", 3, 33, 60, "pending"],
  ["Cashback de primavera", "us", "es", "all", "resource/wallet-cashback.png", 1, "", -5, 25, 40, "enabled"],
  ["Guthaben-Bonus (beendet)", "de", "de", "all", "resource/wallet-topup.png", 6, "patpat://wallet", -60, -20, 30, "terminated"],
  ["Portefeuille : bonus de bienvenue", "eur", "fr", "new", "resource/wallet-topup.png", 2, "77", 0, 45, 20, "pending"],
];
