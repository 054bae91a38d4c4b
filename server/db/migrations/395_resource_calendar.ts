// Issue 38, the campaign calendar (GET /api/resource/calendar): per kind it reads one site's live
// records whose schedule meets a window. Each table's own indexes lead with the language or the
// state alone, so each gets one for that question (site, state, then the start it ranges on).
const TABLES = [
  "sign_banners",
  "wallet_banners",
  "order_banners",
  "product_detail_banners",
  "sign_popups",
  "sign_recommends",
  "index_popups",
  "share_configs",
  "opening_ads",
  "hot_words",
  "floating_registers",
  "floating_configs",
];

export const resourceCalendar = TABLES.map((t) => `create index ${t}_calendar on ${t}(site, status, start_at);`).join("\n");
