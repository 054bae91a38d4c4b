import type { Queryable } from "./client";

// Demo special offers (full-gift redemption) across sites, languages and states: online and in
// effect, offline and scheduled, offline after it ended, and a draft without products yet. Periods
// are relative to the day the seed runs, so the demo always shows each state.
// name, site, currency, threshold, redeem limit, start (days from now), end (days from now), status, description
const OFFERS: [string, string, string, string, number, number, number, string, string][] = [
  ["Spend $49, add a rain jacket for $9.90", "us", "USD", "49.00", 1, -5, 25, "online", "Spring showers gift redemption"],
  ["Dépensez 59 €, un bonnet à 4,90 €", "eur", "EUR", "59.00", 1, 10, 40, "offline", "Offre d'hiver, France et Belgique"],
  ["Back-to-school: spend £40, add a lunch bag", "uk", "GBP", "40.00", 2, -60, -30, "offline", "Ended last term"],
  ["Ab 50 € eine Mütze für 3,90 €", "de", "EUR", "50.00", 1, -2, 12, "online", "Herbstaktion"],
  ["Spend A$70, pick two gifts", "au", "AUD", "70.00", 2, 20, 50, "offline", "Draft: products still to choose"],
];
// offer index, code, name, category, original, redeem, stock, sort
const PRODUCTS: [number, string, string, string, string, string, number, number][] = [
  [0, "JK-1001", "Kids rain jacket, yellow", "Outerwear", "24.99", "9.90", 120, 1],
  [0, "JK-1002", "Kids rain jacket, navy", "Outerwear", "24.99", "9.90", 80, 2],
  [0, "UM-1101", "Dino umbrella", "Accessories", "14.99", "4.99", 200, 3],
  [0, "BT-1201", "Rain boots, frog", "Shoes", "29.99", "12.99", 60, 4],
  [0, "TS-2002", "Striped tee", "Tops", "12.50", "5.00", 300, 5],
  [0, "SK-3003", "Ankle socks (3 pairs)", "Accessories", "9.99", "2.99", 0, 6],
  [1, "HT-4001", "Bonnet en maille", "Accessoires", "14.90", "4.90", 150, 1],
  [1, "GL-4002", "Moufles polaires", "Accessoires", "12.90", "4.90", 90, 2],
  [1, "SC-4003", "Écharpe rayée", "Accessoires", "16.90", "6.90", 70, 3],
  [1, "PJ-4004", "Pyjama étoiles", "Nuit", "24.90", "9.90", 40, 4],
  [2, "LB-5001", "Insulated lunch bag", "Bags", "15.00", "5.00", 100, 1],
  [2, "BT-5002", "Water bottle 500 ml", "Accessories", "10.00", "3.00", 0, 2],
  [2, "PC-5003", "Pencil case, rockets", "Bags", "8.00", "2.50", 45, 3],
  [3, "MZ-6001", "Strickmütze mit Bommel", "Accessoires", "12.95", "3.90", 110, 1],
  [3, "SH-6002", "Schal, gestreift", "Accessoires", "14.95", "5.90", 75, 2],
];

// site, name, sort, shown — the tabs of each site's daily-specials page; one retired tab hidden
const CATEGORIES: [string, string, number, boolean][] = [
  ["us", "Baby", 10, true],
  ["us", "Girls", 20, true],
  ["us", "Boys", 30, true],
  ["us", "Matching Family", 40, true],
  ["us", "Halloween", 90, false],
  ["uk", "Baby", 10, true],
  ["uk", "Kids", 20, true],
  ["de", "Baby", 10, true],
  ["de", "Mädchen", 20, true],
  ["de", "Jungen", 30, true],
  ["eur", "Bébé", 10, true],
  ["eur", "Enfants", 20, true],
  ["glb", "Everyday deals", 10, true],
];

export async function seedOffers(q: Queryable): Promise<void> {
  await seedCategories(q);
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from special_offers");
  if (n) return;
  const ids: number[] = [];
  for (const [name, site, currency, threshold, limit, from, to, status, description] of OFFERS) {
    const [row] = await q.query<{ id: number }>(
      `insert into special_offers (name, site_abbr, currency_code, threshold, redeem_limit, start_at, end_at, status, description, updated_by)
       values ($1, $2, $3, $4, $5, date_trunc('hour', now()) + make_interval(days => $6), date_trunc('hour', now()) + make_interval(days => $7), $8, $9, 'seed')
       returning id`,
      [name, site, currency, threshold, limit, from, to, status, description],
    );
    ids.push(row.id);
  }
  for (const [offer, ...p] of PRODUCTS) {
    await q.query(
      `insert into special_offer_products (offer_id, product_code, product_name, category, original_price, redeem_price, stock, sort, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'seed')`,
      [ids[offer], ...p],
    );
  }
}

async function seedCategories(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from activity_categories");
  if (n) return;
  for (const c of CATEGORIES) {
    await q.query("insert into activity_categories (site_abbr, name, sort, enabled, updated_by) values ($1, $2, $3, $4, 'seed')", c);
  }
}
