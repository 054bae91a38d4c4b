import path from "node:path";
import { defineConfig } from "vitest/config";

// The tests `npm run mutation` runs against each mutant: the unit project, and the API test files
// that exercise these rules (the router and access matrix, sign-in and tokens, idempotency, the
// list and version helpers, errors, uploads served back, the review machinery on its probe table)
// — not the fault tests (they need a build), the fuzz suite (1,200 requests per mutant it touches) nor files about other areas'
// data. Without DATABASE_URL every API test file initializes its own PGlite (~4 s), with it each
// resets that database's schema (~0.5 s). An area that adds rules adds its tests here.
// MUTATION_TESTS (comma-separated globs) narrows the tests for a quick run over one rule file:
//   MUTATION_TESTS=tests/unit/**,tests/api/idempotency.test.ts npx stryker run stryker.config.mjs --mutate server/http/idempotency.ts
const only = process.env.MUTATION_TESTS?.split(",").map((g) => g.trim()).filter(Boolean);
const API_TESTS = ["authz-matrix", "auth", "sso", "idempotency", "boundaries", "concurrent-edits", "db-errors", "uploads", "turnplate-ship", "reviews", "rates-rules", "address-changes"].map((f) => `tests/api/${f}.test.ts`);
export default defineConfig({
  root: path.resolve(__dirname, ".."),
  resolve: { alias: { "~": path.resolve(__dirname, "../app") } },
  test: {
    include: only?.length ? only : ["tests/unit/**/*.test.ts", ...API_TESTS],
    environment: "node",
    fileParallelism: false,
    testTimeout: 10_000,
    hookTimeout: 60_000,
  },
});
