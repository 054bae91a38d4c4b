import type { Queryable } from "./client";

// platform, version, minimum, force update, published, release notes
const APP_VERSIONS: [string, string, string, boolean, boolean, Record<string, string>][] = [
  [
    "ios",
    "5.8.0",
    "5.0.0",
    false,
    true,
    {
      en: "Wish lists you can share with family; faster checkout.",
      es: "Listas de deseos para compartir en familia; pago más rápido.",
      de: "Wunschlisten zum Teilen mit der Familie; schnellerer Checkout.",
      fr: "Listes d'envies à partager en famille ; paiement plus rapide.",
      ar: "قوائم أمنيات يمكنك مشاركتها مع العائلة؛ دفع أسرع.",
    },
  ],
  [
    "ios",
    "5.9.0",
    "5.2.0",
    false,
    true,
    {
      en: "Size guide per brand; bug fixes.",
      it: "Guida alle taglie per marchio; correzioni.",
      pt: "Guia de tamanhos por marca; correções.",
    },
  ],
  ["ios", "5.10.0", "5.9.0", true, false, { en: "Cash on delivery in more countries. Required: older versions can no longer pay." }],
  [
    "android",
    "5.8.1",
    "5.0.0",
    false,
    true,
    {
      en: "Wish lists you can share with family; faster checkout.",
      es: "Listas de deseos para compartir en familia; pago más rápido.",
      pt: "Listas de desejos para compartilhar com a família; checkout mais rápido.",
    },
  ],
  [
    "android",
    "5.9.2",
    "5.8.1",
    true,
    true,
    { en: "Security fix for saved addresses. Please update.", de: "Sicherheitskorrektur für gespeicherte Adressen. Bitte aktualisieren." },
  ],
  ["android", "5.10.0", "5.9.2", false, false, { en: "Cash on delivery in more countries." }],
];

/** Demo app versions for both platforms, published and not, some forcing the update; once. */
export async function seedAppVersions(q: Queryable) {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from app_versions");
  if (n) return;
  for (const [platform, version, min, force, published, notes] of APP_VERSIONS) {
    await q.query(
      `insert into app_versions (platform, app_version, version_key, min_version, min_version_key, force_update, published, release_notes, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'seed')`,
      [platform, version, version.split(".").map(Number), min, min.split(".").map(Number), force, published, JSON.stringify(notes)],
    );
  }
}
