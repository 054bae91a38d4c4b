// System management → customer-list: the storefronts' customers, read-only, keyset paging over
// the 100,000 generated in migration 080 (customer n registered 2022-01-01 00:00 UTC + n × 15 min).
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

const list = (query: Record<string, string | number | undefined>, token = admin) => t.get("/api/config/customers", { token, query });
const ids = (res: { body: { data: { list: { id: number }[] } } }) => res.body.data.list.map((c) => c.id);
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

describe("customer list", () => {
  it("holds the 100,000 demo customers and lists the newest first, 20 a page", async () => {
    expect((await t.sql<{ n: number }>("select count(*)::int as n from customers"))[0].n).toBe(100000);
    // mailboxes as people have them: lower-case ASCII, no accents
    expect((await t.sql<{ n: number }>("select count(*)::int as n from customers where email !~ '^[a-z0-9.]+@[a-z0-9.]+$'"))[0].n).toBe(0);
    const res = await list({});
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(range(100000, 99981));
    expect(res.body.data.next).toBe(99981);
    expect(res.body.data.prev).toBeNull();
    expect(res.body.data).not.toHaveProperty("total");
  });

  it("answers a page without reading the whole table: the planner knows the table's size", async () => {
    // statistics from the migration run (PGlite has no autovacuum to gather them later)
    expect((await t.sql<{ n: number }>("select reltuples::int as n from pg_class where relname = 'customers'"))[0].n).toBeGreaterThan(
      90_000,
    );
    // the first page asks whether a newer customer exists: one index probe, not a scan of 100,000
    const plan = (await t.sql<Record<string, string>>("explain select 1 from customers where id > 100000 limit 1"))
      .map((r) => Object.values(r)[0])
      .join("\n");
    expect(plan).toMatch(/Index/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it("pages by cursor to the 5,000th page and back, rows in order", async () => {
    // the 5,000th page of 20 starts after the 4,999 × 20 = 99,980 newest: ids 20 … 1
    const deep = await list({ after: 21 });
    expect(ids(deep)).toEqual(range(20, 1));
    expect(deep.body.data.next).toBeNull();
    expect(deep.body.data.prev).toBe(20);
    const back = await list({ before: 20 });
    expect(ids(back)).toEqual(range(40, 21));
    expect(back.body.data.next).toBe(21);
    const middle = await list({ after: 50001, page_size: 50 });
    expect(ids(middle)).toEqual(range(50000, 49951));
  });

  it("serves a deep page from an index, never a scan of the table", async () => {
    if (t.dbKind !== "postgres") return;
    await t.sql("analyze customers");
    const plan = (await t.sql<{ "QUERY PLAN": string }>("explain select id from customers where id < 21 order by id desc limit 20"))
      .map((r) => r["QUERY PLAN"])
      .join("\n");
    expect(plan).toMatch(/Index (Only )?Scan Backward using customers_pkey/);
    const site = (
      await t.sql<{ "QUERY PLAN": string }>(
        "explain select id from customers where site_abbr = 'de' and id < 500 order by id desc limit 20",
      )
    )
      .map((r) => r["QUERY PLAN"])
      .join("\n");
    expect(site).toMatch(/Index (Only )?Scan/);
    expect(site).not.toMatch(/Seq Scan/);
  });

  it("finds by email prefix whatever the case, and % is no wildcard", async () => {
    const res = await list({ email: "GIULIA.ROSSI0@" });
    expect(res.status).toBe(200);
    expect(res.body.data.list.length).toBeGreaterThan(0);
    for (const c of res.body.data.list) expect(c.email.startsWith("giulia.rossi0@")).toBe(true);
    expect(ids(await list({ email: "%" }))).toEqual([]);
    expect(ids(await list({ email: "iulia.rossi0@" }))).toEqual([]);
  });

  it("finds by id, by site, by registration days in US West", async () => {
    const one = await list({ id: 4242 });
    expect(ids(one)).toEqual([4242]);
    const de = await list({ site: "de", after: 100 });
    // site de is every id ≡ 6 (mod 12)
    expect(ids(de)).toEqual([90, 78, 66, 54, 42, 30, 18, 6]);
    // 2022-01-01 in Los Angeles is 08:00 UTC Jan 1 to 08:00 UTC Jan 2: ids 32 … 127 (n × 15 min)
    const day = await list({ registered_from: "2022-01-01", registered_to: "2022-01-01", page_size: 100 });
    expect(ids(day)).toEqual(range(127, 32));
    expect(day.body.data.next).toBeNull();
  });

  it("refuses bad input with the limits stated", async () => {
    for (const query of [
      { page_size: 30 },
      { page_size: 101 },
      { id: 0 },
      { id: "x" },
      { site: "moon" },
      { registered_from: "2022-13-01" },
      { after: 5, before: 9 },
      { email: "a".repeat(255) },
      { nope: 1 },
    ]) {
      const res = await list(query as never);
      expect(res.status, JSON.stringify(query)).toBe(422);
    }
    const order = await list({ registered_from: "2023-02-01", registered_to: "2023-01-31" });
    expect(order.status).toBe(422);
    expect(JSON.stringify(order.body)).toContain("registered_to");
    expect((await list({ email: "a".repeat(254) })).status).toBe(200);
  });

  it("is open to roles with the route, refused to others and to no one signed in", async () => {
    expect((await list({}, viewer)).status).toBe(200);
    expect((await list({}, operator)).status).toBe(403);
    expect((await t.get("/api/config/customers")).status).toBe(401);
  });
});

describe("customer detail", () => {
  it("shows the customer with addresses, default first, and orders count", async () => {
    // 10: a default address (10 mod 3 ≠ 0) and a second (10 mod 5 = 0)
    const res = await t.get("/api/config/customer/10", { token: viewer });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 10, site: "glb", language: "ar", orders_count: 0 });
    expect(res.body.data.addresses.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [19, true],
      [20, false],
    ]);
    // 3: no address
    expect((await t.get("/api/config/customer/3", { token: viewer })).body.data.addresses).toEqual([]);
    // 2: (2 × 37) mod 23 = 5 orders
    expect((await t.get("/api/config/customer/2", { token: viewer })).body.data.orders_count).toBe(5);
  });

  it("answers 404 for a customer that is not there, 422 for a bad id, 403 without the route", async () => {
    expect((await t.get("/api/config/customer/100001", { token: admin })).status).toBe(404);
    expect((await t.get("/api/config/customer/abc", { token: admin })).status).toBe(422);
    expect((await t.get("/api/config/customer/10", { token: operator })).status).toBe(403);
  });
});
