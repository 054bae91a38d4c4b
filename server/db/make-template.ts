import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { openDb, type Db } from "./client";
import { migrate } from "./migrate";
import { MIGRATIONS } from "./migrations/index";
import { seed } from "./seed";
import { envConsoleUrl } from "./seed-state";
import { JobQueue } from "../jobs/queue";
import { JOB_KINDS } from "../jobs/registry";
import { currentSeededTemplate, readStamp, seededTemplateDir, type SeededStamp } from "./template";

// Makes the PGlite data directories a fresh DATA_DIR starts from (see template.ts): initdb and the
// migrations; and a copy of that with the seed run on it, good for the day it was made.
// `<target>.json` records what each was made from; a build with the same PGlite, migrations and
// job queue keeps the plain one instead of paying initdb again.

/**
 * What a template depends on: the PGlite (PostgreSQL) version, the migrations' names and SQL, and
 * the job queue it installs (pg-boss's version, the kinds' names).
 */
export function templateKey(
  migrations: { name: string; sql: string }[] = MIGRATIONS,
  pglite = packageVersion("@electric-sql/pglite"),
  jobs = { pgBoss: packageVersion("pg-boss"), kinds: JOB_KINDS.map((k) => k.name) },
): string {
  // how the template is made: bump it when migrate() changes what it leaves (2: planner statistics,
  // 3: no spare WAL segments, 4: the job queue installed, 5: only the checkpoint's WAL, sparse,
  // 6: no template0/template1, wal_init_zero off)
  const recipe = 6;
  return crypto.createHash("sha256").update(JSON.stringify({ pglite, migrations, recipe, jobs })).digest("hex");
}

export async function makeTemplate(target: string): Promise<"made" | "up to date"> {
  const key = templateKey();
  const stamp = `${target}.json`;
  if (readStamp(stamp)?.key === key && fs.existsSync(path.join(target, "PG_VERSION"))) return "up to date";
  await writeDataDir(target, async (db) => {
    await migrate(db);
    await JobQueue.install(db, JOB_KINDS);
    // initdb's template0 and template1 (14 MB of every fresh start's copy) serve only CREATE
    // DATABASE, which the embedded database, one database in one process, never runs
    for (const name of ["template0", "template1"]) {
      await db.query(`alter database ${name} is_template false`);
      await db.query(`drop database ${name}`);
    }
    // a new log segment is made by writing its last byte, not 16 MB of zeros: PostgreSQL makes the
    // next one at every open of a copy, which was a sixth of a fresh start's writes
    await db.query("alter system set wal_init_zero = off");
  });
  const record = { key, pglite: packageVersion("@electric-sql/pglite"), migrations: MIGRATIONS.map((m) => m.name) };
  fs.writeFileSync(stamp, JSON.stringify(record, null, 2) + "\n");
  return "made";
}

/**
 * The seeded template (template.ts): a copy of the plain one with the seed run on it, stamped with
 * the seed's key and the US West day it ran on. Kept while the plain template, the seed and the day
 * are the same; made again otherwise, so `npm start` (which builds first) always finds one of today.
 */
export async function makeSeededTemplate(
  plain: string,
  seedKey: string,
  now = new Date(),
  consoleUrl = envConsoleUrl(),
): Promise<"made" | "up to date"> {
  const plainKey = readStamp(`${plain}.json`)?.key;
  if (!plainKey) throw new Error(`no current template to seed at ${plain}`);
  const key = crypto
    .createHash("sha256")
    .update(JSON.stringify({ plainKey, seedKey, analyzed: true }))
    .digest("hex");
  const target = seededTemplateDir(plain);
  const stamp = `${target}.json`;
  if (readStamp(stamp)?.key === key && currentSeededTemplate(plain, seedKey, now)) return "up to date";
  let day = "";
  await writeDataDir(
    target,
    async (db) => {
      await seed(db, { key: seedKey, consoleUrl });
      // PGlite has no autovacuum: without this every fresh start plans the demo data's queries
      // with the empty tables' guesses (the migrations' analyze ran before the seed wrote them)
      await db.exec("analyze");
      [{ day }] = await db.query<{ day: string }>("select seeded_day::text as day from seed_state");
    },
    plain,
  );
  const record: SeededStamp = { key, seedKey, day };
  fs.writeFileSync(stamp, JSON.stringify(record, null, 2) + "\n");
  return "made";
}

/**
 * Makes `target` a PGlite data directory that `fill` wrote into (starting from a copy of `from`, or
 * from initdb), shut down cleanly so that a copy opens without recovery. The old one goes first: a
 * build that fails leaves none (a fresh start then does without), never one that does not match.
 */
async function writeDataDir(target: string, fill: (db: Db) => Promise<void>, from?: string) {
  fs.rmSync(`${target}.json`, { force: true });
  fs.rmSync(target, { recursive: true, force: true });
  // and what a killed build left half made
  const parent = path.dirname(target);
  for (const name of fs.existsSync(parent) ? fs.readdirSync(parent) : []) {
    if (name.startsWith(`${path.basename(target)}.work-`)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  const work = `${target}.work-${process.pid}`;
  try {
    if (from) fs.cpSync(from, path.join(work, "pgdata"), { recursive: true });
    const db = await openDb({ dataDir: work, role: "build" });
    try {
      await fill(db);
    } finally {
      await db.close();
    }
    keepCheckpointWal(path.join(work, "pgdata"));
    fs.renameSync(path.join(work, "pgdata"), target);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The write-ahead log a cleanly shut down copy needs: only the shut-down checkpoint's record (its
 * page and the next, which a record near a page's end runs into) and the first page of a segment
 * holding them, which PostgreSQL reads to check the segment's header. The rest, 16 MB segments of
 * old records and spare ones kept for reuse, was most of the template and of every fresh start's
 * copy. What is kept is written as a sparse file of the segment's full size (template.ts copies
 * it sparsely): PostgreSQL reads the holes as zeros, the end of the log, and writes on from there.
 */
export function keepCheckpointWal(pgdata: string) {
  const control = fs.readFileSync(path.join(pgdata, "global", "pg_control"));
  // ControlFileData: state (int32) at 16, checkPoint (XLogRecPtr) at 32
  if (control.readInt32LE(16) !== DB_SHUTDOWNED) throw new Error(`${pgdata} was not shut down cleanly`);
  const checkpoint = control.readBigUInt64LE(32);
  const dir = path.join(pgdata, "pg_wal");
  const segments = fs.readdirSync(dir).filter((name) => /^[0-9A-F]{24}$/.test(name));
  const segmentBytes = BigInt(fs.statSync(path.join(dir, segments[0])).size);
  const keep = new Map<string, Set<bigint>>(); // segment file → offsets of pages kept
  for (const at of [checkpoint, checkpoint + BigInt(WAL_PAGE)]) {
    const name = walFileName(segments[0].slice(0, 8), at / segmentBytes, segmentBytes);
    const page = ((at % segmentBytes) / BigInt(WAL_PAGE)) * BigInt(WAL_PAGE);
    keep.set(name, new Set([...(keep.get(name) ?? []), 0n, page]));
  }
  for (const name of segments) {
    const file = path.join(dir, name);
    const pages = keep.get(name);
    if (!pages) {
      fs.rmSync(file);
      continue;
    }
    const kept = [...pages].map((offset) => [offset, readAt(file, Number(offset), WAL_PAGE)] as const);
    const fd = fs.openSync(file, "w");
    try {
      for (const [offset, bytes] of kept) fs.writeSync(fd, bytes, 0, bytes.length, Number(offset));
      fs.ftruncateSync(fd, Number(segmentBytes));
    } finally {
      fs.closeSync(fd);
    }
  }
}

const DB_SHUTDOWNED = 1;
const WAL_PAGE = 8192;

/** A segment's file name: timeline, then the segment number split at 4 GB of log ("log id"). */
function walFileName(timeline: string, segment: bigint, segmentBytes: bigint): string {
  const perLogId = 0x100000000n / segmentBytes;
  const hex = (n: bigint) => n.toString(16).toUpperCase().padStart(8, "0");
  return timeline + hex(segment / perLogId) + hex(segment % perLogId);
}

function readAt(file: string, offset: number, length: number): Buffer {
  const fd = fs.openSync(file, "r");
  try {
    const buf = Buffer.alloc(length);
    const n = fs.readSync(fd, buf, 0, length, offset);
    return buf.subarray(0, n);
  } finally {
    fs.closeSync(fd);
  }
}

function packageVersion(name: string): string {
  // packages need not export their package.json: walk up from the entry point
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  for (;;) {
    const file = path.join(dir, "package.json");
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (pkg.name === name && pkg.version) return pkg.version;
    }
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`cannot find ${name}'s package.json`);
    dir = up;
  }
}
