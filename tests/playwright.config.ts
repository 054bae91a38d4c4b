import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { E2E_SERVERS, e2ePorts } from "./e2e/servers";
import { costParts } from "./e2e/cost-order";
import { measuredCosts } from "./support/measured-costs";

// End-to-end tests of the production build (`npm run build` first) in Debian's Chromium:
//   npx playwright test --config tests/playwright.config.ts
// Each worker has a launcher of its own (tests/e2e/servers.ts): the API (embedded sign-on, embedded
// PGlite in a fresh data directory) and the console on their own ports, so a developer's
// `npm start` on 3000/3001 is left alone and no worker sees another's writes.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// The config is evaluated by the runner and again by each worker: only the runner creates the
// data directory (workers inherit its path through the environment) and removes it at exit.
let dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) {
  const created = fs.mkdtempSync(path.join(os.tmpdir(), "console-e2e-"));
  dataDir = process.env.E2E_DATA_DIR = created;
  process.on("exit", () => fs.rmSync(created, { recursive: true, force: true }));
}

// the slice of resource-shaped pages the accessibility pass scans (tests/e2e/every-page.ts): the
// day's, fixed once by the runner so its workers, which evaluate this again, list the same tests
process.env.AXE_ROTATION ??= String(Math.floor(Date.now() / 86_400_000));

// the spec files in projects of falling measured cost (tests/e2e/cost-order.ts): the dearest half of
// the time first, the next third, the cheap rest last, so the workers' last files are short ones
const specs = fs
  .readdirSync(path.join(root, "tests/e2e"))
  .filter((f) => f.endsWith(".spec.ts"))
  .map((f) => `tests/e2e/${f}`);
const byCost = costParts(specs, measuredCosts(), [0.5, 0.3]);
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const servers = Array.from({ length: E2E_SERVERS }, (_, i) => e2ePorts(i));

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  outputDir: path.join(root, "test-results"),
  // files (and the a11y scan's parts) spread over the workers, each against its own server
  fullyParallel: false,
  workers: E2E_SERVERS,
  retries: 0,
  forbidOnly: true,
  reporter: "list",
  // room for a CI machine two or three times slower than this one: a passing test takes no longer
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    viewport: { width: 1280, height: 800 },
    // a trace records a screencast and a DOM snapshot of every step: a quarter of the suite's time
    // on this two-core machine, for files nobody reads on a passing run (or in CI, whose folder
    // is thrown away). E2E_TRACE=1 keeps one for each failing test, to open with `playwright show-trace`.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: byCost.map(({ name, files }) => ({
    name,
    testMatch: files.map((f) => new RegExp(`[\\\\/]${escaped(path.basename(f))}$`)),
    use: { browserName: "chromium" as const },
  })),
  webServer: servers.map(({ console, api }, i) => ({
    // the permission fixture's test roles go into the database first (tests/support/e2e-test-roles.ts)
    command: "npx tsx tests/support/e2e-test-roles.ts && exec node build/server/start.js",
    cwd: root,
    url: `http://localhost:${console}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // the launcher stops both processes on SIGTERM (PGlite closes its files cleanly)
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(console),
      API_PORT: String(api),
      CONSOLE_URL: `http://localhost:${console}`,
      PUBLIC_API_URL: `http://localhost:${api}`,
      DATA_DIR: path.join(dataDir, `w${i}`),
      LOG_LEVEL: "warn",
      // one console process per server, not one per core: two servers already share the two cores,
      // and every further process renders each route cold once more (server/console.ts)
      WEB_CONCURRENCY: "1",
      // the security suite checks that only this parent may frame the console
      FRAME_ANCESTORS: "https://admin.example.com",
      // always the embedded PGlite, even when the shell points DATABASE_URL at a server
      DATABASE_URL: undefined as unknown as string,
    },
  })),
});
