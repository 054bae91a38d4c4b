import type { Lifecycle } from "../../app/lib/lifecycle";
import type { Db, Queryable } from "../db/client";
import { notFound, staleVersion } from "../http/errors";
import type { AuditRow, Ctx } from "../http/router";
import { transitionStep } from "./transition";

// The write path, one piece: a record created, updated against the version its editor loaded, or
// moved by a declared transition, each with its audit row in the same transaction. The audit goes
// through `ctx.audit`, which also claims the request's Idempotency-Key: a replay answers the first
// result (server/http/idempotency.ts) and a request that lost the race is refused whole.

/** Who writes: the signed-in person and their request's audit. */
export type Writer = Pick<Ctx<unknown, unknown>, "user" | "audit">;

/** A value written as SQL (`product_count + ${n}`, a generated code), its `${}` values bound as parameters. */
export class Sql {
  constructor(
    readonly parts: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}
export const sql = (parts: TemplateStringsArray, ...values: unknown[]) => new Sql([...parts], values);

/** Numbered parameters after those already bound ($1 … $start). */
class Params {
  constructor(readonly list: unknown[] = []) {}
  add(v: unknown): string {
    if (v instanceof Sql) return v.parts.reduce((out, part, i) => out + (i ? this.add(v.values[i - 1]) : "") + part, "");
    this.list.push(v);
    return `$${this.list.length}`;
  }
}

const IDENT = /^[a-z_][a-z0-9_.]*$/;
function ident(name: string) {
  if (!IDENT.test(name)) throw new Error(`write: ${name} is not a table or column name`);
  return name;
}

type Row = Record<string, any>;
type Noun = { en: string; zh: string };
/** The audit row of a write; `after` defaults to the row written, or is read once it is written. */
export interface Log<T> {
  entity: string;
  action?: string;
  entityId?: string | number;
  before?: unknown;
  after?: ((row: T) => unknown) | object | string | number | boolean | null;
}

/** Runs `fn` in the caller's transaction, or in one of its own when given the database itself. */
const within = <T>(q: Queryable | Db, fn: (q: Queryable) => Promise<T>) => ("tx" in q ? q.tx(fn) : fn(q));

async function audit<T extends Row>(q: Queryable, w: Writer, row: T, log: Log<T>, action: string, id: string | number) {
  const after = typeof log.after === "function" ? await log.after(row) : log.after === undefined ? row : log.after;
  const entry: AuditRow = { action: log.action ?? action, entity: log.entity, entityId: log.entityId ?? id, before: log.before, after };
  await w.audit(q, entry);
}

/** Inserts one record and logs it ("create" unless told). */
export function createRecord<T extends Row = Row>(
  q: Queryable | Db,
  w: Writer,
  opts: {
    table: string;
    values: Record<string, unknown>;
    returning?: string;
    /** rows written with it (its children), after the record and before its audit row, which may read them */
    children?: (q: Queryable, row: T) => Promise<void>;
    log: Log<T>;
  },
): Promise<T> {
  return within(q, async (tx) => {
    const p = new Params();
    const cols = Object.keys(opts.values).map(ident);
    const vals = cols.map((c) => p.add(opts.values[c]));
    const [row] = await tx.query<T>(
      `insert into ${ident(opts.table)} (${cols.join(", ")}) values (${vals.join(", ")}) returning ${opts.returning ?? "*"}`,
      p.list,
    );
    await opts.children?.(tx, row);
    await audit(tx, w, row, opts.log, "create", row.id);
    return row;
  });
}

export interface UpdateOpts<T> {
  table: string;
  id: number;
  /** the version the editor loaded: a stale one is 409 with the record as it is now, and nothing written */
  version?: number;
  set: Record<string, unknown>;
  returning?: string;
  /** the column stamped with the writer's name (default `updated_by`; null: none) */
  actor?: string | null;
  log: Log<T>;
  /** the record as it is now, for the 409 (default: `returning` of the row) */
  current?: () => Promise<unknown>;
  /** names the record in the 404 */
  noun?: Noun;
  /** the 409's words where a screen has its own */
  stale?: Noun;
  /** rows written with it (its children), after the record and before its audit row, which may read them */
  children?: (q: Queryable, row: T) => Promise<void>;
}

/**
 * Updates one record by id, and its version only if it is the one given: `version = version + 1`,
 * `updated_at`, the actor's name, then the audit row ("update" unless told).
 */
export function updateVersioned<T extends Row = Row>(q: Queryable | Db, w: Writer, opts: UpdateOpts<T>): Promise<T> {
  return within(q, async (tx) => {
    const p = new Params([opts.id]);
    const checked = opts.version !== undefined ? ` and version = ${p.add(opts.version)}` : "";
    const actor = opts.actor === undefined ? "updated_by" : opts.actor;
    const set = { ...opts.set, ...(actor ? { [actor]: w.user.name } : {}) };
    const assignments = Object.keys(set).map((c) => `${ident(c)} = ${p.add(set[c])}`);
    const returning = opts.returning ?? "*";
    const [row] = await tx.query<T>(
      `update ${ident(opts.table)} set ${[...assignments, "version = version + 1", "updated_at = now()"].join(", ")}
        where id = $1${checked} returning ${returning}`,
      p.list,
    );
    if (!row) {
      const current = opts.current
        ? await opts.current()
        : (await tx.query(`select ${returning} from ${ident(opts.table)} where id = $1`, [opts.id]))[0];
      if (!current || opts.version === undefined) throw notFound(opts.noun?.en, opts.noun?.zh);
      throw staleVersion(current, opts.stale);
    }
    await opts.children?.(tx, row);
    await audit(tx, w, row, opts.log, "update", opts.id);
    return row;
  });
}

/**
 * A declared transition of one record: locked, refused with 409 naming its state when not allowed
 * from there, nothing done (and nothing logged) when it is already there; the audit action is the
 * transition's name.
 */
export function transition<T extends Row = Row>(
  q: Queryable | Db,
  w: Writer,
  opts: {
    table: string;
    lifecycle: Lifecycle;
    id: number;
    name: string;
    select: string;
    entity: string;
    noun?: Noun;
    actor?: string | null;
    /** the state's column where it is not the lifecycle's field */
    column?: string;
    /** more columns written with the state (who checked it, when) */
    set?: Record<string, unknown>;
    /** rules beyond the lifecycle, checked on the locked record before the change */
    check?: (q: Queryable, before: T) => Promise<void>;
  },
): Promise<{ before: T; after: T; applied: boolean }> {
  return within(q, async (tx) => {
    const [before] = await tx.query<T>(`select ${opts.select} from ${ident(opts.table)} where id = $1 for update`, [opts.id]);
    if (!before) throw notFound(opts.noun?.en, opts.noun?.zh);
    if (transitionStep(opts.lifecycle, before, opts.name) === "repeat") return { before, after: before, applied: false };
    await opts.check?.(tx, before);
    const l = opts.lifecycle;
    const after = await updateVersioned<T>(tx, w, {
      table: opts.table,
      id: opts.id,
      set: { ...opts.set, [opts.column ?? l.field]: l.states[l.transitions[opts.name].to].value },
      returning: opts.select,
      actor: opts.actor,
      noun: opts.noun,
      log: { entity: opts.entity, action: opts.name, before },
    });
    return { before, after, applied: true };
  });
}

/**
 * Deletes one record, only at the version given when one is: a stale one is 409 with the record as
 * it is now. The audit row ("delete" unless told) keeps what it was (`log.before`, default the row).
 */
export function deleteRecord<T extends Row = Row>(
  q: Queryable | Db,
  w: Writer,
  opts: {
    table: string;
    id: number;
    version?: number;
    /** the columns the audit row keeps (default all) */
    returning?: string;
    log: Log<T>;
    current?: () => Promise<unknown>;
    noun?: Noun;
    /** the 409's words where a screen has its own */
    stale?: Noun;
  },
): Promise<T> {
  return within(q, async (tx) => {
    const p = new Params([opts.id]);
    const checked = opts.version !== undefined ? ` and version = ${p.add(opts.version)}` : "";
    const returning = opts.returning ?? "*";
    const [row] = await tx.query<T>(`delete from ${ident(opts.table)} where id = $1${checked} returning ${returning}`, p.list);
    if (!row) {
      const current = opts.current
        ? await opts.current()
        : (await tx.query(`select ${returning} from ${ident(opts.table)} where id = $1`, [opts.id]))[0];
      if (!current || opts.version === undefined) throw notFound(opts.noun?.en, opts.noun?.zh);
      throw staleVersion(current, opts.stale);
    }
    const { log } = opts;
    // nothing is left after a delete unless the caller says what to log (null: logged as none)
    const after = typeof log.after === "function" ? await log.after(row) : log.after;
    await w.audit(tx, {
      action: log.action ?? "delete",
      entity: log.entity,
      entityId: log.entityId ?? opts.id,
      before: log.before ?? row,
      after,
    });
    return row;
  });
}

/**
 * Many rows in one transaction (an import, products added to a record, a branch copied): `run`
 * writes them and answers its result with ONE audit row that sums the batch up, written in the same
 * transaction and under the request's Idempotency-Key. A batch that changed nothing answers
 * `log: null`: nothing is logged then. Several rows only where another record's own log must show
 * the batch too (a prize drawn on a wheel and credited to a points account).
 */
export function writeBatch<R>(
  q: Queryable | Db,
  w: Pick<Writer, "audit">,
  run: (q: Queryable) => Promise<{ result: R; log: AuditRow | readonly AuditRow[] | null }>,
): Promise<R> {
  return within(q, async (tx) => {
    const { result, log } = await run(tx);
    for (const entry of log === null ? [] : "entity" in log ? [log] : log) await w.audit(tx, entry);
    return result;
  });
}

/**
 * Versioned updates of many rows by id inside a batch (no audit row of their own: the batch's sums
 * them up): each row's version moves on, with `updated_at` and the writer's name. Answers how many
 * rows were found.
 */
export async function updateRows(
  q: Queryable,
  w: Writer,
  opts: { table: string; rows: { id: number; set: Record<string, unknown> }[]; actor?: string | null },
): Promise<number> {
  const actor = opts.actor === undefined ? "updated_by" : opts.actor;
  let changed = 0;
  for (const r of opts.rows) {
    const p = new Params([r.id]);
    const set = { ...r.set, ...(actor ? { [actor]: w.user.name } : {}) };
    const assignments = Object.keys(set).map((c) => `${ident(c)} = ${p.add(set[c])}`);
    const done = await q.query(
      `update ${ident(opts.table)} set ${[...assignments, "version = version + 1", "updated_at = now()"].join(", ")} where id = $1 returning id`,
      p.list,
    );
    changed += done.length;
  }
  return changed;
}
