import path from "node:path";
import { defineConfig } from "vitest/config";

// The tests `npm run mutation` runs against each mutant: the unit project and the API project
// (not the fault tests, which need a build), in one process. Without DATABASE_URL every API test
// file initializes its own PGlite (~4 s), with it each resets that database's schema (~0.5 s).
// MUTATION_TESTS (comma-separated globs) narrows the tests for a quick run over one rule file:
//   MUTATION_TESTS=tests/unit/**,tests/api/idempotency.test.ts npx stryker run stryker.config.mjs --mutate server/http/idempotency.ts
const only = process.env.MUTATION_TESTS?.split(",").map((g) => g.trim()).filter(Boolean);
export default defineConfig({
  root: path.resolve(__dirname, ".."),
  resolve: { alias: { "~": path.resolve(__dirname, "../app") } },
  test: {
    include: only?.length ? only : ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts"],
    // 1,200 malformed requests derived from the schemas: it guards the envelope, not these rules,
    // and would run for every mutant it touches
    exclude: ["tests/api/fuzz.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
