// PostgreSQL restarts or drops out under a running API (only when DATABASE_URL is set). Callers
// must get a 503 envelope that says what is wrong — never a hang or a dead process — and the same
// API process must serve again once the database is back, without being restarted. The API
// reaches PostgreSQL through a proxy of this test, and its sessions carry an application_name,
// so only its own connections are cut.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFaultProxy } from "../support/fault-proxy.mjs";
import { connect, fileDatabase, resetSchema, serverAddress, viaProxy } from "../support/postgres.mjs";
import { cliToken, freePort, requireBuild, startApi } from "../support/servers.mjs";

const DATABASE_URL = process.env.DATABASE_URL && fileDatabase(process.env.DATABASE_URL, "faults_restart");
const APP_NAME = `faults-api-${process.pid}`;

let dataDir: string;
let proxy: Awaited<ReturnType<typeof startFaultProxy>> | undefined;
let api: Awaited<ReturnType<typeof startApi>> | undefined;
let token: string;

beforeAll(async () => {
  if (!DATABASE_URL) return;
  requireBuild();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-db-"));
  await resetSchema(DATABASE_URL);
  proxy = await startFaultProxy({ target: serverAddress(DATABASE_URL) });
  const port = await freePort();
  api = await startApi({
    port,
    consoleUrl: "http://127.0.0.1:9",
    dataDir,
    databaseUrl: viaProxy(DATABASE_URL, proxy.port, APP_NAME),
    logLevel: "silent",
  });
  token = await cliToken({ databaseUrl: DATABASE_URL, dataDir });
});

afterAll(async () => {
  await api?.stop();
  await proxy?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: "GET" | "POST", p: string, body?: unknown) {
  const res = await fetch(`${api!.url}${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "accept-language": "en" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: any } };
}

/** A 503 whose envelope a person can act on, without internals. */
function expectUnavailable(r: Awaited<ReturnType<typeof call>>) {
  expect(r.status).toBe(503);
  expect(r.body.code).toBe(503);
  expect(r.body.message).toMatch(/database cannot be reached.*try again/i);
  expect(r.body.message).not.toMatch(/ECONN|terminat|stack|\n\s+at /i);
}

async function apiBackends(sql: Awaited<ReturnType<typeof connect>>) {
  const rows = await sql.query("select pid, wait_event_type, state from pg_stat_activity where application_name = $1", [APP_NAME]);
  return rows.rows as { pid: number; wait_event_type: string | null; state: string }[];
}

/** Ends every session of the API; answers their process ids. */
async function killApiSessions(sql: Awaited<ReturnType<typeof connect>>): Promise<number[]> {
  const pids = (await apiBackends(sql)).map((b) => b.pid);
  await sql.query("select pg_terminate_backend(pid) from unnest($1::int[]) as pid", [pids]);
  return pids;
}

/**
 * Until none of the killed sessions is left, then 200 ms for the API's sockets to see the servers'
 * goodbye. Sessions the API opens afterwards (its job queue polls on a timer) are not waited for.
 */
async function sessionsGone(sql: Awaited<ReturnType<typeof connect>>, killed: number[]) {
  await expect.poll(async () => (await apiBackends(sql)).filter((b) => killed.includes(b.pid)).length, { timeout: 10_000 }).toBe(0);
  await new Promise((r) => setTimeout(r, 200));
}

describe.skipIf(!DATABASE_URL)("PostgreSQL restarting under the API", () => {
  it("serves before the fault", async () => {
    const r = await call("GET", "/api/config/currencies?page=1");
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBeGreaterThan(0);
  });

  it("its sessions killed mid-transaction: that write fails with 503, changes nothing, the process lives, a retry succeeds", async () => {
    const sql = await connect(DATABASE_URL!);
    try {
      // hold the row so the API's transaction is open and waiting when its session is killed
      await sql.query("begin");
      await sql.query("select id from currencies where id = 1 for update");
      const pending = call("POST", "/api/config/currency/change-status", { id: 1, status: "disable" });
      await expect.poll(async () => (await apiBackends(sql)).some((b) => b.wait_event_type === "Lock"), { timeout: 10_000 }).toBe(true);
      const killed = await killApiSessions(sql);
      await sql.query("rollback");
      expectUnavailable(await pending);
      expect(api!.exit).toBeNull();

      const row = await sql.query("select enabled, version from currencies where id = 1");
      expect(row.rows[0]).toEqual({ enabled: true, version: 1 });
      const logs = await sql.query("select count(*)::int as n from audit_log where entity = 'currency' and entity_id = '1'");
      expect(logs.rows[0].n).toBe(0);
      // every pooled session of the API was killed, idle ones too: the person retries after the
      // message, by when the API's sockets have seen the servers' goodbye (an instant retry could
      // still draw a dead idle session and get the same 503)
      await sessionsGone(sql, killed);
    } finally {
      await sql.end();
    }
    const again = await call("POST", "/api/config/currency/change-status", { id: 1, status: "disable" });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: 1, enabled: false, version: 2 });
  });

  it("every idle session killed (a server restart): once they are gone, calls work without restarting the API", async () => {
    await Promise.all([1, 2, 3].map((page) => call("GET", `/api/config/currencies?page=${page}`))); // a few pooled sessions to kill
    const sql = await connect(DATABASE_URL!);
    try {
      const killed = await killApiSessions(sql);
      expect(killed.length).toBeGreaterThan(0);
      await sessionsGone(sql, killed);
    } finally {
      await sql.end();
    }
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await call("GET", "/api/config/currencies?page=1"));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(api!.exit).toBeNull();
  });

  it("the database unreachable for a while: every call is a prompt 503, health says so, and all is well once it is back", async () => {
    await proxy!.set("refuse");
    const started = Date.now();
    expectUnavailable(await call("GET", "/api/config/currencies?page=1"));
    expectUnavailable(await call("POST", "/api/config/currency/change-status", { id: 2, status: "disable" }));
    expect(Date.now() - started).toBeLessThan(10_000);
    const health = await fetch(`${api!.url}/healthz`);
    expect(health.status).toBe(503);
    expect(api!.exit).toBeNull();

    await proxy!.set("pass");
    const back = await call("GET", "/api/config/currency/2");
    expect(back.status).toBe(200);
    // the write refused during the outage never happened
    expect(back.body.data).toMatchObject({ id: 2, enabled: true, version: 1 });
    expect((await fetch(`${api!.url}/healthz`)).status).toBe(200);
    const write = await call("POST", "/api/config/currency/change-status", { id: 2, status: "disable" });
    expect(write.body.data).toMatchObject({ id: 2, enabled: false, version: 2 });
  });
});
