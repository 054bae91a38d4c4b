import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

// End-to-end tests of the production build (`npm run build` first) in Debian's Chromium:
//   npx playwright test --config tests/playwright.config.ts
// The launcher runs the API (embedded sign-on, embedded PGlite in a fresh data directory) and the
// console on their own ports, so a developer's `npm start` on 3000/3001 is left alone.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// The config is evaluated by the runner and again by each worker: only the runner creates the
// data directory (workers inherit its path through the environment) and removes it at exit.
let dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) {
  const created = fs.mkdtempSync(path.join(os.tmpdir(), "console-e2e-"));
  dataDir = process.env.E2E_DATA_DIR = created;
  process.on("exit", () => fs.rmSync(created, { recursive: true, force: true }));
}

// E2E_PORT moves both servers (console on it, API on the next port) so parallel checkouts do not collide
const PORT = Number(process.env.E2E_PORT ?? 3100);
const CONSOLE_URL = `http://localhost:${PORT}`;
const API_URL = `http://localhost:${PORT + 1}`;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  outputDir: path.join(root, "test-results"),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: CONSOLE_URL,
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node build/server/start.js",
    cwd: root,
    url: `${CONSOLE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // the launcher stops both processes on SIGTERM (PGlite closes its files cleanly)
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      API_PORT: String(PORT + 1),
      CONSOLE_URL,
      PUBLIC_API_URL: API_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // the security suite checks that only this parent may frame the console
      FRAME_ANCESTORS: "https://admin.example.com",
      // always the embedded PGlite, even when the shell points DATABASE_URL at a server
      DATABASE_URL: undefined as unknown as string,
    },
  },
});
