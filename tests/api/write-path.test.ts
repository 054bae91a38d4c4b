// The write path (server/resources/write.ts) as a caller meets it: a stale save is 409 and writes
// nothing, a write whose audit row cannot be written is not applied, a retried request with the
// same Idempotency-Key answers the first result, and a transition refused from the wrong state.
// The endpoints are mounted on this file's own API over a table of its own, each passing the
// database itself (not a transaction): the piece must open the transaction its audit row shares.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { lifecycle } from "~/lib/lifecycle";
import { endpoint } from "../../server/http/router";
import { createRecord, transition, updateRows, updateVersioned, writeBatch } from "../../server/resources/write";
import { startTestApi, type TestApi } from "./helpers";

const ACCESS = { signedIn: true } as const;
const NUL = "\u0000";
const STATES = lifecycle({
  field: "status",
  states: { draft: { value: "draft", label: "common.draft" }, live: { value: "live", label: "common.enabled" } },
  transitions: { publish: { from: ["draft"], to: "live", label: "common.enable", done: "toast.enabled" } },
});

let t: TestApi;
let token: string;
beforeAll(async () => {
  t = await startTestApi();
  token = await t.token("operator");
  await t.sql(`create table write_probe (id serial primary key, name text not null, status text not null default 'draft',
    version int not null default 1, updated_at timestamptz not null default now(), updated_by text)`);
  // `spoil`: the audit row carries a NUL, which jsonb refuses: the audit insert fails after the write
  const after = (spoil?: boolean) => (row: object) => (spoil ? { ...row, note: NUL } : row);
  t.api.router.add(
    endpoint<unknown, { name: string; spoil?: boolean }>({
      method: "POST",
      path: "/api/test/probe/create",
      access: ACCESS,
      body: z.object({ name: z.string(), spoil: z.boolean().optional() }),
      handler: (ctx) =>
        createRecord(ctx.db, ctx, {
          table: "write_probe",
          values: { name: ctx.body.name, updated_by: ctx.user.name },
          log: { entity: "write_probe", after: after(ctx.body.spoil) },
        }),
    }),
    endpoint<unknown, { id: number; version: number; name: string; spoil?: boolean }>({
      method: "POST",
      path: "/api/test/probe/update",
      access: ACCESS,
      body: z.object({ id: z.number(), version: z.number(), name: z.string(), spoil: z.boolean().optional() }),
      handler: (ctx) =>
        updateVersioned(ctx.db, ctx, {
          table: "write_probe",
          id: ctx.body.id,
          version: ctx.body.version,
          set: { name: ctx.body.name },
          log: { entity: "write_probe", after: after(ctx.body.spoil) },
        }),
    }),
    endpoint<unknown, { id: number }>({
      method: "POST",
      path: "/api/test/probe/publish",
      access: ACCESS,
      body: z.object({ id: z.number() }),
      handler: async (ctx) =>
        (
          await transition(ctx.db, ctx, {
            table: "write_probe",
            lifecycle: STATES,
            id: ctx.body.id,
            name: "publish",
            select: "*",
            entity: "write_probe",
          })
        ).after,
    }),
    // many rows in one go: each renamed row's version moves on, one summary row logs the batch
    endpoint<unknown, { ids: number[]; name: string; spoil?: boolean }>({
      method: "POST",
      path: "/api/test/probe/rename-many",
      access: ACCESS,
      body: z.object({ ids: z.array(z.number()), name: z.string(), spoil: z.boolean().optional() }),
      handler: (ctx) =>
        writeBatch(ctx.db, ctx, async (q) => {
          const changed = await updateRows(q, ctx, {
            table: "write_probe",
            rows: ctx.body.ids.map((id) => ({ id, set: { name: ctx.body.name } })),
          });
          const logged = after(ctx.body.spoil)({ name: ctx.body.name, changed });
          return {
            result: changed,
            log: changed ? { action: "rename_many", entity: "write_probe", entityId: ctx.body.ids[0], after: logged } : null,
          };
        }),
    }),
  );
});
afterAll(async () => {
  await t?.close();
});

const row = async (id: number) => (await t.sql("select name, status, version, updated_by from write_probe where id = $1", [id]))[0];
const audits = async (id: number) =>
  (
    await t.sql<{ action: string; actor_name: string; before: any; after: any }>(
      "select action, actor_name, before, after from audit_log where entity = 'write_probe' and entity_id = $1 order by id",
      [String(id)],
    )
  ).map((a) => ({ action: a.action, actor: a.actor_name, before: a.before?.name, after: a.after?.name }));
const create = async (name: string) => {
  const res = await t.post("/api/test/probe/create", { name }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; version: number };
};

describe("the write path", () => {
  it("creates and updates with the version, each with its audit row, stamped with the writer", async () => {
    const { id, version } = await create("first");
    const res = await t.post("/api/test/probe/update", { id, version, name: "second" }, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "second", version: version + 1, updated_by: "Olive Operator" });
    expect(await audits(id)).toEqual([
      { action: "create", actor: "Olive Operator", before: undefined, after: "first" },
      { action: "update", actor: "Olive Operator", before: undefined, after: "second" },
    ]);
  });

  it("refuses a save against a replaced version with 409 and the record as it is now, writing nothing", async () => {
    const { id, version } = await create("kept");
    expect((await t.post("/api/test/probe/update", { id, version, name: "theirs" }, { token })).status).toBe(200);
    const stale = await t.post("/api/test/probe/update", { id, version, name: "mine" }, { token, headers: { "accept-language": "zh" } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("在您打开后，其他人已保存了该记录，请核对后再次保存。");
    expect(stale.body.data.current).toMatchObject({ id, name: "theirs", version: version + 1 });
    expect(await row(id)).toMatchObject({ name: "theirs", version: version + 1 });
    expect((await audits(id)).map((a) => a.action)).toEqual(["create", "update"]);
    const en = await t.post("/api/test/probe/update", { id, version, name: "mine" }, { token });
    expect(en.body.message).toBe("Someone else saved this record after you opened it. Review their change and save again.");
  });

  it("an unknown record is 404, not a stale version", async () => {
    const res = await t.post("/api/test/probe/update", { id: 999999, version: 1, name: "x" }, { token });
    expect(res.status).toBe(404);
  });

  it("leaves no change when the audit row cannot be written", async () => {
    const { id, version } = await create("before");
    const update = await t.post("/api/test/probe/update", { id, version, name: "after", spoil: true }, { token });
    expect(update.status).not.toBe(200);
    expect(await row(id)).toMatchObject({ name: "before", version });
    const made = await t.post("/api/test/probe/create", { name: "never-made", spoil: true }, { token });
    expect(made.status).not.toBe(200);
    expect(await t.sql("select id from write_probe where name = 'never-made'")).toEqual([]);
  });

  it("a retry with the same Idempotency-Key answers the first result and writes once", async () => {
    const headers = { "idempotency-key": "write-probe-0001" };
    const first = await t.post("/api/test/probe/create", { name: "once" }, { token, headers });
    const again = await t.post("/api/test/probe/create", { name: "once" }, { token, headers });
    expect(again.headers.get("idempotent-replay")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await t.sql("select id from write_probe where name = 'once'")).toHaveLength(1);
    const { id, version } = first.body.data;
    const upd = { "idempotency-key": "write-probe-0002" };
    const saved = await t.post("/api/test/probe/update", { id, version, name: "twice" }, { token, headers: upd });
    // the same save again would be stale; the replay answers what the first one did
    const replay = await t.post("/api/test/probe/update", { id, version, name: "twice" }, { token, headers: upd });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(saved.body);
    expect((await audits(id)).map((a) => a.action)).toEqual(["create", "update"]);
  });

  it("moves a record by its declared transition once; a repeat writes nothing, and from elsewhere it is 409", async () => {
    const { id, version } = await create("moving");
    const done = await t.post("/api/test/probe/publish", { id }, { token });
    expect(done.body.data).toMatchObject({ status: "live", version: version + 1 });
    const repeat = await t.post("/api/test/probe/publish", { id }, { token });
    expect(repeat.status).toBe(200);
    expect(await row(id)).toMatchObject({ status: "live", version: version + 1 });
    expect((await audits(id)).map((a) => a.action)).toEqual(["create", "publish"]);
    await t.sql("update write_probe set status = 'gone' where id = $1", [id]);
    const refused = await t.post("/api/test/probe/publish", { id }, { token });
    expect(refused.status).toBe(409);
    expect(await row(id)).toMatchObject({ status: "gone", version: version + 1 });
  });

  it("writes a batch with one summary audit row; nothing when nothing changed; all or nothing; once per key", async () => {
    const a = await create("one");
    const b = await create("two");
    const res = await t.post("/api/test/probe/rename-many", { ids: [a.id, b.id], name: "both" }, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toBe(2);
    expect(await row(a.id)).toMatchObject({ name: "both", version: a.version + 1, updated_by: "Olive Operator" });
    expect(await row(b.id)).toMatchObject({ name: "both", version: b.version + 1 });
    expect(await audits(a.id)).toEqual([
      { action: "create", actor: "Olive Operator", before: undefined, after: "one" },
      { action: "rename_many", actor: "Olive Operator", before: undefined, after: "both" },
    ]);
    expect((await audits(b.id)).map((x) => x.action)).toEqual(["create"]);

    const none = await t.post("/api/test/probe/rename-many", { ids: [999999], name: "nobody" }, { token });
    expect(none.body.data).toBe(0);
    expect(await audits(999999)).toEqual([]);

    const spoiled = await t.post("/api/test/probe/rename-many", { ids: [a.id, b.id], name: "never", spoil: true }, { token });
    expect(spoiled.status).not.toBe(200);
    expect(await row(a.id)).toMatchObject({ name: "both", version: a.version + 1 });
    expect(await row(b.id)).toMatchObject({ name: "both", version: b.version + 1 });

    const headers = { "idempotency-key": "write-probe-batch-1" };
    const first = await t.post("/api/test/probe/rename-many", { ids: [a.id], name: "again" }, { token, headers });
    const replay = await t.post("/api/test/probe/rename-many", { ids: [a.id], name: "again" }, { token, headers });
    expect(replay.headers.get("idempotent-replay")).toBe("true");
    expect(replay.body).toEqual(first.body);
    expect(await row(a.id)).toMatchObject({ name: "again", version: a.version + 2 });
    expect((await audits(a.id)).map((x) => x.action)).toEqual(["create", "rename_many", "rename_many"]);
  });
});
