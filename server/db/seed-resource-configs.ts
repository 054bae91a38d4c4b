import { seedImages, shippedMedia, type BannerPicture, type ShippedMedia } from "../storage/seed-images";
import type { Queryable } from "./client";

// title, site, language, audience, image (a seed picture put in the object store: loads offline), redirection type
// and target (app links, never an outside host), first and last US West day relative to today, priority, status,
// and a kind's own columns
type Row = [string, string, string, string, string, number, string, number, number, number, string, Record<string, unknown>?];
export type ConfigSeedRow = Row;

/** The storefront configs' demo records (issue 38): every state, redirection type, several sites and languages; no two live ones in one slot. */
export const CONFIG_SEED: Record<string, Row[]> = {
  sign_banners: [
    ["Spring check-in rewards", "us", "en", "all", "banners/spring-checkin.png", 2, "1024", -10, 30, 90, "enabled"],
    ["Bonos diarios por registrarte", "us", "es", "all", "banners/daily-bonus.png", 3, "88", -3, 20, 50, "enabled"],
    ["Flash Sale: 7 Tage Check-in", "de", "de", "all", "banners/flash-sale.png", 4, "301", 5, 25, 40, "pending"],
    ["Bienvenue dans l'appli", "eur", "fr", "new", "banners/app-welcome.png", 6, "patpat://home", 1, 60, 10, "pending"],
    ["Winter check-in (ended)", "uk", "en", "all", "banners/daily-bonus.png", 6, "patpat://checkin", -90, -30, 20, "terminated"],
    ["Sign in, no jump", "ca", "en", "all", "banners/spring-checkin.png", 1, "", -1, 14, 0, "enabled"],
  ],
  wallet_banners: [
    ["Cashback week", "us", "en", "all", "resource/wallet-cashback.png", 3, "412", -2, 12, 80, "enabled"],
    ["Top up, get 5% more", "us", "en", "member", "resource/wallet-topup.png", 6, "patpat://wallet/topup", 3, 33, 60, "pending"],
    ["Cashback de primavera", "us", "es", "all", "resource/wallet-cashback.png", 1, "", -5, 25, 40, "enabled"],
    ["Guthaben-Bonus (beendet)", "de", "de", "all", "resource/wallet-topup.png", 6, "patpat://wallet", -60, -20, 30, "terminated"],
    ["Portefeuille : bonus de bienvenue", "eur", "fr", "new", "resource/wallet-topup.png", 2, "77", 0, 45, 20, "pending"],
  ],
  order_banners: [
    ["Track your parcel in the app", "us", "en", "all", "resource/order-tracking.png", 6, "patpat://orders", -15, 60, 50, "enabled"],
    ["Review your order, earn points", "uk", "en", "returning", "resource/order-review.png", 2, "1031", -1, 29, 40, "enabled"],
    ["Bewerten und Punkte sammeln", "de", "de", "all", "resource/order-review.png", 6, "patpat://orders/review", 4, 34, 40, "pending"],
    ["Holiday delivery dates (ended)", "ca", "en", "all", "resource/order-tracking.png", 1, "", -70, -40, 10, "terminated"],
    ["Segui il tuo pacco", "eur", "it", "all", "resource/order-tracking.png", 6, "patpat://orders", 2, 40, 10, "pending"],
  ],
  product_detail_banners: [
    ["Size guide: kids 0–14", "us", "en", "all", "resource/detail-size-guide.png", 6, "patpat://size-guide", -30, 90, 70, "enabled"],
    ["Free shipping over $49", "us", "en", "all", "resource/detail-free-shipping.png", 4, "518", -1, 6, 60, "enabled"],
    ["Guía de tallas", "us", "es", "all", "resource/detail-size-guide.png", 6, "patpat://size-guide?lang=es", 1, 60, 70, "pending"],
    ["Livraison offerte (terminée)", "eur", "fr", "all", "resource/detail-free-shipping.png", 3, "95", -40, -10, 50, "terminated"],
    ["Envío gratis", "au", "en", "new", "resource/detail-free-shipping.png", 1, "", 0, 30, 50, "pending"],
  ],
  sign_popups: [
    ["Your check-in streak is waiting", "us", "en", "returning", "resource/popup-welcome.png", 1, "", -3, 27, 50, "enabled"],
    ["Welcome gift: 10% off", "us", "en", "new", "resource/popup-coupon.png", 3, "211", -3, 27, 50, "enabled"],
    ["Doppelte Punkte am Wochenende", "de", "de", "all", "resource/popup-coupon.png", 6, "patpat://checkin", 2, 4, 30, "pending"],
    ["Regalo de bienvenida (terminado)", "us", "es", "new", "resource/popup-welcome.png", 3, "180", -50, -20, 30, "terminated"],
  ],
  sign_recommends: [
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
  ],
  index_popups: [
    ["Flash sale starts at 8 pm", "us", "en", "all", "resource/popup-coupon.png", 4, "733", -1, 2, 90, "enabled"],
    ["Get the app: extra 15% off", "uk", "en", "new", "resource/popup-welcome.png", 6, "patpat://download", -10, 50, 40, "enabled"],
    ["Soldes d'hiver", "eur", "fr", "all", "resource/popup-coupon.png", 2, "1310", 10, 24, 60, "pending"],
    ["Black Friday (ended)", "us", "en", "all", "resource/popup-coupon.png", 4, "640", -60, -55, 90, "terminated"],
    ["Ofertas de verano", "us", "es", "member", "resource/popup-welcome.png", 1, "", 0, 14, 20, "pending"],
  ],
  share_configs: [
    [
      "Invite a friend, both get $5",
      "us",
      "en",
      "all",
      "resource/share-invite.png",
      6,
      "patpat://invite",
      -14,
      30,
      50,
      "published",
      { share_text: "Cute kids' clothes at great prices. Join with my link and we both get $5 off!", reward_points: 500 },
    ],
    [
      "Comparte y gana puntos",
      "us",
      "es",
      "all",
      "resource/share-gift.png",
      2,
      "1450",
      0,
      30,
      40,
      "draft",
      { share_text: "¡Únete con mi enlace y gana puntos para tu primera compra!", reward_points: 200 },
    ],
    [
      "Freunde einladen",
      "de",
      "de",
      "new",
      "resource/share-invite.png",
      6,
      "patpat://invite",
      -30,
      10,
      40,
      "offline",
      { share_text: "Mit meinem Link gibt es 10 % Rabatt auf die erste Bestellung.", reward_points: 300 },
    ],
    [
      "Share the summer sale",
      "uk",
      "en",
      "returning",
      "resource/share-gift.png",
      4,
      "902",
      -5,
      25,
      60,
      "published",
      { share_text: "Summer sale for the little ones: have a look!", reward_points: 100 },
    ],
  ],
};

/** a seed picture's key in the object store: a drawn banner (`banners/<name>.png`) or a shipped file */
const seedPicture = (image: string) =>
  image.startsWith("banners/") ? seedImages().banners[image.slice(8, -4) as BannerPicture].key : shippedMedia()[image as ShippedMedia].key;

const day = (offset: number) => `(date_trunc('day', now() at time zone 'America/Los_Angeles') + interval '${offset} day')`;

/** Each config table's demo records, once (a table that has rows is left alone). */
export async function seedResourceConfigs(q: Queryable, seed: Record<string, Row[]> = CONFIG_SEED) {
  for (const [table, rows] of Object.entries(seed)) {
    const [{ n }] = await q.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    if (n) continue;
    for (const [title, site, language, audience, image, type, target, from, to, priority, status, own = {}] of rows) {
      const more = Object.keys(own);
      await q.query(
        `insert into ${table} (title, site, language, audience, image, link_type, link_target, start_at, end_at, priority, status, updated_by${more.map((c) => `, ${c}`).join("")})
         values ($1, $2, $3, $4, $5, $6, $7, ${day(from)} at time zone 'America/Los_Angeles',
           (${day(to)} + interval '1 day' - interval '1 second') at time zone 'America/Los_Angeles', $8, $9, 'seed'${more.map((_, i) => `, $${10 + i}`).join("")})`,
        [title, site, language, audience, seedPicture(image), type, target, priority, status, ...Object.values(own)],
      );
    }
  }
}
