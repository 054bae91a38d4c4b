import path from "node:path";
import { defineConfig } from "vitest/config";

// The tests `npm run mutation` runs against each mutant: the unit project and the API project
// (not the fault tests, which need a build), in one process. Without DATABASE_URL every API test
// file initializes its own PGlite (~4 s), with it each resets that database's schema (~0.5 s).
export default defineConfig({
  root: path.resolve(__dirname, ".."),
  resolve: { alias: { "~": path.resolve(__dirname, "../app") } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts"],
    // 1,200 malformed requests derived from the schemas: it guards the envelope, not these rules,
    // and would run for every mutant it touches
    exclude: ["tests/api/fuzz.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
