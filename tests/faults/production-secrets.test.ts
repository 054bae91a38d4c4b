// Issue 14, item 7: in production the built API and console refuse to start on a missing, short or
// development-default secret, naming it, and exit (no process left running, no worker replaced
// over and over). Needs `npm run build`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, freePort, requireBuild } from "../support/servers.mjs";

const STRONG = (tag: string) => `${tag}-0123456789abcdefghijklmnopqrstuvwxyz`;
let dataDir: string;

beforeAll(() => {
  requireBuild();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-secrets-"));
});
afterAll(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a built entry with only the given environment (plus PATH); its exit code and output. */
function run(entry: string, env: Record<string, string>, timeoutMs = 20_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [entry], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", ...env } as unknown as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("production secrets at start", () => {
  it("the console refuses a missing SESSION_SECRET and a development-default client secret, naming both, and exits", async () => {
    const r = await run("build/server/console.js", {
      NODE_ENV: "production",
      PORT: String(await freePort()),
      WEB_CONCURRENCY: "2",
      SSO_CLIENT_SECRET: "dev-console-secret",
    });
    expect(r.code).toBe(2);
    expect(r.output).toContain("SESSION_SECRET: required in production");
    expect(r.output).toContain("SSO_CLIENT_SECRET: is a development default");
    expect(r.output).not.toMatch(/worker exited, replacing it/);
  });

  it("the console refuses a secret shorter than 32 characters", async () => {
    const r = await run("build/server/console.js", {
      NODE_ENV: "production",
      PORT: String(await freePort()),
      WEB_CONCURRENCY: "1",
      SESSION_SECRET: "s".repeat(31),
      SSO_CLIENT_SECRET: STRONG("client"),
    });
    expect(r.code).toBe(2);
    expect(r.output).toContain("SESSION_SECRET: must be at least 32 characters");
  });

  it("the API with the embedded demo sign-on refuses the development cookie secret and demo password, naming them", async () => {
    const r = await run("build/server/api.js", {
      NODE_ENV: "production",
      API_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SSO_DEMO_ACCOUNTS: "1",
      SSO_CLIENT_SECRET: STRONG("client"),
      SSO_COOKIE_SECRET: "dev-sso-cookie-secret-change-me",
    });
    expect(r.code).toBe(2);
    expect(r.output).toContain("SSO_COOKIE_SECRET: is a development default");
    expect(r.output).toContain("SSO_DEMO_PASSWORD: required in production");
  });
});
