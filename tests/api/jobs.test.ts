// The job queue (server/jobs, issue 8 scale-out): a job enqueued in a transaction exists only if it
// commits; the first real job (expired-token clean-up) does its work; a job's progress is readable
// while it runs; a job delivered again after its effect committed (a crash between the effect and
// the completion) does not apply the effect twice.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { expiredTokensCleanup } from "../../server/jobs/cleanup";
import { defineJob } from "../../server/jobs/define";
import { JobQueue } from "../../server/jobs/queue";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let probeQueue: JobQueue | undefined;

beforeAll(async () => {
  t = await startTestApi();
});

afterAll(async () => {
  await probeQueue?.stop();
  await t?.close();
});

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("job queue", () => {
  it("a job enqueued in a committed transaction runs; the expired tokens are gone, the live one stays", async () => {
    const admin = await t.userId("admin");
    const expired = crypto.randomBytes(16).toString("hex");
    const live = crypto.randomBytes(16).toString("hex");
    await t.sql(
      "insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, now() - interval '1 minute'), ($3, $2, now() + interval '1 hour')",
      [expired, admin, live],
    );
    const id = await t.api.db.tx((q) => t.api.jobs.enqueue(q, expiredTokensCleanup, {}));
    const done = await until("the clean-up to complete", async () => {
      const s = await t.api.jobs.status(expiredTokensCleanup, id);
      return s?.state === "completed" && s;
    });
    expect(done).toMatchObject({ done: 1, total: 1 });
    expect(done.message).toMatch(/^[1-9]\d* expired tokens removed$/);
    expect(await t.sql("select token_hash from api_tokens where token_hash = any($1)", [[expired, live]])).toEqual([{ token_hash: live }]);
    expect(await t.sql("select step from job_effects where job_id = $1", [id])).toEqual([{ step: "delete" }]);
  });

  it("a job enqueued in a transaction that rolls back never exists", async () => {
    let id = "";
    await expect(
      t.api.db.tx(async (q) => {
        id = await t.api.jobs.enqueue(q, expiredTokensCleanup, {});
        throw new Error("the change is refused");
      }),
    ).rejects.toThrow("the change is refused");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await t.api.jobs.status(expiredTokensCleanup, id)).toBeNull();
  });

  it("shows progress while it runs, and applies its effect once when it is delivered again", async () => {
    await t.sql("create table if not exists job_probe (job_id uuid not null)");
    let runs = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const probe = defineJob({
      name: "test.probe",
      data: z.object({ total: z.number().int() }),
      retryDelaySeconds: 1,
      async run(ctx) {
        runs++;
        await ctx.progress(1, ctx.data.total, "first part");
        await held;
        await ctx.once("insert", async (q) => {
          await q.query("insert into job_probe (job_id) values ($1)", [ctx.id]);
        });
        // the first delivery dies after its effect committed, before the queue hears of it
        if (runs === 1) throw new Error("worker lost after the effect");
        await ctx.progress(ctx.data.total, ctx.data.total, "done");
      },
    });
    probeQueue = await JobQueue.start({ db: t.api.db, config: t.config, store: t.api.store }, [probe], { pollSeconds: 0.5 });
    const id = await t.api.db.tx((q) => probeQueue!.enqueue(q, probe, { total: 3 }));
    const running = await until("progress", async () => {
      const s = await probeQueue!.status(probe, id);
      return s?.done === 1 && s;
    });
    expect(running).toMatchObject({ state: "active", done: 1, total: 3, message: "first part" });
    release();
    const done = await until("the second delivery to complete", async () => {
      const s = await probeQueue!.status(probe, id);
      return s?.state === "completed" && s;
    });
    expect(runs).toBe(2);
    expect(done).toMatchObject({ retryCount: 1, done: 3, total: 3, message: "done" });
    expect(await t.sql("select count(*)::int as n from job_probe where job_id = $1", [id])).toEqual([{ n: 1 }]);
  });
});
