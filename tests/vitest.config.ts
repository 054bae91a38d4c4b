import path from "node:path";
import { defineConfig } from "vitest/config";
import CostSequencer from "./support/cost-sequencer";

export default defineConfig({
  root: path.resolve(__dirname, ".."),
  resolve: { alias: { "~": path.resolve(__dirname, "../app") } },
  test: {
    // the dearest files first, by measured cost (tests/support/cost-sequencer.ts)
    sequence: { sequencer: CostSequencer },
    // tests/support/watchdog.sh names the files still running when a run hangs
    reporters: process.env.WATCHDOG_RUNNING ? ["default", "./tests/support/running-reporter.ts"] : ["default"],
    projects: [
      {
        extends: true,
        // a time-out that names a hang, not a speed check: two files walk every route module and took
        // over vitest's default 5 s on a loaded two-core machine
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // one API (and database) per file, each a copy of one migrated database made once per
          // run (tests/support/api-template.ts): files share nothing, so two run at once, one per
          // core (each is one busy thread: the API and PGlite run in the test's own process)
          globalSetup: ["tests/api/global-setup.ts"],
          fileParallelism: true,
          maxWorkers: 2,
          // a worker imports the API's modules once, not once a file: importing them again for each
          // of ~100 files was a third of the phase (import 745 s of 2 × 1,217 s on PostgreSQL). Files
          // still share no state that matters: each starts its own API on its own database, and the
          // module-level caches are keyed by token or issuer (docs/testing.md)
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // the built console's request handler called in-process over the API in this process
          // (`npm run build` first): the generated sweeps of every route module, intent, account
          // and language that need no browser (tests/console/in-process.ts)
          name: "console",
          include: ["tests/console/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/api/global-setup.ts"],
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          // the built API and console as child processes on free ports, cut off, hung, killed and
          // restarted (`npm run build` first). Two files at a time: most of a file's time is waiting
          // (on time-outs, restarts, a cut database), and each file on PostgreSQL has a database of
          // its own (`fileDatabase` in tests/support/postgres.mjs)
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          // ops: the built launcher, CLI and several API instances as processes (`npm run build`
          // first); two files at a time, as faults (and run with them, in one phase)
          name: "ops",
          include: ["tests/ops/**/*.test.ts"],
          environment: "node",
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
