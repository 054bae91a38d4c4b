// `npm run mutation`: mutation testing (StrykerJS + its vitest runner) over the rules that matter
// most. Not part of `npm test` or CI: it runs the unit and API tests once per mutant, so it is kept
// to the files below and to one test process (the machine is shared; the API tests reset one
// database). Areas add their rule files to `mutate`. A mutant that cannot be killed because it
// changes nothing observable is marked where it lives with a reasoned
// `// Stryker disable next-line <mutator>: <why>` comment.
export default {
  testRunner: "vitest",
  vitest: { configFile: "tests/vitest.mutation.config.ts", related: false },
  mutate: [
    "server/http/**/*.ts",
    "server/modules/auth/**/*.ts",
    "app/lib/auth.server.ts", // the route, intent and form guards
    "app/lib/csrf.server.ts",
    "app/lib/route-tree.ts", // who may open what: menu, canOpen, form intents
    "app/lib/safe-redirect.ts",
    "app/lib/same-origin.ts",
    "app/lib/time.ts",
    "app/lib/time.server.ts",
    "app/features/market-tool/market-task-rules.ts", // market tasks' values, newcomer code lists
    "server/modules/market/market-task.ts",
    "server/modules/market/newcomer-cart.ts",
    // goods: reviews, algorithm settings, the SKU export, the pick-product options' SQL
    "server/modules/goods/reviews.ts",
    "server/modules/goods/algorithm.ts",
    "server/modules/goods/export-sku.ts",
    "server/modules/goods/filter-sql.ts",
    "app/features/market-tool/balance-rules.ts", // wallets and points never below zero; points rules' ranges
    "server/modules/market/balances.ts",
    "server/modules/market/integral-rules.ts", // enabled rules of one site and kind never overlap
    "server/modules/category/top-products.ts", // pins: site, duplicates, the site's maximum, order; settings 1–50
    "server/modules/market/turnplate-ship.ts", // a wheel's product prize shipped: only from to_ship, repeat a no-op, fields checked
    // reviews: states and transitions applied once for every reviewed record (409 naming the state,
    // repeats that change nothing and say who and when, no self-approval, log rows, mail)
    "server/reviews/review.ts",
    // the approvers' inbox: what waits for whom (never their own records), issue 41 §8
    "server/reviews/inbox.ts",
    "server/modules/config/rate-rules.ts", // exchange rates: the site's currencies, no overlap, benchmark limit, quote currency
    "server/modules/config/base-change.ts", // the base currency changes only with no enabled rate in another quote, after a confirmation
    // checked address changes: lockChange and create / change-status / cancel-check / applyFormat only
    // (the lines before are the formats' plain lists and filters)
    "server/modules/geo/address.ts:74-78",
    "server/modules/geo/address.ts:159-265",
    // budget (issue 10): the three reviews' mail and enrich; codes only against a passed budget within
    // its amount, created into review, edited and resubmitted, passed / rejected / disabled, batches
    // (the lines left out are the plain lists, the filters and the export); a revision only of a passed
    // budget, one open at a time, its figures replacing the budget's once passed
    "server/modules/budget/reviews.ts",
    "server/modules/budget/codes.ts:39-50",
    "server/modules/budget/codes.ts:110-182",
    "server/modules/budget/codes.ts:209-247",
    "server/modules/budget/revisions.ts:36-101",
    // event revisions: the review's mail and enrich; real changes only, one pending per event, only its
    // author edits it, a pass replaces the live figures in the same transaction (not the listing SQL)
    "server/modules/events/reviews.ts",
    "server/modules/events/revisions.ts:46-123",
    "server/modules/events/revisions.ts:182-245",
  ],
  coverageAnalysis: "perTest",
  // mutants in module-level data (the route tree's entries, constant tables) would each need the
  // whole suite; the permission fixture and the literal-boundary tests guard that data instead
  ignoreStatic: true,
  concurrency: 1,
  // each run's results are kept, so the next run tests only mutants whose code or tests changed
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: true },
  ignorePatterns: ["/build", "/public/build", "/data", "/test-results", "/playwright-report", "/reports", ".cache"],
  tempDirName: ".stryker-tmp",
  // a mutant that hangs a request is caught by this, not by the tests' own 10 s limit
  timeoutMS: 5_000,
  thresholds: { high: 100, low: 90, break: null },
};
