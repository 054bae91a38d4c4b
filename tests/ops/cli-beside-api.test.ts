// The ops CLI on the embedded database (issue 8, defects 1 and 6). Before: `token` on a fresh
// DATA_DIR said "no active staff user named admin" (the CLI migrated but did not seed), and beside a
// running API the CLI opened the same PGlite folder as a second process: it printed a token the API
// answered 401 for, also after a restart. Now one process owns the folder, the CLI works through the
// API that owns it, and a crashed owner's lock does not keep the folder stuck.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, freePort, requireBuild, spawnNode, startApi } from "../support/servers.mjs";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-cli-"));
let api: Awaited<ReturnType<typeof startApi>> | undefined;
let port = 0;

async function cli(...args: string[]) {
  const proc = spawnNode("cli", ["build/server/cli.js", ...args], cleanEnv({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }));
  const { code } = await proc.exited;
  const token = proc.lines.map((l) => l.trim()).find((l) => /^[A-Za-z0-9._~-]{20,}$/.test(l));
  return { code, out: proc.lines.join("\n"), token };
}

async function accepted(token: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/permissions/current`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

const start = () => startApi({ port, consoleUrl: "http://127.0.0.1:9", dataDir });

beforeAll(async () => {
  requireBuild();
  port = await freePort();
});

afterAll(async () => {
  await api?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("ops CLI on the embedded database", () => {
  const tokens: string[] = [];

  it("on a fresh DATA_DIR with no API, `token` seeds as the API would and prints a token", async () => {
    const r = await cli("token", "viewer");
    expect(r.out).not.toMatch(/no active staff user/);
    expect(r.code).toBe(0);
    expect(r.token).toBeDefined();
    tokens.push(r.token!);
    api = await start();
    expect(await accepted(r.token!)).toBe(200);
  });

  it("beside the running API, `token` works through it: the API accepts the token at once", async () => {
    const r = await cli("token", "admin");
    expect(r.code).toBe(0);
    tokens.push(r.token!);
    expect(await accepted(r.token!)).toBe(200);
  });

  it("beside the running API, `seed` and `migrate` run through it and say so", async () => {
    const s = await cli("seed");
    expect(s.code).toBe(0);
    expect(s.out).toContain("seed data is in place");
    const m = await cli("migrate");
    expect(m.code).toBe(0);
    expect(m.out).toContain("database is up to date");
  });

  it("an unknown user is refused through the API too, with no token", async () => {
    const r = await cli("token", "nobody-here");
    expect(r.code).toBe(1);
    expect(r.out).toContain("no active staff user named nobody-here");
    expect(r.token).toBeUndefined();
  });

  it("a second API on the same DATA_DIR refuses to start, naming the owner", async () => {
    const second = spawnNode(
      "api2",
      ["build/server/api.js"],
      cleanEnv({ NODE_ENV: "test", API_PORT: await freePort(), API_HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" }),
    );
    // before the fix it started on its own copy: do not leave it running
    const code = await Promise.race([second.exited.then((e) => e.code), new Promise((r) => setTimeout(() => r("still running"), 20_000))]);
    await second.kill();
    expect(code).not.toBe(0);
    expect(code).not.toBe("still running");
    expect(second.tail()).toContain(`in use by process ${api!.pid}`);
    expect(await accepted(tokens[1])).toBe(200);
  });

  it("after the API is killed (no shutdown code) and started again, both tokens are still accepted", async () => {
    await api!.kill();
    api = await start();
    for (const t of tokens) expect(await accepted(t)).toBe(200);
  });

  it("refuses, saying why and what to do, while another live process holds the folder and does not answer", async () => {
    await api!.stop();
    api = undefined;
    const holder = spawn("sleep", ["60"], { stdio: "ignore" });
    const lock = path.join(dataDir, "pgdata.lock");
    fs.writeFileSync(lock, JSON.stringify({ pid: holder.pid, host: os.hostname(), role: "build", since: new Date().toISOString() }));
    try {
      const r = await cli("token", "admin");
      expect(r.code).toBe(1);
      expect(r.token).toBeUndefined();
      expect(r.out).toContain(`in use by another process (pid ${holder.pid}`);
      expect(r.out).toContain("Run the command again when it has finished");
    } finally {
      holder.kill();
    }
    // that holder gone, its lock is stale and the CLI goes ahead
    await new Promise((r) => setTimeout(r, 100));
    const again = await cli("token", "admin");
    expect(again.code).toBe(0);
    expect(again.token).toBeDefined();
  });
});
