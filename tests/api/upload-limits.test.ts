// Issue 14.8: who may upload, a per-user rate and a daily quota (kept in the database), and the
// removal of uploads no record references. Limits here are set small by environment; the
// defaults (30 a minute, 500 MB a day, orphans after 24 h) are docs/security.md's.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dropUploadReferences, setUploadReferences } from "../../server/modules/uploads/references";
import { orphanUploadsCleanup } from "../../server/jobs/cleanup";
import { JOB_KINDS } from "../../server/jobs/registry";
import { removeOrphanUploads } from "../../server/modules/uploads/orphans";
import { padded, png } from "../fixtures/media";
import { startTestApi, type Envelope, type TestApi } from "./helpers";

const MB = 1024 * 1024;
let t: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi({ env: { UPLOAD_RATE_PER_MINUTE: "3", UPLOAD_DAILY_QUOTA_BYTES: String(2 * MB) } });
  // a role that holds nothing but the upload permission, granted by name
  await t.sql("insert into roles (name, description, grants) values ('uploader', 'uploads only', '{upload-files}')");
  await t.sql(
    `insert into users (username, display_name, email, role_id, department_id)
     values ('uma', 'Uma Uploader', 'uma@staff.example', (select id from roles where name = 'uploader'), (select id from departments limit 1))`,
  );
  for (const u of ["admin", "approver", "operator", "viewer", "uma"]) tokens[u] = await t.token(u);
});
afterAll(async () => {
  await t?.close();
});
// each test starts with nobody having uploaded recently
beforeEach(async () => {
  await t.sql("update uploads set created_at = created_at - interval '2 days'");
});

async function upload(token: string, bytes: Buffer = png(), lang = "en") {
  const form = new FormData();
  form.append("purpose", "event");
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "a.png");
  const res = await fetch(`${t.url}/api/upload`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}`, "accept-language": lang },
  });
  return { status: res.status, body: (await res.json()) as Envelope<{ key: string; size: number }> };
}

const storedFiles = () => {
  const dir = (t.config.storage as { dir: string }).dir;
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.join(d.parentPath, d.name))
        .sort()
    : [];
};
const count = async (sql: string) => (await t.sql<{ n: number }>(sql))[0].n;

describe("issue 14.8: who may upload", () => {
  it("only roles that can save a record with a file field: admin (full grant) and a role granted upload-files; never read-only or review roles", async () => {
    const before = await count("select count(*)::int as n from uploads");
    for (const role of ["viewer", "approver", "operator"]) {
      const res = await upload(tokens[role]);
      expect(res.status, role).toBe(403);
      expect(res.body.message).toBe("You do not have permission to do this");
    }
    expect(await count("select count(*)::int as n from uploads")).toBe(before);
    expect((await upload(tokens.admin)).status).toBe(200);
    expect((await upload(tokens.uma)).status).toBe(200);
  });
});

describe("issue 14.8: per-user rate and daily quota", () => {
  it("the 4th upload within a minute is refused with 429 in en and zh, nothing stored; other users are not affected; a minute later it is allowed", async () => {
    for (let i = 0; i < 3; i++) expect((await upload(tokens.admin)).status).toBe(200);
    const files = storedFiles();
    const rows = await count("select count(*)::int as n from uploads");
    const en = await upload(tokens.admin);
    expect(en.status).toBe(429);
    expect(en.body.code).toBe(429);
    expect(en.body.message).toMatch(/^Too many uploads: at most 3 a minute\. Try again in ([1-9]|[1-5]\d|60) seconds\.$/);
    const zh = await upload(tokens.admin, png(), "zh-CN");
    expect(zh.body.message).toMatch(/^上传过于频繁：每分钟最多 3 个文件，请 \d+ 秒后再试。$/);
    expect(storedFiles()).toEqual(files);
    expect(await count("select count(*)::int as n from uploads")).toBe(rows);
    // the limit is per user
    expect((await upload(tokens.uma)).status).toBe(200);
    // the window is read from the database: the same rows 61 s older leave room again
    await t.sql("update uploads set created_at = created_at - interval '61 seconds'");
    expect((await upload(tokens.admin)).status).toBe(200);
  });

  it("parallel uploads cannot share room only one has: of 6 at once, exactly 3 are stored", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => upload(tokens.admin)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await count("select count(*)::int as n from uploads where created_at > now() - interval '1 minute'")).toBe(3);
  });

  it("past 2 MB in 24 hours the file is refused after it arrived (its object removed), then before it is read; a day later it is allowed", async () => {
    expect((await upload(tokens.admin, padded(png(), 1.5 * MB))).status).toBe(200);
    const files = storedFiles();
    const over = await upload(tokens.admin, padded(png(), Math.floor(0.6 * MB)));
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Daily upload quota reached: at most 2 MB in 24 hours\. Try again in \d+ minutes\.$/);
    expect((await upload(tokens.admin, padded(png(), Math.floor(0.6 * MB)), "zh")).body.message).toMatch(
      /^上传额度已用完：24 小时内最多 2 MB，请 \d+ 分钟后再试。$/,
    );
    expect(storedFiles()).toEqual(files);
    // what still fits is taken
    expect((await upload(tokens.admin, padded(png(), MB / 2))).status).toBe(200);
    // exactly at the quota: nothing more, refused before the file is read
    await t.sql("update uploads set created_at = created_at - interval '61 seconds'");
    const full = await upload(tokens.admin, png());
    expect(full.status).toBe(429);
    await t.sql("update uploads set created_at = created_at - interval '24 hours'");
    expect((await upload(tokens.admin, padded(png(), 1.5 * MB))).status).toBe(200);
  });
});

describe("issue 14.8: uploads no record references are removed after a day (removeOrphanUploads)", () => {
  it("removes aged unreferenced uploads with their objects and an audit row each; keeps referenced and recent ones; a second run removes nothing", async () => {
    await t.sql("delete from upload_refs");
    const deps = { db: t.api.db, store: t.api.store };
    await removeOrphanUploads(deps); // the earlier tests' uploads are two days old and unused
    expect(await count("select count(*)::int as n from uploads")).toBe(0);

    const keys: string[] = [];
    for (let i = 0; i < 3; i++) keys.push((await upload(tokens.admin)).body.data.key);
    const [used, orphan, recent] = keys;
    await t.api.db.tx((q) => setUploadReferences(q, { entity: "banner", entityId: 7, field: "image", keys: [used] }));
    await t.sql("update uploads set created_at = now() - interval '25 hours' where key = any($1)", [[used, orphan]]);
    const auditBefore = await count("select count(*)::int as n from audit_log where action = 'remove-orphan'");

    expect(await removeOrphanUploads(deps)).toEqual({ removed: 1, failed: 0 });
    const left = (await t.sql<{ key: string }>("select key from uploads order by id")).map((r) => r.key);
    expect(left).toEqual([used, recent]);
    expect(storedFiles().map((f) => f.endsWith(orphan))).not.toContain(true);
    expect(storedFiles().filter((f) => f.endsWith(used) || f.endsWith(recent))).toHaveLength(2);
    const [audit] = await t.sql<{ actor_id: number | null; actor_name: string; entity: string; before: { key: string } }>(
      "select actor_id, actor_name, entity, before from audit_log where action = 'remove-orphan' order by id desc limit 1",
    );
    expect(audit).toMatchObject({ actor_id: null, actor_name: "system", entity: "upload", before: { key: orphan } });
    expect(await count("select count(*)::int as n from audit_log where action = 'remove-orphan'")).toBe(auditBefore + 1);
    expect(await removeOrphanUploads(deps)).toEqual({ removed: 0, failed: 0 });

    // "after a day" is configurable per call (UPLOAD_ORPHAN_HOURS when scheduled)
    expect(await removeOrphanUploads(deps, { olderThanMs: 3600_000 })).toEqual({ removed: 0, failed: 0 });
    await t.sql("update uploads set created_at = now() - interval '2 hours' where key = $1", [recent]);
    expect(await removeOrphanUploads(deps, { olderThanMs: 3600_000 })).toEqual({ removed: 1, failed: 0 });

    // the record stops using the file: it becomes an orphan and goes on the next run
    await t.api.db.tx((q) => dropUploadReferences(q, "banner", 7));
    expect(await removeOrphanUploads(deps)).toEqual({ removed: 1, failed: 0 });
    expect(await count("select count(*)::int as n from uploads")).toBe(0);
  });

  it("a store that cannot remove the object keeps the row for the next run; a referenced upload cannot be deleted under a record", async () => {
    const key = (await upload(tokens.admin)).body.data.key;
    await t.sql("update uploads set created_at = now() - interval '25 hours' where key = $1", [key]);
    const broken = { ...t.api.store, remove: async () => Promise.reject(new Error("store down")) };
    expect(await removeOrphanUploads({ db: t.api.db, store: broken })).toEqual({ removed: 0, failed: 1 });
    expect(await count("select count(*)::int as n from uploads")).toBe(1);
    expect(
      await count("select count(*)::int as n from audit_log where action = 'remove-orphan' and entity_id = (select id::text from uploads)"),
    ).toBe(0);

    // the database itself refuses to drop a referenced upload (RESTRICT, not CASCADE)
    await t.api.db.tx((q) => setUploadReferences(q, { entity: "banner", entityId: 8, field: "image", keys: [key] }));
    await expect(t.sql("delete from uploads where key = $1", [key])).rejects.toThrow();
    // and a save naming a file that does not exist is refused on its field
    await expect(
      t.api.db.tx((q) =>
        setUploadReferences(q, { entity: "banner", entityId: 8, field: "image", keys: [key, "origin/event/2026/01/nope.png"] }),
      ),
    ).rejects.toMatchObject({
      code: 422,
      data: { errors: { image: ["A file of this record is no longer available; upload it again"] } },
    });
    expect(await count("select count(*)::int as n from upload_refs where entity_id = '8'")).toBe(1);
  });
});

describe("issue 14.8: the orphan clean-up runs on the shared job queue", () => {
  it("is a daily scheduled job kind, and a run through the queue removes an aged unreferenced upload and keeps a referenced one", async () => {
    expect(orphanUploadsCleanup.schedule).toMatch(/^\d+ \d+ \* \* \*$/); // once a day
    expect(JOB_KINDS).toContain(orphanUploadsCleanup);
    const [kept, gone] = [(await upload(tokens.admin)).body.data.key, (await upload(tokens.admin)).body.data.key];
    await t.api.db.tx((q) => setUploadReferences(q, { entity: "banner", entityId: 9, field: "image", keys: [kept] }));
    await t.sql("update uploads set created_at = now() - interval '25 hours' where key = any($1)", [[kept, gone]]);
    const id = await t.api.db.tx((q) => t.api.jobs.enqueue(q, orphanUploadsCleanup, {}));
    const end = Date.now() + 30_000;
    for (;;) {
      const s = await t.api.jobs.status(orphanUploadsCleanup, id);
      if (s?.state === "completed") break;
      if (Date.now() > end) throw new Error(`the clean-up did not complete: ${JSON.stringify(s)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const left = (await t.sql<{ key: string }>("select key from uploads where key = any($1)", [[kept, gone]])).map((r) => r.key);
    expect(left).toEqual([kept]);
  });
});
