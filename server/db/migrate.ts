import { log } from "../log";
import type { Db } from "./client";
import { MIGRATIONS } from "./migrations/index";
import { seed } from "./seed";
import { builtSeedKey, envConsoleUrl, relinkSeededMails, seedIsCurrent, seedKeyFor } from "./seed-state";

// Applies each migration once, in order, each in its own transaction. Instances of the API starting
// together against one PostgreSQL take turns on one lock held for the whole run — creating the
// bookkeeping table, the migrations and the seed — so the schema is built once and the demo data
// written once; an instance that finds another at work waits, and goes on (and reports ready)
// only once the schema is in place.
const SCHEMA_LOCK = 727001;

export async function migrate(db: Db): Promise<string[]> {
  return db.exclusive(SCHEMA_LOCK, () => applyMigrations(db), waiting);
}

/** Migrations, then (with `withSeed`) the idempotent seed, under the one lock: what the API does at start. */
export async function prepareDatabase(
  db: Db,
  withSeed: boolean,
  {
    consoleUrl = envConsoleUrl(),
    seedKey = seedKeyFor(builtSeedKey()),
    force = false,
  }: { consoleUrl?: string; seedKey?: string; force?: boolean } = {},
): Promise<string[]> {
  return db.exclusive(
    SCHEMA_LOCK,
    async () => {
      const applied = await applyMigrations(db);
      // the seeded template was made for the build's console address; mails the seed wrote
      // for another address link to this one before the seed decides whether to run again
      if (withSeed) await relinkSeededMails(db, consoleUrl);
      // skipped when this build's seed already ran today (seed-state.ts); `force`: the CLI's `seed`
      if (withSeed && (force || !seedKey || !(await seedIsCurrent(db, seedKey)))) await seed(db, { key: seedKey, consoleUrl });
      return applied;
    },
    waiting,
  );
}

const waiting = () => log("info", "waiting for another instance to finish migrating the database");

async function applyMigrations(db: Db): Promise<string[]> {
  await db.exec("create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())");
  const done = new Set((await db.query<{ name: string }>("select name from schema_migrations")).map((r) => r.name));
  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.name)) continue;
    await db.tx(async (q) => {
      for (const stmt of splitSql(m.sql)) await q.query(stmt);
      await q.query("insert into schema_migrations (name) values ($1)", [m.name]);
    });
    applied.push(m.name);
  }
  // Migrations load data in bulk (migration 080: 100,000 customers). Until a table is analyzed the
  // planner guesses its size, and guessed wrong it scanned every customer to answer "is there a
  // newer page?" (20 ms a list page instead of 0.3). PGlite has no autovacuum to analyze later, and
  // PostgreSQL's would only get there after a while: analyze now, once per run that changed the schema
  // (the build's PGlite template carries the statistics to every fresh DATA_DIR).
  if (applied.length) await db.exec("analyze");
  return applied;
}

export function splitSql(sql: string): string[] {
  // a function body ($fn$ … $fn$) holds semicolons of its own: cut only outside dollar quotes
  const parts: string[] = [];
  let from = 0;
  let quote: string | null = null;
  const token = /\$[A-Za-z_]*\$|;\s*(?:\n|$)/g;
  for (let m = token.exec(sql); m; m = token.exec(sql)) {
    if (m[0].startsWith("$")) quote = quote === null ? m[0] : quote === m[0] ? null : quote;
    else if (quote === null) {
      parts.push(sql.slice(from, m.index));
      from = m.index + m[0].length;
    }
    if (m[0].length === 0) token.lastIndex++;
  }
  parts.push(sql.slice(from));
  return parts.map((s) => s.replace(/^\s*--.*$/gm, "").trim()).filter(Boolean);
}
