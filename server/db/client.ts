import fs from "node:fs";
import path from "node:path";
import { FolderBusyError, lockFolder, type FolderLock, type LockHolder } from "./folder-lock";
import { preparedQueries } from "./pglite-statements";
import { startFromTemplate } from "./template";

// One small interface over both engines: embedded PGlite by default, a PostgreSQL server when
// DATABASE_URL is set. Queries are plain parameterised SQL, so both run the same statements.
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  kind: "pglite" | "postgres";
  /** the embedded engine itself, for the job queue's PGlite adapter (server/jobs) */
  pglite?: import("@electric-sql/pglite").PGlite;
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs after a transaction's writes, just before COMMIT. Only the fault tests set it (see
   * server/app.ts), to kill the process at the worst moment and prove nothing half-written stays.
   */
  beforeCommit?: () => Promise<void>;
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` while holding the database-wide lock `key` (a session advisory lock on PostgreSQL,
   * so instances of the API sharing the database take turns; `onWait` is told once when another
   * holds it). On PGlite one process owns the database, so there is nobody to wait for.
   */
  exclusive<T>(key: number, fn: () => Promise<T>, onWait?: () => void): Promise<T>;
  close(): Promise<void>;
}

/**
 * `template`: an initialized PGlite data directory (see template.ts) that a fresh `dataDir` starts
 * as a copy of, instead of running initdb; without one, or when it is missing, initdb runs as usual.
 */
export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
  template?: string;
  /**
   * With `memory`: the in-memory database starts from this dump of a data directory
   * (PGlite's `dumpDataDir`) instead of running initdb. The API tests use it (one migrated dump per run).
   */
  loadDataDir?: Blob;
  /** who takes the PGlite folder's lock (folder-lock.ts); the API names the socket it serves the CLI on */
  role?: LockHolder["role"];
  socket?: string;
  /** how long to wait for a folder held by a short-lived owner (a CLI command, a build) */
  lockWaitMs?: number;
  /**
   * The folder already locked (and copied from the template) by `prepareFolder`, started before
   * the process loaded the rest of its code (server/api.ts); without it openDb does the same itself.
   */
  folder?: Promise<FolderLock>;
}

export async function openDb(opts: OpenOptions): Promise<Db> {
  // a CLI command (a migration, the large seed) may rightly run a statement for minutes
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.role === "cli" ? 0 : 30_000);
  return openPglite(opts.memory ? undefined : pgliteDir(opts.dataDir), opts);
}

/** Where PGlite keeps its files inside DATA_DIR. */
export const pgliteDir = (dataDir = "data") => path.join(dataDir, "pgdata");

/**
 * The DATA_DIR holding the database folder `dir`: made if missing, and its owner's alone (0700) —
 * one made before this rule, or by a umask that lets others read, is narrowed too.
 */
export function prepareDataDir(dir: string) {
  const dataDir = path.dirname(dir);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
}

/**
 * Makes the embedded database's folder ready to open: DATA_DIR made, the folder locked for this
 * process, and a fresh one copied from the template. Resolves with the lock.
 */
export async function prepareFolder(dataDir: string | undefined, opts: Omit<OpenOptions, "folder">): Promise<FolderLock> {
  const dir = pgliteDir(dataDir);
  prepareDataDir(dir);
  const lock = await lockWhenFree(dir, opts);
  try {
    if (opts.template) await startFromTemplate(dir, opts.template);
  } catch (err) {
    lock.release();
    throw err;
  }
  return lock;
}

async function openPglite(dir: string | undefined, opts: OpenOptions): Promise<Db> {
  const { PGlite } = await import("@electric-sql/pglite");
  const lock = dir ? await (opts.folder ?? prepareFolder(opts.dataDir, opts)) : undefined;
  let pg: InstanceType<typeof PGlite>;
  try {
    pg = dir ? new PGlite(dir) : opts.loadDataDir ? new PGlite({ loadDataDir: opts.loadDataDir }) : new PGlite();
    await pg.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  const wrap = (q: { query: typeof pg.query }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await q.query<T>(sql, params);
      return res.rows;
    },
  });
  const prepared = await preparedQueries(pg);
  const db: Db = {
    kind: "pglite",
    pglite: pg,
    query: prepared,
    tx: (fn) =>
      pg.transaction(async (t) => {
        const out = await fn(wrap(t as unknown as { query: typeof pg.query }));
        await db.beforeCommit?.();
        return out;
      }),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    exclusive: (_key, fn) => fn(),
    close: async () => {
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
  return db;
}

async function lockWhenFree(dir: string, opts: OpenOptions): Promise<FolderLock> {
  const until = Date.now() + (opts.lockWaitMs ?? 0);
  for (;;) {
    try {
      return lockFolder(dir, opts.role ?? "cli", opts.socket);
    } catch (err) {
      // an API owns the folder for as long as it runs: waiting for it would only hang
      if (!(err instanceof FolderBusyError) || err.holder.role === "api" || Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Errors that mean the server connection is gone (restart, network cut), not a bad statement. */
export function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  if (!e) return false;
  // 08xxx connection exception; 57P01-57P03 admin/crash shutdown, cannot connect now
  if (typeof e.code === "string" && (/^08/.test(e.code) || /^57P0[123]$/.test(e.code))) return true;
  if (e.code && ["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"].includes(e.code)) return true;
  return /Connection terminated|connection timeout|Client has encountered a connection error|not queryable/i.test(String(e.message ?? ""));
}

async function openPostgres(url: string, statementTimeoutMs: number): Promise<Db> {
  const { default: pgLib } = await import("pg");
  // numeric stays a string (exact decimals); int8 counts fit in JS numbers
  pgLib.types.setTypeParser(20, (v: string) => Number(v));
  // a bounded connect wait: with the server gone a request fails in seconds instead of hanging
  const pool = new pgLib.Pool({
    connectionString: url,
    max: Number(process.env.DB_POOL_MAX ?? 10),
    connectionTimeoutMillis: 5000,
    // a server that takes a query and never answers must not hold a request (and a pool slot) forever
    statement_timeout: statementTimeoutMs,
  });
  pool.on("error", () => {
    /* a dropped idle client is replaced on next use; the request that needs it reports the error */
  });
  const db: Db = {
    kind: "postgres",
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await pool.query(sql, params);
      return res.rows as T[];
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      const client = await pool.connect();
      // pg-pool listens for a checked-out client's errors only while it idles in the pool: a
      // connection killed mid-transaction would otherwise be an uncaught 'error' that ends the process
      let broken: Error | undefined;
      const onError = (err: Error) => {
        broken = err;
      };
      client.on("error", onError);
      try {
        await client.query("BEGIN");
        const out = await fn({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as R[];
          },
        });
        await db.beforeCommit?.();
        await client.query("COMMIT");
        return out;
      } catch (err) {
        if (isConnectionError(err)) broken ??= err as Error;
        if (!broken) await client.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        client.removeListener("error", onError);
        // a broken connection is dropped, not handed to the next request
        client.release(broken);
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    async exclusive<T>(key: number, fn: () => Promise<T>, onWait?: () => void) {
      // its own connection holds the lock for the whole of `fn`; polled rather than blocking, so a
      // long wait is not cut by statement_timeout and the waiter can say that it waits
      const client = await pool.connect();
      let broken: Error | undefined;
      const onError = (err: Error) => (broken = err);
      client.on("error", onError);
      try {
        for (let said = false; ; said = true) {
          const [row] = (await client.query("select pg_try_advisory_lock($1) as ok", [key])).rows as { ok: boolean }[];
          if (row.ok) break;
          if (!said) onWait?.();
          await new Promise((r) => setTimeout(r, 250));
        }
        try {
          return await fn();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [key]).catch((err) => (broken ??= err));
        }
      } finally {
        client.removeListener("error", onError);
        // a connection whose unlock failed is dropped: closing it releases the lock
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
  return db;
}
