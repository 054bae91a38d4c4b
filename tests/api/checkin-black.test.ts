// System management → checkin-black-list: add (by customer id or email on the site), remove, log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let viewer: string;
let operator: string;

beforeAll(async () => {
  t = await startTestApi();
  [admin, viewer, operator] = await Promise.all([t.token("admin"), t.token("viewer"), t.token("operator")]);
});
afterAll(async () => {
  await t?.close();
});

const add = (body: Record<string, unknown>, token = admin) => t.post("/api/config/checkin-black/create", body, { token });
const remove = (id: number, token = admin) => t.post("/api/config/checkin-black/change-status", { id, status: "remove" }, { token });

describe("check-in blacklist", () => {
  it("lists the demo entries, active and removed", async () => {
    const res = await t.get("/api/config/checkin-blacks", { token: viewer });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((e: { active: boolean }) => e.active).sort()).toEqual([false, true, true, true]);
    const active = await t.get("/api/config/checkin-blacks", { token: viewer, query: { active: "false" } });
    expect(active.body.data.list).toHaveLength(1);
  });

  it("adds a customer by id and by email on the site, stamping who added it, with one audit row", async () => {
    // customer 4242 is on site ["us","us","ca",…][4242 mod 12 = 6] = de
    const byId = await add({ customer: "4242", site: "de", reason: "Bot check-ins" });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({ customer_id: 4242, site: "de", reason: "Bot check-ins", active: true, added_by: "Ada Admin" });
    const email = (await t.sql<{ email: string }>("select email from customers where id = 4243"))[0].email;
    // customer 4243 is on the Global site (4243 mod 12 = 7)
    const byEmail = await add({ customer: email.toUpperCase(), site: "glb", reason: "Shared account" });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.customer_id).toBe(4243);
    const logs = await t.get("/api/config/logs", { token: admin, query: { entity: "checkin_black", entity_id: byId.body.data.id } });
    expect(logs.body.data.list.map((l: { action: string }) => l.action)).toEqual(["create"]);
  });

  it("refuses a customer already active on that site (409), not on another site", async () => {
    expect((await add({ customer: "5000", site: "us", reason: "First" })).status).toBe(200);
    const dup = await add({ customer: "5000", site: "us", reason: "Again" });
    expect(dup.status).toBe(409);
    expect(dup.body.data.errors.customer).toEqual(["Customer 5000 is already on the check-in blacklist of the United States site"]);
    expect((await add({ customer: "5000", site: "ca", reason: "Other site" })).status).toBe(200);
  });

  it("refuses customers that do not exist and bad input, with the limits", async () => {
    expect((await add({ customer: "100001", site: "us", reason: "x" })).status).toBe(422);
    expect((await add({ customer: "nobody@example.com", site: "us", reason: "x" })).status).toBe(422);
    // an email exists only on its own site
    const email = (await t.sql<{ email: string }>("select email from customers where id = 4243"))[0].email;
    expect((await add({ customer: email, site: "au", reason: "x" })).status).toBe(422);
    expect((await add({ customer: "6000", site: "us", reason: "" })).status).toBe(422);
    expect((await add({ customer: "6000", site: "us", reason: "r".repeat(201) })).status).toBe(422);
    expect((await add({ customer: "6000", site: "moon", reason: "x" })).status).toBe(422);
    expect((await add({ customer: "", site: "us", reason: "x" })).status).toBe(422);
    expect((await add({ customer: "6000", site: "us", reason: "r".repeat(200) })).status).toBe(200);
  });

  it("removes once, keeps the row, a repeat is harmless, then the customer can be added again", async () => {
    const { id } = (await add({ customer: "7000", site: "uk", reason: "Abuse" })).body.data;
    const before = (await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = 'checkin_black'"))[0].n;
    const first = await remove(id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ active: false, added_by: "Ada Admin" });
    expect((await remove(id)).status).toBe(200);
    const after = (await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = 'checkin_black'"))[0].n;
    expect(after - before).toBe(1);
    expect((await add({ customer: "7000", site: "uk", reason: "Again" })).status).toBe(200);
    expect((await remove(999999)).status).toBe(404);
    expect((await t.post("/api/config/checkin-black/change-status", { id, status: "restore" }, { token: admin })).status).toBe(422);
  });

  it("lets only holders of the key write; viewers read; operators see nothing", async () => {
    expect((await add({ customer: "8000", site: "us", reason: "x" }, viewer)).status).toBe(403);
    expect((await remove(1, viewer)).status).toBe(403);
    expect((await t.get("/api/config/checkin-blacks", { token: operator })).status).toBe(403);
  });
});
