// Two API instances on one PostgreSQL database (issue 8 scale-out), started at the same moment on an
// empty schema: the migrations and the demo seed are applied once, both instances answer only once
// the schema is in place, and jobs put on the shared queue each run exactly once, on one of them.
// Needs DATABASE_URL (its public and pgboss schemas are dropped first).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../../server/db/client";
import { expiredTokensCleanup } from "../../server/jobs/cleanup";
import { MIGRATIONS } from "../../server/db/migrations/index";
import { JobQueue } from "../../server/jobs/queue";
import { loadApiConfig } from "../../server/config";
import { fileDatabase, resetSchema } from "../support/postgres.mjs";
import { freePort, requireBuild, startApi } from "../support/servers.mjs";

const databaseUrl = process.env.DATABASE_URL && fileDatabase(process.env.DATABASE_URL, "ops_instances");
const dirs: string[] = [];
let apis: Awaited<ReturnType<typeof startApi>>[] = [];
let db: Db | undefined;
let queue: JobQueue | undefined;

describe.skipIf(!databaseUrl)("two API instances on one PostgreSQL", () => {
  beforeAll(async () => {
    requireBuild();
    await resetSchema(databaseUrl!);
    const start = async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-instance-"));
      dirs.push(dataDir);
      return startApi({ port: await freePort(), consoleUrl: "http://127.0.0.1:9", dataDir, databaseUrl, logLevel: "info" });
    };
    apis = await Promise.all([start(), start()]);
    db = await openDb({ databaseUrl });
    const config = loadApiConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" });
    // this test process on the same database only enqueues, as an endpoint would in its transaction
    queue = await JobQueue.start({ db, config, store: undefined as never }, [expiredTokensCleanup], { work: false });
  });

  afterAll(async () => {
    await queue?.stop();
    await db?.close();
    for (const a of apis) await a.stop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it("both answer, and the schema and the demo data were written once", async () => {
    for (const a of apis) expect((await fetch(`${a.url}/healthz`)).status).toBe(200);
    const migrations = await db!.query<{ name: string }>("select name from schema_migrations order by name");
    // every migration of the build, each once
    expect(migrations.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name).sort());
    const users = await db!.query<{ username: string }>("select username from users order by username");
    expect(users.map((u) => u.username)).toEqual(["admin", "approver", "operator", "viewer"]);
  });

  it("each of 12 jobs enqueued in a committed transaction runs exactly once, on one instance", async () => {
    const admin = (await db!.query<{ id: number }>("select id from users where username = 'admin'"))[0].id;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const id = await db!.tx(async (q) => {
        await q.query("insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, now() - interval '1 minute')", [
          crypto.randomBytes(16).toString("hex"),
          admin,
        ]);
        return queue!.enqueue(q, expiredTokensCleanup, {});
      });
      ids.push(id);
    }
    const end = Date.now() + 60_000;
    for (;;) {
      const states = await Promise.all(ids.map((id) => queue!.status(expiredTokensCleanup, id)));
      if (states.every((s) => s?.state === "completed")) break;
      if (Date.now() > end) throw new Error(`jobs not completed: ${JSON.stringify(states.map((s) => s?.state))}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const id of ids) {
      const runs = apis.flatMap((a) => a.lines.filter((l) => l.includes('"msg":"job done"') && l.includes(id)));
      expect(runs, id).toHaveLength(1);
      expect(await db!.query("select step from job_effects where job_id = $1", [id])).toEqual([{ step: "delete" }]);
    }
    expect(await db!.query("select count(*)::int as n from api_tokens where expires_at < now()")).toEqual([{ n: 0 }]);
  });

  it("a job whose instance crashes mid-job runs again on another, and its effect happens once", async () => {
    for (const a of apis) await a.stop();
    apis = [];
    const instance = async (env: Record<string, string> = {}) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-instance-"));
      dirs.push(dataDir);
      const api = await startApi({ port: await freePort(), consoleUrl: "http://127.0.0.1:9", dataDir, databaseUrl, logLevel: "info", env });
      apis.push(api);
      return api;
    };
    // this one stops every transaction just before COMMIT (the fault tests' switch): its worker takes
    // the job and never finishes it
    const doomed = await instance({ FAULT_PAUSE_BEFORE_COMMIT: "1" });
    const admin = (await db!.query<{ id: number }>("select id from users where username = 'admin'"))[0].id;
    const token = crypto.randomBytes(16).toString("hex");
    const id = await db!.tx(async (q) => {
      await q.query("insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, now() - interval '1 minute')", [
        token,
        admin,
      ]);
      return queue!.enqueue(q, expiredTokensCleanup, {});
    });
    await doomed.waitFor(/paused before commit/, 30_000);
    expect((await queue!.status(expiredTokensCleanup, id))?.state).toBe("active");
    const survivor = await instance();
    await doomed.kill();
    const end = Date.now() + 90_000;
    let status;
    while ((status = await queue!.status(expiredTokensCleanup, id))?.state !== "completed") {
      if (Date.now() > end) throw new Error(`the job did not run again: ${JSON.stringify(status)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(status!.retryCount).toBeGreaterThanOrEqual(1);
    expect(survivor.lines.filter((l) => l.includes('"msg":"job done"') && l.includes(id))).toHaveLength(1);
    expect(await db!.query("select step from job_effects where job_id = $1", [id])).toEqual([{ step: "delete" }]);
    expect(await db!.query("select 1 from api_tokens where token_hash = $1", [token])).toEqual([]);
  }, 150_000);
});
