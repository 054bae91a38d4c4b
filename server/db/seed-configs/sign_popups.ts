import type { ConfigSeedRow } from "../seed-resource-configs";

/** The `sign_popups` table's demo records (file name = table; server/scripts/registries.mjs finds it). */
export const signPopupsSeed: ConfigSeedRow[] = [
  ["Your check-in streak is waiting", "us", "en", "returning", "resource/popup-welcome.png", 1, "", -3, 27, 50, "enabled"],
  ["Welcome gift: 10% off", "us", "en", "new", "resource/popup-coupon.png", 3, "211", -3, 27, 50, "enabled"],
  ["Doppelte Punkte am Wochenende", "de", "de", "all", "resource/popup-coupon.png", 6, "patpat://checkin", 2, 4, 30, "pending"],
  ["Regalo de bienvenida (terminado)", "us", "es", "new", "resource/popup-welcome.png", 3, "180", -50, -20, 30, "terminated"],
];
