// Business constants of spec sections 3 and 9, shared by the console and the API.
export const REAL_SITES = ["us", "ca", "uk", "eur", "de", "glb", "au"] as const;
export const BRAND_SITES = REAL_SITES.map((s) => `${s}_v1`);
export const ALL_SITES = [...REAL_SITES, ...BRAND_SITES];
export const NAMESPACE_SITE = "us_v1";
export const CONTENT_LANGUAGES = ["en", "es", "de", "it", "fr", "pt", "ar"] as const;
export const UI_LOCALES = ["zh", "en"] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_LOCALE: UiLocale = "zh";
export const DISPLAY_TIME_ZONE = "America/Los_Angeles";
export const STORAGE_LIFETIME_SECONDS = 604800;
export const HTTP_TIMEOUT_MS = 60_000;
export const GET_MERGE_WINDOW_MS = 300;
/** An Idempotency-Key the API accepts (the console's save keys are UUIDs) */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
export const ERROR_TOAST_MS = 5000;

// Uploads (spec sections 5 and 9): what a file is for decides its key prefix and whether it is an
// image or a video; the API enforces the limits, the console only caps what it holds in memory.
export const UPLOAD_PURPOSES = ["event", "videos", "sns_topic", "sns_post"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const UPLOAD_MAX_BYTES = { image: 5 * 1024 * 1024, video: 10 * 1024 * 1024 } as const;
export const uploadFamily = (purpose: UploadPurpose) => (purpose === "videos" ? "video" : "image");

/** A brand site x_v1 is shown as "brand x"; real sites show their abbreviation. */
export function siteLabel(abbr: string): string {
  const m = /^(.+)_v1$/.exec(abbr);
  return m ? `brand ${m[1]}` : abbr;
}

export const FLOATING_REDIRECTION_TYPES = [
  { value: 1, label: "no jump" },
  { value: 2, label: "custom activity" },
  { value: 3, label: "Daily Special" },
  { value: 4, label: "Flash Sale" },
  { value: 5, label: "url" },
  { value: 6, label: "APP url" },
];
export const TASK_TYPES = ["translation", "design", "selection"];
export const PAGE_TYPES = ["custom_activity_page", "home_page"];
export const MESSAGE_TRIGGER_TYPES = ["check_in", "order", "wallet"];

/** ISO 4217 codes the rate screens offer; the API accepts any three-letter code in this list. */
export const CURRENCY_CODES = [
  "USD",
  "CAD",
  "GBP",
  "EUR",
  "AUD",
  "NZD",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "HUF",
  "MXN",
  "BRL",
  "JPY",
  "CNY",
  "HKD",
  "SGD",
  "AED",
  "SAR",
  "ILS",
  "ZAR",
  "INR",
  "KRW",
] as const;
export const BENCHMARK_SOURCES = ["manual", "bank", "market"] as const;
/** A site's exchange rate further than this (in %) from the latest benchmark rate is saved only once confirmed. */
export const RATE_WARN_PERCENT = 10;
