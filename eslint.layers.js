// The layers of the code, read by eslint.config.js.
//
// The API (server/) imports from the console's folder (app/) only pure domain code: lifecycles,
// constants, the route tree, features/*/*-rules|-states|-money|-keys, the validation schemas both
// halves use. That code is to live in one folder, app/domain/ (issue 36), with no React, no Remix and
// no server-only (*.server.ts) imports. Until it has moved there, the files the API imports today are
// listed here, one by one: TEMPORARY, shrink this list as files move to app/domain/, never grow it.
// Paths are relative to app/.

export const appDomain = "./domain";

export const todaysServerImportsFromApp = [
  "./features/activity/events/kinds.ts",
  "./features/activity/offers/category-rules.ts",
  "./features/activity/offers/special-offer-rules.ts",
  "./features/activity/product-lines.ts",
  "./features/activity/rankings/ranking-rules.ts",
  "./features/activity/reach/reach-rules.ts",
  "./features/goods/algorithm/algorithm-rules.ts",
  "./features/goods/constants.ts",
  "./features/goods/labels/label-rules.ts",
  "./features/goods/reviews/review-rules.ts",
  "./features/market-tool/balance-rules.ts",
  "./features/market-tool/budget-keys.ts",
  "./features/market-tool/budget-money.ts",
  "./features/market-tool/budget-states.ts",
  "./features/market-tool/discount-rules.ts",
  "./features/market-tool/market-task-rules.ts",
  "./features/market-tool/promo-money.ts",
  "./features/market-tool/turnplate-rules.ts",
  "./features/market-tool/voucher-rules.ts",
  "./features/page-management/category-states.ts",
  "./features/page-management/top-products-rules.ts",
  "./features/system/app-version-lifecycle.ts",
  "./features/system/checkin-black-states.ts",
  "./features/system/content/constants.ts",
  "./features/system/content/help-rules.ts",
  "./features/system/geo/geo-rules.ts",
  "./features/system/option-tag-states.ts",
  "./lib/constants.ts",
  "./lib/countries.ts",
  "./lib/file-fields.ts",
  "./lib/lifecycle.ts",
  "./lib/origins.ts",
  "./lib/route-areas/activity-offers.ts",
  "./lib/route-tree.ts",
  "./lib/same-origin.ts",
  "./lib/secrets.ts",
  "./lib/tags.ts",
  "./lib/time.ts",
  // the catalogs: the API's mails and review messages are written in both languages
  "./locales/en.ts",
  "./locales/zh.ts",
  // server-only code kept beside the console's server half; both belong in a shared server folder,
  // not in app/domain/
  "./lib/config.server.ts",
  "./lib/request-id.server.ts",
];

export const serverMayImportFromApp = [appDomain, ...todaysServerImportsFromApp];

// what pure domain code must not import (checked in app/domain/ and in the listed files but the
// two *.server.ts ones)
export const notInDomainCode = [
  { group: ["react", "react/*", "react-dom", "react-dom/*"], message: "Domain code is pure: no React." },
  { group: ["@remix-run/*"], message: "Domain code is pure: no Remix." },
  { group: ["@shopify/*"], message: "Domain code is pure: no UI library." },
  { group: ["*.server", "**/*.server", "*.server.ts", "**/*.server.ts"], message: "Domain code is pure: no server-only modules." },
];
