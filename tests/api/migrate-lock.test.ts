// Instances starting together against one PostgreSQL (issue 8 scale-out): the lock must cover the
// whole run — the bookkeeping table, every migration and the seed — so that both finish without an
// error, each migration is applied once, the demo data is written once, and neither returns before
// the schema is complete. Two connection pools in this process stand for the two instances.
import { afterAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../../server/db/client";
import { prepareDatabase } from "../../server/db/migrate";
import { MIGRATIONS } from "../../server/db/migrations/index";
import { resetSchema } from "../support/postgres.mjs";

const url = process.env.DATABASE_URL;
const dbs: Db[] = [];

afterAll(async () => {
  for (const d of dbs) await d.close();
});

describe.skipIf(!url)("migrations and seed of instances starting together", () => {
  it.each([1, 2, 3])("round %i: both succeed, and see the whole schema and the seed written once", async () => {
    await resetSchema(url!);
    const [a, b] = [await openDb({ databaseUrl: url }), await openDb({ databaseUrl: url })];
    dbs.push(a, b);
    const seen = await Promise.all(
      [a, b].map(async (db) => {
        const applied = await prepareDatabase(db, true);
        // what this instance finds the moment it would report ready
        const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from schema_migrations");
        const [{ users }] = await db.query<{ users: number }>("select count(*)::int as users from users");
        return { applied, n, users };
      }),
    );
    // every migration applied once in all, by one instance or the other
    const names = MIGRATIONS.map((m) => m.name).sort();
    expect([...seen[0].applied, ...seen[1].applied].sort()).toEqual(names);
    for (const s of seen) expect(s).toMatchObject({ n: names.length, users: 4 });
    const [{ roles }] = await a.query<{ roles: number }>("select count(*)::int as roles from roles");
    expect(roles).toBe(4);
  });
});
