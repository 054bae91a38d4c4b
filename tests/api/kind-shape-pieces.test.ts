// The shape's pieces a kind opts into (issue 36 §2), proven on the sign-in page banner: keyset
// pages over its declared order (priority desc, id desc), reading a record without the write key,
// and a hard delete with its audit row. Expectations come from the declared order and the route
// tree's keys, not from the code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let approver: string;

beforeAll(async () => {
  t = await startTestApi();
  [admin, approver] = await Promise.all([t.token("admin"), t.token("approver")]);
});
afterAll(async () => {
  await t?.close();
});

const BASE = "/api/resource/sign/banner/config";
const banner = (title: string, priority: number) => ({
  title,
  site: "au",
  language: "de",
  image: "origin/event/2026/01/AAAAAAAAAAAAAAAAAAAAAA.png",
  link_type: 1,
  link_target: "",
  start_at: "2032-01-01T08:00:00Z",
  end_at: "2032-02-01T07:59:59Z",
  priority,
});
type Row = { id: number; title: string; priority: number; version: number };

describe("keyset pages", () => {
  it("walks the declared order page by page with after=<next>, the same rows as one long page, none twice", async () => {
    // ties on priority: the order goes on by id, newest first
    for (const [i, p] of [7, 7, 7, 3, 3, 900, 0].entries()) {
      const res = await t.post(`${BASE}/create`, banner(`Keyset ${i}`, p), { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const query = { site: "au", language: "de" };
    const whole = (await t.get(`${BASE}/paginate`, { token: approver, query: { ...query, page_size: 100 } })).body.data;
    expect(whole.list).toHaveLength(7);
    const expected = [...(whole.list as Row[])].sort((a, b) => b.priority - a.priority || b.id - a.id);
    expect(whole.list.map((r: Row) => r.id)).toEqual(expected.map((r) => r.id));
    // one page holds everything: nothing next
    expect(whole.next).toBeNull();

    const first = (await t.get(`${BASE}/paginate`, { token: approver, query: { ...query, page_size: 3 } })).body.data;
    expect(first.total).toBe(7);
    expect(first.next).toEqual(expect.any(String));
    const seen: number[] = first.list.map((r: Row) => r.id);
    let next: string | null = first.next;
    let pages = 1;
    while (next) {
      const res = await t.get(`${BASE}/paginate`, { token: approver, query: { ...query, page_size: 3, after: next } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // no count and no page number on a keyset page
      expect(res.body.data).not.toHaveProperty("total");
      seen.push(...res.body.data.list.map((r: Row) => r.id));
      next = res.body.data.next;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(expected.map((r) => r.id));
  });

  it("a cursor continues from where it was even after rows before it are added", async () => {
    const query = { site: "au", language: "de", page_size: 2 };
    const first = (await t.get(`${BASE}/paginate`, { token: approver, query })).body.data;
    await t.post(`${BASE}/create`, banner("Keyset late", 999), { token: admin });
    const second = (await t.get(`${BASE}/paginate`, { token: approver, query: { ...query, after: first.next } })).body.data;
    expect(second.list.map((r: Row) => r.title)).not.toContain("Keyset late");
    expect(second.list.map((r: Row) => r.id)).not.toEqual(expect.arrayContaining(first.list.map((r: Row) => r.id)));
  });

  it("refuses a cursor it did not make and a cursor with a sort (422 on after)", async () => {
    for (const after of [
      "nonsense",
      Buffer.from(JSON.stringify([1])).toString("base64url"),
      Buffer.from('{"a":1}').toString("base64url"),
    ]) {
      const res = await t.get(`${BASE}/paginate`, { token: approver, query: { after } });
      expect(res.status, after).toBe(422);
      expect(res.body.data.errors).toHaveProperty("after");
    }
    const first = (await t.get(`${BASE}/paginate`, { token: approver, query: { page_size: 1 } })).body.data;
    const sorted = await t.get(`${BASE}/paginate`, { token: approver, query: { after: first.next, sort: "title" } });
    expect(sorted.status).toBe(422);
    expect(sorted.body.data.errors).toHaveProperty("after");
  });
});

describe("reading without the write key", () => {
  it("the approver (the route, not its key) reads one record but writes nothing", async () => {
    const [row] = await t.sql<{ id: number }>("select id from sign_banners order by id limit 1");
    const shown = await t.get(`${BASE}/show/${row.id}`, { token: approver });
    expect(shown.status).toBe(200);
    expect(shown.body.data.id).toBe(row.id);
    expect((await t.post(`${BASE}/delete`, { id: row.id }, { token: approver })).status).toBe(403);
    expect((await t.sql("select 1 from sign_banners where id = $1", [row.id])).length).toBe(1);
  });
});

describe("hard delete", () => {
  it("deletes for good with the key, keeps an audit row of what was deleted, and is then 404", async () => {
    const created = (await t.post(`${BASE}/create`, banner("Delete me", 4), { token: admin })).body.data as Row;
    const stale = await t.post(`${BASE}/delete`, { id: created.id, version: created.version + 1 }, { token: admin });
    expect(stale.status).toBe(409);
    expect((await t.sql("select 1 from sign_banners where id = $1", [created.id])).length).toBe(1);

    const res = await t.post(`${BASE}/delete`, { id: created.id, version: created.version }, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ id: created.id, deleted: true });
    expect((await t.sql("select 1 from sign_banners where id = $1", [created.id])).length).toBe(0);
    expect((await t.get(`${BASE}/show/${created.id}`, { token: admin })).status).toBe(404);
    expect((await t.post(`${BASE}/delete`, { id: created.id }, { token: admin })).status).toBe(404);

    // the change log still tells who deleted it and what it was
    const log = await t.get("/api/resource/sign/banner/config_log/paginate", {
      token: approver,
      query: { entity: "sign_banner", entity_id: created.id },
    });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const actions = (log.body.data.list as { action: string }[]).map((r) => r.action);
    expect(actions).toEqual(["delete", "create"]);
    const [audit] = await t.sql<{ actor_name: string; before: { title: string } }>(
      "select actor_name, before from audit_log where entity = 'sign_banner' and entity_id = $1 and action = 'delete'",
      [String(created.id)],
    );
    expect(audit).toMatchObject({ actor_name: "Ada Admin", before: { title: "Delete me" } });
  });
});
