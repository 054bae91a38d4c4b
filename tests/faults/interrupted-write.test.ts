// The API process dies in the middle of a write — after the transaction's statements, before
// COMMIT (the test-only fault point FAULT_PAUSE_BEFORE_COMMIT, honoured with NODE_ENV=test) — and
// is started again on the same data. The record must be as it was, with no audit-log row for the
// lost write, and the same call must then succeed exactly once. On the embedded PGlite data
// directory always, and on PostgreSQL when DATABASE_URL is set.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileDatabase, resetSchema } from "../support/postgres.mjs";
import { cliToken, freePort, requireBuild, startApi } from "../support/servers.mjs";

const FAULT_LINE = /fault point: paused before commit/;

interface Store {
  name: string;
  dataDir: string;
  databaseUrl?: string;
}

const stores: Store[] = [{ name: "PGlite data directory", dataDir: "" }];
if (process.env.DATABASE_URL)
  stores.push({ name: "PostgreSQL", dataDir: "", databaseUrl: fileDatabase(process.env.DATABASE_URL, "faults_kill") });

const running = new Set<Awaited<ReturnType<typeof startApi>>>();
afterAll(async () => {
  for (const a of running) await a.kill();
  for (const s of stores) if (s.dataDir) fs.rmSync(s.dataDir, { recursive: true, force: true });
});

describe.each(stores)("a write killed before COMMIT ($name)", (store) => {
  let token: string;
  let port: number;

  async function start(fault: boolean) {
    const api = await startApi({
      port,
      consoleUrl: "http://127.0.0.1:9",
      dataDir: store.dataDir,
      databaseUrl: store.databaseUrl,
      env: fault ? { FAULT_PAUSE_BEFORE_COMMIT: "1" } : {},
    });
    running.add(api);
    return api;
  }

  async function call(api: { url: string }, method: "GET" | "POST", p: string, body?: unknown) {
    const res = await fetch(`${api.url}${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { code: number; data: any } };
  }

  const logsOf = async (api: { url: string }, entity: string, id: number) =>
    (await call(api, "GET", `/api/config/logs?entity=${entity}&entity_id=${id}`)).body.data as {
      total: number;
      list: { action: string; request_id: string }[];
    };

  /** Sends the write to an API armed with the fault point, and SIGKILLs it once the write is paused there. */
  async function killMidWrite(p: string, body: unknown) {
    const api = await start(true);
    const answer = fetch(`${api.url}${p}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then(
      (r) => `answered ${r.status}`,
      () => "no answer",
    );
    await api.waitFor(FAULT_LINE, 20_000);
    await api.kill();
    running.delete(api);
    // the caller never got an acknowledgement
    expect(await answer).toBe("no answer");
  }

  beforeAll(async () => {
    requireBuild();
    store.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-kill-"));
    if (store.databaseUrl) await resetSchema(store.databaseUrl);
    port = await freePort();
    // a first start migrates and seeds; PGlite allows one process at a time, so the token comes after
    const api = await start(false);
    await api.stop();
    running.delete(api);
    token = await cliToken({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
  });

  it("an interrupted disable leaves the currency enabled and unlogged; repeating it disables once", async () => {
    await killMidWrite("/api/config/currency/change-status", { id: 1, status: "disable" });

    const api = await start(false);
    const now = await call(api, "GET", "/api/config/currency/1");
    expect(now.body.data).toMatchObject({ id: 1, enabled: true, version: 1 });
    expect((await logsOf(api, "currency", 1)).total).toBe(0);

    const done = await call(api, "POST", "/api/config/currency/change-status", { id: 1, status: "disable" });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ id: 1, enabled: false, version: 2 });
    const logs = await logsOf(api, "currency", 1);
    expect(logs.list.map((l) => l.action)).toEqual(["disable"]);
    await api.stop();
    running.delete(api);
  });

  it("an interrupted edit leaves the exchange rate as it was and unlogged; repeating it saves once", async () => {
    let api = await start(false);
    const before = (await call(api, "GET", "/api/config/exchange-rate/1")).body.data;
    await api.stop();
    running.delete(api);
    const edit = {
      id: 1,
      version: before.version,
      site: before.site,
      currency: before.currency,
      rate: Number(before.rate) + 0.5,
      float_percent: before.float_percent,
      start_at: before.start_at,
      end_at: before.end_at,
      remark: "edited after a crash",
    };

    await killMidWrite("/api/config/exchange-rate/update", edit);

    api = await start(false);
    const now = (await call(api, "GET", "/api/config/exchange-rate/1")).body.data;
    expect(now).toEqual(before);
    expect((await logsOf(api, "exchange_rate", 1)).total).toBe(0);

    const done = await call(api, "POST", "/api/config/exchange-rate/update", edit);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ id: 1, version: before.version + 1, remark: "edited after a crash" });
    // the same form sent twice (a second click after the first went through) is refused, not applied twice
    const twice = await call(api, "POST", "/api/config/exchange-rate/update", edit);
    expect(twice.status).toBe(409);
    expect((await logsOf(api, "exchange_rate", 1)).list.map((l) => l.action)).toEqual(["update"]);
    await api.stop();
    running.delete(api);
  });
});
