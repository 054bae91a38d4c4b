import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { openDb } from "./client";
import { migrate } from "./migrate";
import { MIGRATIONS } from "./migrations/index";

// Makes the PGlite data directory a fresh DATA_DIR starts from (see template.ts): initdb and the
// migrations, no seed — the seed writes rows that depend on the day it runs (30 days of benchmark
// rates up to today, exchange rates valid for this year, creation times), so it runs at first start.
// `<target>.json` records what the template was made from; a build with the same PGlite and the same
// migrations keeps it instead of paying initdb again.

/** What a template depends on: the PGlite (PostgreSQL) version and the migrations' names and SQL. */
export function templateKey(migrations: { name: string; sql: string }[] = MIGRATIONS, pglite = pgliteVersion()): string {
  // how the template is made: bump it when migrate() changes what it leaves (2: planner statistics, 3: no spare WAL segments)
  const recipe = 3;
  return crypto.createHash("sha256").update(JSON.stringify({ pglite, migrations, recipe })).digest("hex");
}

export async function makeTemplate(target: string): Promise<"made" | "up to date"> {
  const key = templateKey();
  const stamp = `${target}.json`;
  if (readKey(stamp) === key && fs.existsSync(path.join(target, "PG_VERSION"))) return "up to date";
  // the old one goes first: a build that fails below leaves no template (a fresh start runs
  // initdb, as without one), never one that does not match
  fs.rmSync(stamp, { force: true });
  fs.rmSync(target, { recursive: true, force: true });
  // and what a killed build left half made
  const parent = path.dirname(target);
  for (const name of fs.existsSync(parent) ? fs.readdirSync(parent) : []) {
    if (name.startsWith(`${path.basename(target)}.work-`)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  const work = `${target}.work-${process.pid}`;
  try {
    const db = await openDb({ dataDir: work, role: "build" });
    let segment: string;
    try {
      await migrate(db);
      [{ segment }] = await db.query<{ segment: string }>("select pg_walfile_name(pg_current_wal_insert_lsn()) as segment");
    } finally {
      await db.close(); // a clean shut-down: the copy opens without recovery
    }
    dropSpareWal(path.join(work, "pgdata", "pg_wal"), segment);
    fs.renameSync(path.join(work, "pgdata"), target);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  const record = { key, pglite: pgliteVersion(), migrations: MIGRATIONS.map((m) => m.name) };
  fs.writeFileSync(stamp, JSON.stringify(record, null, 2) + "\n");
  return "made";
}

/**
 * The write-ahead log's spare segments: PostgreSQL keeps old segments renamed ahead of the one it
 * writes in, to reuse (16 MB each, most of the template's size and of the copy every fresh start
 * makes). It makes new ones as it needs them, so those ahead of the segment in use at shut-down
 * are dropped, all but the next one, which the shut-down's own checkpoint record may have begun.
 */
function dropSpareWal(dir: string, inUse: string) {
  // names are fixed-width hex, so their order is the log's order
  const later = fs.readdirSync(dir).filter((name) => /^[0-9A-F]{24}$/.test(name) && name > inUse).sort();
  for (const name of later.slice(1)) fs.rmSync(path.join(dir, name));
}

function readKey(stamp: string): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(stamp, "utf8")) as { key?: string }).key;
  } catch {
    return undefined;
  }
}

function pgliteVersion(): string {
  // the package exports no package.json: walk up from its entry point
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  for (;;) {
    const file = path.join(dir, "package.json");
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "@electric-sql/pglite" && pkg.version) return pkg.version;
    }
    const up = path.dirname(dir);
    if (up === dir) throw new Error("cannot find @electric-sql/pglite's package.json");
    dir = up;
  }
}
