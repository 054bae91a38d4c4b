// Shared by the API (server/modules/content) and the console: the content area's fixed lists and
// limits, so a value accepted by a form is the value the API and the database accept.

/** spec section 3: content languages of the language library */
export const TRANSLATION_LANGUAGES = ["en", "es", "de", "it", "fr", "pt", "ar"] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** the storefront modules a text belongs to (the spec names none: the parts of a storefront) */
export const TRANSLATION_MODULES = ["common", "account", "cart", "checkout", "order", "product", "promotion", "community"] as const;
export type TranslationModule = (typeof TRANSLATION_MODULES)[number];

export const TRANSLATION_KEY_MAX = 120;
/** a key: dotted lower-case words, as storefront code names its texts (checkout.pay_now) */
export const TRANSLATION_KEY_PATTERN = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/;
export const TRANSLATION_TEXT_MAX = 2000;

/** translator payouts: currencies paid in and the month a payout is for */
export const PAYOUT_CURRENCIES = ["USD", "CNY", "EUR"] as const;
export const PAYOUT_TRANSLATOR_MAX = 80;
export const PAYOUT_WORDS_MAX = 10_000_000;
/** amounts are entered with two decimals and kept in minor units (cents) */
export const PAYOUT_AMOUNT_MAX_MINOR = 100_000_000_00;

/** spec section 3: help-center text languages (zh appears there besides the content languages) */
export const HELP_LANGUAGES = ["en", "fr", "es", "de", "it", "ar", "pt", "zh"] as const;
export type HelpLanguage = (typeof HELP_LANGUAGES)[number];
/** right-to-left languages among them */
export const RTL_LANGUAGES: readonly string[] = ["ar"];

/** spec section 9: the help center's tree is at most four levels deep */
export const HELP_MAX_LEVEL = 4;
/** the help center and contact us share one tree shape; contact us is two levels deep */
export const HELP_SECTIONS = ["help", "contact"] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];
export const CONTACT_MAX_LEVEL = 2;
/** spec section 3: conventional graphic, process guidance, process guidance tiled */
export const HELP_FORMATS = ["graphic", "guidance", "guidance_tiled"] as const;
export type HelpFormat = (typeof HELP_FORMATS)[number];
export const HELP_TITLE_MAX = 200;
export const HELP_CONTENT_MAX = 50_000;
export const HELP_STEP_TEXT_MAX = 1000;
export const HELP_STEPS_MAX = 20;
export const HELP_SORT_MAX = 9999;
export const HELP_SERIAL_MAX = 999_999;
/** images the help center shows: by the file's extension, as the storefront's viewer supports */
export const HELP_IMAGE_PATTERN = /\.(png|jpe?g|gif)(\?.*)?$/i;

/** spec section 5: the help center's nine messages, word for word */
export const HELP_MESSAGES = {
  hasLevel3: "Must choose whether it has 3rd level categories",
  duplicateTitle: "Duplicate title",
  icon: "Please upload an icon",
  imageFormat: "Unsupported image format",
  picture: "Picture is required",
  words: "Words are required",
  stepTitle: "step title is required",
  twoSteps: "Step 1 and Step 2 are required",
  sku: "Must choose whether it has SKU option",
} as const;
