import path from "node:path";
import { defineConfig } from "vitest/config";

// The tests `npm run mutation` runs against each mutant: the unit project, and the API test files
// that exercise these rules (the router and access matrix, sign-in and tokens, idempotency, the
// list and version helpers, errors, uploads served back, the review machinery on its probe table,
// budgets and event revisions) — not the fault tests (they need a build), the fuzz suite (1,200
// requests per mutant it touches) nor files about other areas' data. As in the API project, the
// run's migrated database is made once per test process (the API project's globalSetup,
// tests/support/api-template.ts: from the current migrations, so never stale) and every API test
// file starts from a copy of it, instead of running initdb and the migrations per file and mutant.
// An area that adds rules adds its tests here.
// MUTATION_TESTS (comma-separated globs) narrows the tests for a quick run over one rule file:
//   MUTATION_TESTS=tests/unit/**,tests/api/idempotency.test.ts npx stryker run stryker.config.mjs --mutate server/http/idempotency.ts
const only = process.env.MUTATION_TESTS?.split(",")
  .map((g) => g.trim())
  .filter(Boolean);
const API_TESTS = [
  "authz-matrix",
  "auth",
  "sso",
  "idempotency",
  "boundaries",
  "concurrent-edits",
  "db-errors",
  "uploads",
  "turnplate-ship",
  "reviews",
  "rates-rules",
  "address-changes",
  "budget",
  "events",
  "event-price-revision",
].map((f) => `tests/api/${f}.test.ts`);
const include = only?.length ? only : ["tests/unit/**/*.test.ts", ...API_TESTS];
export default defineConfig({
  root: path.resolve(__dirname, ".."),
  resolve: { alias: { "~": path.resolve(__dirname, "../app") } },
  test: {
    include,
    // the template only when an API test runs (a unit-only run needs no database)
    globalSetup: include.some((g) => g.startsWith("tests/api")) ? ["tests/api/global-setup.ts"] : [],
    environment: "node",
    // a mutant that breaks a file's beforeAll (the API's start, the seed) fails its tests rather
    // than skipping them, so Stryker counts it killed
    runner: "./tests/support/mutation-runner.ts",
    fileParallelism: false,
    testTimeout: 10_000,
    // a file's API start (the template's copy and the seed) on a loaded 2-core machine can pass a minute:
    // a timed-out beforeAll would leave every mutant "no coverage"
    hookTimeout: 180_000,
  },
});
