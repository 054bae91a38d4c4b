import type { Db } from "./client";
import { MIGRATIONS } from "./migrations/index";

// Applies each migration once, in order, each in its own transaction. The advisory lock keeps two
// processes starting together against one PostgreSQL from racing.
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    "create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())",
  );
  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    const done = await db.tx(async (q) => {
      await q.query("select pg_advisory_xact_lock(727001)");
      const seen = await q.query("select 1 from schema_migrations where name = $1", [m.name]);
      if (seen.length) return false;
      for (const stmt of splitSql(m.sql)) await q.query(stmt);
      await q.query("insert into schema_migrations (name) values ($1)", [m.name]);
      return true;
    });
    if (done) applied.push(m.name);
  }
  return applied;
}

function splitSql(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
}
