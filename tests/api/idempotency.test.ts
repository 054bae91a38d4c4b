// A create retried with the same Idempotency-Key (the console resends a save whose answer it never
// got) is applied once: one record, one audit row, and the retry gets the first answer back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IncomingMessage } from "node:http";
import { idempotency } from "../../server/http/idempotency";
import type { AuthedUser } from "../../server/http/router";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

// each in its own year: two enabled rates of a site and currency may not overlap
const rate = (remark: string, year: number) => ({
  site: "glb",
  currency: "NOK",
  rate: 11.7,
  float_percent: 0,
  start_at: `${year}-01-01T08:00:00Z`,
  end_at: `${year}-02-01T07:59:59Z`,
  remark,
});
const count = async (remark: string) => {
  const [records] = await t.sql<{ n: number }>("select count(*)::int as n from exchange_rates where remark = $1", [remark]);
  const [logs] = await t.sql<{ n: number }>(
    "select count(*)::int as n from audit_log where entity = 'exchange_rate' and after->>'remark' = $1",
    [remark],
  );
  return { records: records.n, logs: logs.n };
};

describe("Idempotency-Key", () => {
  it("applies a create once and answers the retry with the first result", async () => {
    const token = await t.token("admin");
    const headers = { "idempotency-key": "save-0001-aaaa" };
    const first = await t.post("/api/config/exchange-rate/create", rate("idem-1", 2033), { token, headers });
    expect(first.status).toBe(200);
    const again = await t.post("/api/config/exchange-rate/create", rate("idem-1", 2033), { token, headers });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replay")).toBe("true");
    expect(again.body).toEqual({ code: 200, message: "success", data: first.body.data });
    expect(await count("idem-1")).toEqual({ records: 1, logs: 1 });
  });

  it("without a key, or with another key, a second create is a second record", async () => {
    const token = await t.token("admin");
    await t.post("/api/config/exchange-rate/create", rate("idem-2", 2034), { token });
    await t.post("/api/config/exchange-rate/create", rate("idem-2", 2035), { token, headers: { "idempotency-key": "save-0002-bbbb" } });
    expect(await count("idem-2")).toEqual({ records: 2, logs: 2 });
  });

  it("races: two saves with one key at the same moment still make one record", async () => {
    const token = await t.token("admin");
    const headers = { "idempotency-key": "save-0003-cccc" };
    const results = await Promise.all(
      [1, 2, 3].map(() => t.post("/api/config/exchange-rate/create", rate("idem-3", 2036), { token, headers })),
    );
    for (const r of results) expect([200, 409], r.body.message).toContain(r.status);
    expect(results.some((r) => r.status === 200)).toBe(true);
    expect(await count("idem-3")).toEqual({ records: 1, logs: 1 });
  });

  it("keys are per user, refused when malformed, and not reusable for another endpoint", async () => {
    const admin = await t.token("admin");
    const headers = { "idempotency-key": "save-0004-dddd" };
    await t.post("/api/config/exchange-rate/create", rate("idem-4", 2037), { token: admin, headers });
    // another endpoint with the same key
    const other = await t.post(
      "/api/config/benchmark-rate/create",
      { currency: "NOK", rate: 10.9, effective_date: "2001-02-03", source: "manual" },
      { token: admin, headers },
    );
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    const bad = await t.post("/api/config/exchange-rate/create", rate("idem-5", 2038), {
      token: admin,
      headers: { "idempotency-key": "x y" },
    });
    expect(bad.status).toBe(422);
    expect(await count("idem-5")).toEqual({ records: 0, logs: 0 });
  });

  it("two users sending the same key each get their own write and never the other's answer", async () => {
    // a second person with the same grants as admin: only the user differs between the two saves
    const [{ id: roleId }] = await t.sql<{ id: number }>("select role_id as id from users where username = 'admin'");
    await t.sql("insert into users (username, display_name, role_id) values ('admin-two', 'Abe Admin', $1)", [roleId]);
    const ada = await t.token("admin");
    const abe = await t.token("admin-two");
    const headers = { "idempotency-key": "shared-key-0007" };
    const first = await t.post("/api/config/exchange-rate/create", rate("idem-7-ada", 2041), { token: ada, headers });
    expect(first.status).toBe(200);
    const second = await t.post("/api/config/exchange-rate/create", rate("idem-7-abe", 2042), { token: abe, headers });
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replay")).toBeNull();
    expect(second.body.data.remark).toBe("idem-7-abe");
    expect(second.body.data.id).not.toBe(first.body.data.id);
    expect(await count("idem-7-ada")).toEqual({ records: 1, logs: 1 });
    expect(await count("idem-7-abe")).toEqual({ records: 1, logs: 1 });
    // each one's retry is answered with their own first result
    const adaAgain = await t.post("/api/config/exchange-rate/create", rate("idem-7-ada", 2041), { token: ada, headers });
    const abeAgain = await t.post("/api/config/exchange-rate/create", rate("idem-7-abe", 2042), { token: abe, headers });
    expect(adaAgain.headers.get("idempotent-replay")).toBe("true");
    expect(adaAgain.body.data.remark).toBe("idem-7-ada");
    expect(abeAgain.headers.get("idempotent-replay")).toBe("true");
    expect(abeAgain.body.data.remark).toBe("idem-7-abe");
    const [rows] = await t.sql<{ n: number }>("select count(*)::int as n from idempotency_keys where key = 'shared-key-0007'");
    expect(rows.n).toBe(2);
  });

  it("a refused write claims nothing: fixed and sent again with the same key, it is applied", async () => {
    const token = await t.token("admin");
    const headers = { "idempotency-key": "save-0006-ffff" };
    const refused = await t.post(
      "/api/config/exchange-rate/create",
      { ...rate("idem-6", 2039), end_at: "2039-01-01T00:00:00Z" },
      { token, headers },
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const fixed = await t.post("/api/config/exchange-rate/create", rate("idem-6", 2039), { token, headers });
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get("idempotent-replay")).toBeNull();
    expect(await count("idem-6")).toEqual({ records: 1, logs: 1 });
  });

  it("a key is kept a day: after that the same key applies a new write", async () => {
    const token = await t.token("admin");
    const headers = { "idempotency-key": "save-0009-iiii" };
    expect((await t.post("/api/config/exchange-rate/create", rate("idem-9", 2043), { token, headers })).status).toBe(200);
    await t.sql("update idempotency_keys set created_at = now() - interval '25 hours' where key = 'save-0009-iiii'");
    const later = await t.post("/api/config/exchange-rate/create", rate("idem-9", 2044), { token, headers });
    expect(later.status, later.body.message).toBe(200);
    expect(later.headers.get("idempotent-replay")).toBeNull();
    expect(await count("idem-9")).toEqual({ records: 2, logs: 2 });
    const [row] = await t.sql<{ n: number; fresh: boolean }>(
      "select count(*)::int as n, bool_and(created_at > now() - interval '1 hour') as fresh from idempotency_keys where key = 'save-0009-iiii'",
    );
    expect(row).toEqual({ n: 1, fresh: true });
    // a day less a minute is still the same save
    await t.sql("update idempotency_keys set created_at = now() - interval '23 hours 59 minutes' where key = 'save-0009-iiii'");
    expect(
      (await t.post("/api/config/exchange-rate/create", rate("idem-9", 2044), { token, headers })).headers.get("idempotent-replay"),
    ).toBe("true");
  });

  it("only a signed-in POST uses the key: a GET or the sign-in call ignores even a malformed one", async () => {
    const token = await t.token("admin");
    const read = await t.get("/api/config/currencies", { token, headers: { "idempotency-key": "x y" } });
    expect(read.status).toBe(200);
    const login = await t.post("/api/auth/login", { sso_token: "a.b.c" }, { headers: { "idempotency-key": "x y" } });
    expect(login.body.message).not.toMatch(/Idempotency-Key/);
    expect(login.status).not.toBe(422);
  });

  it("a write with several audit rows claims its key once, and its answer is replayed", async () => {
    const [u] = await t.sql<{ id: number }>("select id from users where username = 'admin'");
    const user = { id: u.id, username: "admin", name: "Ada Admin", role: "admin", permissions: new Set<string>() } as AuthedUser;
    const req = { method: "POST", headers: { "idempotency-key": "multi-0010-jjjj" } } as unknown as IncomingMessage;
    const once = idempotency(t.api.db, req, user, "POST /api/x", "req-a");
    expect(await once.replay()).toBeUndefined();
    await t.api.db.tx(async (q) => {
      await once.claim(q);
      await once.claim(q);
    });
    await once.remember({ saved: 2 });
    const again = idempotency(t.api.db, req, user, "POST /api/x", "req-b");
    expect(await again.replay()).toEqual({ data: { saved: 2 } });
    const [rows] = await t.sql<{ n: number }>("select count(*)::int as n from idempotency_keys where key = 'multi-0010-jjjj'");
    expect(rows.n).toBe(1);
  });
});
