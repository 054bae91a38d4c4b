import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATEMENTS_MAX, preparedQueries } from "../../server/db/pglite-statements";

// The embedded engine's prepared statements answer exactly as PGlite's own query does, and a
// failure, a changed table or a full cache never leaves the session unusable.
let pg: PGlite;
let query: Awaited<ReturnType<typeof preparedQueries>>;

beforeAll(async () => {
  pg = new PGlite();
  await pg.waitReady;
  query = await preparedQueries(pg);
  await pg.exec(`create table t (id serial primary key, name text unique not null, price numeric(12,2), at timestamptz, tags text[], doc jsonb, n int8);
    insert into t (name, price, at, tags, doc, n) values ('a', 12.50, '2026-03-08 10:00:00+00', '{x,y}', '{"k": 1}', 9007199254740991), ('b', null, null, null, null, null);`);
}, 60_000);
afterAll(() => pg.close());

describe("prepared statements on PGlite", () => {
  it("answer rows with the same values and types as PGlite's query, parameters included", async () => {
    const sql = "select id, name, price, at, tags, doc, n from t where name = any($1::text[]) or price > $2 order by id";
    await query(sql, [["a", "b"], 100]);
    const ours = await query<Record<string, unknown>>(sql, [["a", "b"], 100]);
    expect(ours).toEqual([
      { id: 1, name: "a", price: "12.50", at: new Date("2026-03-08T10:00:00Z"), tags: ["x", "y"], doc: { k: 1 }, n: 9007199254740991 },
      { id: 2, name: "b", price: null, at: null, tags: null, doc: null, n: null },
    ]);
    expect(ours).toEqual((await pg.query(sql, [["a", "b"], 100])).rows);
    // the second call runs the kept statement: same answer, other parameters honoured
    expect(await query(sql, [["b"], 100])).toEqual([expect.objectContaining({ id: 2 })]);
    for (const _ of [1, 2])
      expect(await query("select $1::jsonb as j, $2::date as d", [{ a: [1, "2"] }, "2026-11-01"])).toEqual([
        { j: { a: [1, "2"] }, d: new Date("2026-11-01T00:00:00Z") },
      ]);
  });

  it("writes and returns, and a failing statement throws its SQL state and leaves the session usable", async () => {
    expect(await query("insert into t (name) values ($1) returning id, name", ["c"])).toEqual([{ id: 3, name: "c" }]);
    expect(await query("insert into t (name) values ($1) returning id, name", ["d"])).toEqual([{ id: 4, name: "d" }]);
    await expect(query("insert into t (name) values ($1) returning id, name", ["c"])).rejects.toMatchObject({ code: "23505" });
    await expect(query("selec 1")).rejects.toMatchObject({ code: "42601" });
    await expect(query("selec 1")).rejects.toMatchObject({ code: "42601" });
    // not kept: the same text fails the same way again, and the session still answers
    await expect(query("selec 1")).rejects.toMatchObject({ code: "42601" });
    expect(await query("select $1::int as v", ["7"])).toEqual([{ v: 7 }]);
    await expect(query("select $1::int as v", ["not a number"])).rejects.toMatchObject({ code: "22P02" });
    for (const _ of [1, 2]) expect(await query("select count(*)::int as n from t")).toEqual([{ n: 4 }]);
    // no transaction was left open by the failures
    expect(pg.isInTransaction()).toBe(false);
  });

  it("follows a table that changed shape after its statement was kept", async () => {
    await pg.exec("create table shape (id int)");
    await pg.exec("insert into shape values (1)");
    expect(await query("select * from shape")).toEqual([{ id: 1 }]);
    expect(await query("select * from shape")).toEqual([{ id: 1 }]);
    await pg.exec("alter table shape add column label text default 'x'");
    expect(await query("select * from shape")).toEqual([{ id: 1, label: "x" }]);
  });

  it("keeps answering right past the most statements it keeps", async () => {
    const first = await query("select $1::int + 0 as v", [1]);
    // each text twice: the second run is the one that keeps it
    for (let i = 1; i <= STATEMENTS_MAX + 10; i++) {
      for (const _ of [1, 2]) expect(await query(`select $1::int + ${i} as v`, [1])).toEqual([{ v: 1 + i }]);
    }
    expect(await query("select $1::int + 0 as v", [1])).toEqual(first);
    const open = await pg.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements");
    expect(open.rows[0].n).toBeLessThanOrEqual(STATEMENTS_MAX);
  }, 60_000);

  it("waits for a transaction in progress instead of running inside it", async () => {
    const sql = "select count(*)::int as n from t where name = 'in-tx'";
    await query(sql); // kept from here on
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = pg.transaction(async (t) => {
      await t.query("insert into t (name) values ('in-tx')");
      await held;
      await t.rollback();
    });
    await new Promise((r) => setTimeout(r, 20));
    const read = query<{ n: number }>(sql);
    release();
    await tx;
    // the rolled-back row was never visible to the read, which ran after the transaction ended
    expect(await read).toEqual([{ n: 0 }]);
  });
});
