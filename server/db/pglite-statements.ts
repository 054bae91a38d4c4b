import type { PGlite } from "@electric-sql/pglite";

// Named prepared statements for the embedded engine. PGlite's own `query` parses and describes
// every statement on every call (six protocol messages, each a trip through the engine); a screen
// repeats the same few statements all day. Here a text seen a second time is parsed and described
// once, then each call is a bind, an execute and a sync. A text run once (a migration's, the demo
// seed's) stays on PGlite's own path, where preparing it would only add a trip. PostgreSQL plans
// as it does for any prepared statement: for each call's values at first, then a generic plan
// kept when it costs no more than those (plan_cache_mode auto, as on a PostgreSQL server).

type Message = { name: string; dataTypeIDs?: number[]; code?: string };
type Internals = {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
};
type Statement = { name: string; paramTypes: number[]; rowDescription?: Message };

const concat = (a: Uint8Array, b: Uint8Array) => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
};

/** Statements kept at once; the oldest is closed when a new one would pass this. */
export const STATEMENTS_MAX = 500;
/** "cached plan must not change result type": a table the statement reads changed shape. */
const PLAN_CHANGED = "0A000";

export async function preparedQueries(pg: PGlite) {
  const { protocol, parse } = await import("@electric-sql/pglite");
  const { serialize } = protocol;
  const engine = pg as unknown as PGlite & Internals;
  const run = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false }) as Promise<Message[]>;
  const statements = new Map<string, Statement>();
  /** texts run once so far (bounded like the statements) */
  const seen = new Set<string>();
  let seq = 0;

  /** Sends `message`, then a sync whatever happened, so a failed statement leaves the session ready. */
  async function withSync(message: Uint8Array) {
    try {
      return await run(message);
    } finally {
      await run(serialize.sync());
    }
  }

  async function close(st: Statement) {
    await withSync(serialize.close({ type: "S", name: st.name }));
  }

  async function prepare(sql: string): Promise<Statement> {
    if (statements.size >= STATEMENTS_MAX) {
      const [oldest, st] = statements.entries().next().value as [string, Statement];
      statements.delete(oldest);
      await close(st);
    }
    const name = `s${++seq}`;
    await run(serialize.parse({ name, text: sql })).catch(async (err) => {
      await run(serialize.sync());
      throw err;
    });
    const described = await withSync(serialize.describe({ type: "S", name }));
    const st: Statement = {
      name,
      paramTypes: described.find((m) => m.name === "parameterDescription")?.dataTypeIDs ?? [],
      rowDescription: described.find((m) => m.name === "rowDescription"),
    };
    statements.set(sql, st);
    return st;
  }

  async function execute(st: Statement, params: unknown[]) {
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serializer = pg.serializers[st.paramTypes[i]];
      return serializer ? serializer(v) : String(v);
    });
    const messages = await withSync(concat(serialize.bind({ statement: st.name, values }), serialize.execute({})));
    return parse.parseResults((st.rowDescription ? [st.rowDescription, ...messages] : messages) as never, pg.parsers)[0];
  }

  return async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    if (!statements.has(sql) && !seen.has(sql)) {
      if (seen.size >= STATEMENTS_MAX) seen.clear();
      seen.add(sql);
      return (await pg.query<T>(sql, params)).rows;
    }
    seen.delete(sql);
    return engine._runExclusiveTransaction(() =>
      engine._runExclusiveQuery(async () => {
        let st = statements.get(sql) ?? (await prepare(sql));
        let result;
        try {
          result = await execute(st, params);
        } catch (err) {
          if ((err as Message).code !== PLAN_CHANGED) throw err;
          statements.delete(sql);
          await close(st);
          st = await prepare(sql);
          result = await execute(st, params);
        }
        await pg.syncToFs();
        return (result?.rows ?? []) as T[];
      }),
    );
  };
}
