// `npm start` as a user with their own ports and NODE_ENV=development left in the shell
// (issue 8, defects 2 and 3): the build is made as `npm start` makes it, the launcher runs it, a
// demo user signs in through the embedded sign-on and a page renders. Before the fix the sign-on
// refused the redirect URI on any console port but 3000, and a development build served by the
// production runtime rendered every page as an empty 500 ("jsxDEV is not a function").
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleClient } from "../support/console-client.mjs";
import { cleanEnv, freePort, spawnNode } from "../support/servers.mjs";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-launcher-"));
let launcher: ReturnType<typeof spawnNode> | undefined;
let consolePort = 0;

beforeAll(async () => {
  const build = spawnNode("build", ["server/scripts/build.mjs"], cleanEnv({ NODE_ENV: "development" }));
  const { code } = await build.exited;
  if (code !== 0) throw new Error(`npm run build failed\n${build.tail()}`);
  [consolePort] = [await freePort()];
  const apiPort = await freePort();
  launcher = spawnNode(
    "launcher",
    ["build/server/start.js"],
    cleanEnv({ NODE_ENV: "development", PORT: consolePort, API_PORT: apiPort, DATA_DIR: dataDir, WEB_CONCURRENCY: 1, LOG_LEVEL: "warn" }),
  );
  await launcher.waitFor(/"msg":"ready"/, 60_000);
});

afterAll(async () => {
  await launcher?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start on non-default ports with NODE_ENV=development", () => {
  it("signs in through the embedded sign-on and renders the currency list", async () => {
    const staff = consoleClient(`http://localhost:${consolePort}`);
    const landed = await staff.signIn("admin", "demo", "/system/currency-manage-list");
    expect(new URL(landed).pathname).toBe("/system/currency-manage-list");
    const res = await staff.request("/system/currency-manage-list");
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("United States");
    expect(html).toContain("Ada Admin");
  });
});
