import fs from "node:fs";
import path from "node:path";

// One small interface over both engines: embedded PGlite by default, a PostgreSQL server when
// DATABASE_URL is set. Queries are plain parameterised SQL, so both run the same statements.
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  kind: "pglite" | "postgres";
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export async function openDb(opts: { databaseUrl?: string; dataDir?: string; memory?: boolean }): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.memory ? undefined : path.join(opts.dataDir ?? "data", "pgdata"));
}

async function openPglite(dir: string | undefined): Promise<Db> {
  const { PGlite } = await import("@electric-sql/pglite");
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const pg = dir ? new PGlite(dir) : new PGlite();
  await pg.waitReady;
  const wrap = (q: { query: typeof pg.query }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await q.query<T>(sql, params);
      return res.rows;
    },
  });
  return {
    kind: "pglite",
    ...wrap(pg),
    tx: (fn) => pg.transaction((t) => fn(wrap(t as unknown as { query: typeof pg.query }))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pgLib } = await import("pg");
  // numeric stays a string (exact decimals); int8 counts fit in JS numbers
  pgLib.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pgLib.Pool({ connectionString: url, max: Number(process.env.DB_POOL_MAX ?? 10) });
  pool.on("error", () => {
    /* a dropped idle client is replaced on next use; the request that needs it reports the error */
  });
  return {
    kind: "postgres",
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await pool.query(sql, params);
      return res.rows as T[];
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const out = await fn({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as R[];
          },
        });
        await client.query("COMMIT");
        return out;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
