import type { ConfigSeedRow } from "../seed-resource-configs";

/** The `sign_recommends` table's demo records (file name = table; server/scripts/registries.mjs finds it). */
export const signRecommendsSeed: ConfigSeedRow[] = [
  ["Pajamas under $10", "us", "en", "all", "resource/recommend-pajamas.png", 4, "620", -7, 21, 90, "enabled"],
  ["Back-to-school picks", "us", "en", "all", "resource/recommend-school.png", 2, "1207", -7, 21, 80, "enabled"],
  [
    "Pigiami per tutta la famiglia",
    "eur",
    "it",
    "all",
    "resource/recommend-pajamas.png",
    6,
    "patpat://category/pajamas",
    3,
    30,
    50,
    "pending",
  ],
  ["Summer camp essentials (ended)", "ca", "en", "all", "resource/recommend-school.png", 2, "1102", -80, -50, 40, "terminated"],
];
