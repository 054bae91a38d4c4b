// One migrated database per run of the API project, that every test file's API starts from a copy
// of (initdb and the migrations cost ~10 s per file; migration 080 alone writes 100,000 customers).
// Made by the project's globalSetup (tests/api/global-setup.ts) and used by startTestApi
// (tests/api/helpers.ts):
// - PGlite: a dump of the migrated data directory (`dumpDataDir`) in a temporary file; each file's
//   in-memory PGlite loads it (`loadDataDir`) instead of running initdb and the migrations.
// - PostgreSQL: a template database `<db>_api_<run pid>_tpl`; each file gets its own database made
//   from it (`create database … template …`), dropped when the file's API closes, and every
//   database of the run is dropped at the end (those of a run that was killed, at the next run).
// The template holds the migrations and the demo seed (~2 s a file on PostgreSQL), recorded with the
// run's own seed key (`TEST_SEED_KEY`): a file's API started with that key skips the seed as a built
// API skips it on the day its seed ran (server/db/seed-state.ts); a run that crosses midnight in Los
// Angeles seeds the next day's rows again at the files' starts, as a server would. The seed's rows
// relative to now are as old as the run (minutes), which no test reads closer than a day.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDb } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { seed } from "../../server/db/seed";
import { envConsoleUrl } from "../../server/db/seed-state";
import { databaseName } from "./postgres.mjs";

export type ApiTemplate = { kind: "pglite"; file: string } | { kind: "postgres"; url: string; database: string; run: string };

/** The seed key the run's template records; startTestApi passes it to its API (tests/api/helpers.ts). */
export const TEST_SEED_KEY = "api-tests";

/** Migrations, then the seed for the default console address (a file that sets CONSOLE_URL gets its mails' links moved). */
async function migrateAndSeed(db: Awaited<ReturnType<typeof openDb>>) {
  await migrate(db);
  await seed(db, { key: TEST_SEED_KEY, consoleUrl: envConsoleUrl() });
  // statistics of the seeded tables, as the build's seeded template has (server/db/make-template.ts)
  await db.exec("analyze");
}

declare module "vitest" {
  export interface ProvidedContext {
    apiTemplate: ApiTemplate;
  }
}

/** Makes the run's template; returns it and how to remove it. */
export async function makeApiTemplate(databaseUrl: string | undefined): Promise<{ template: ApiTemplate; remove(): Promise<void> }> {
  return databaseUrl ? makePostgresTemplate(databaseUrl) : makePgliteTemplate();
}

async function makePgliteTemplate() {
  const db = await openDb({ memory: true });
  let dump: Blob;
  try {
    // old WAL segments are removed, not kept for reuse: the dump (copied once per test file)
    // holds the data and the WAL since the last checkpoint only (~90 MB instead of ~170 MB)
    await db.exec("set wal_recycle = off");
    await migrateAndSeed(db);
    // a loaded copy starts by replaying the WAL since the last checkpoint: make that nothing
    await db.exec("checkpoint");
    dump = await db.pglite!.dumpDataDir("none");
  } finally {
    await db.close();
  }
  const file = path.join(os.tmpdir(), `api-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return {
    template: { kind: "pglite", file } as ApiTemplate,
    async remove() {
      fs.rmSync(file, { force: true });
    },
  };
}

/** The migrated database a test file's in-memory PGlite starts from. */
export function pgliteTemplate(template: ApiTemplate & { kind: "pglite" }): Blob {
  return new Blob([fs.readFileSync(template.file)]);
}

const runPrefix = (base: string, run: string) => `${base}_api_${run}_`;

async function makePostgresTemplate(databaseUrl: string) {
  const base = databaseName(databaseUrl);
  const run = String(process.pid);
  await dropDatabases(databaseUrl, (name) => {
    // what runs that are gone left behind (their pid no longer alive)
    const m = new RegExp(`^${escapeRegExp(base)}_api_(\\d+)_`).exec(name);
    return !!m && !isAlive(Number(m[1]));
  });
  const database = `${runPrefix(base, run)}tpl`;
  await admin(databaseUrl, (c) => c.query(`create database ${ident(database)}`));
  const db = await openDb({ databaseUrl: withDatabase(databaseUrl, database) });
  try {
    await migrateAndSeed(db);
  } finally {
    await db.close(); // no session may stay on a template while databases are made from it
  }
  return {
    template: { kind: "postgres", url: databaseUrl, database, run } as ApiTemplate,
    remove: () => dropDatabases(databaseUrl, (name) => name.startsWith(runPrefix(base, run))),
  };
}

let copies = 0;

/** A new database made from the run's template, for one test file; `drop` removes it. */
export async function postgresCopy(template: ApiTemplate & { kind: "postgres" }): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${runPrefix(databaseName(template.url), template.run)}${process.pid}_${++copies}`;
  await admin(template.url, (c) => c.query(`create database ${ident(name)} template ${ident(template.database)}`));
  return {
    url: withDatabase(template.url, name),
    drop: () => admin(template.url, (c) => c.query(`drop database if exists ${ident(name)} with (force)`)).then(() => undefined),
  };
}

async function dropDatabases(databaseUrl: string, which: (name: string) => boolean) {
  await admin(databaseUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>("select datname from pg_database where not datistemplate");
    for (const { datname } of rows) if (which(datname)) await c.query(`drop database if exists ${ident(datname)} with (force)`);
  });
}

/** A session on the server's maintenance database (`postgres`), for creating and dropping databases. */
async function admin<T>(databaseUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(databaseUrl, "postgres") });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
