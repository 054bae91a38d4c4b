import { PgBoss, fromPglite, type Db as IDatabase } from "pg-boss";
import type { Db, Queryable } from "../db/client";
import { log } from "../log";
import { jobHolder, refreshHeavy, releaseHeavy } from "./claims";
import { queueName, type JobContext, type JobKind, type JobServices } from "./define";

// The one job queue of every API instance: pg-boss on the API's database (PostgreSQL, or the
// embedded PGlite through pg-boss's PGlite adapter), in its own schema `pgboss`, which pg-boss
// installs and upgrades itself under its own lock. Several instances share it safely: a job is
// fetched by one worker (SKIP LOCKED), a worker that stops sending heartbeats (a crashed process)
// has its job retried, and a job's database effect is applied once through `ctx.once`.

const SCHEMA = "pgboss";
/** a worker that has not reported for this long is taken for dead: its job goes back to the queue */
const HEARTBEAT_SECONDS = 10;
const TIME_ZONE = "America/Los_Angeles";

export interface JobStatus {
  id: string;
  kind: string;
  state: string;
  retryCount: number;
  done: number;
  total: number | null;
  message: string | null;
}

export interface QueueOptions {
  /** also work the queues in this process (default true); false only enqueues */
  work?: boolean;
  /** seconds between polls of an idle queue (default 2) */
  pollSeconds?: number;
  /** seconds between the supervisor's passes that retry the jobs of dead workers (default 10) */
  superviseSeconds?: number;
  /**
   * house-keeping on its own: the kinds' cron schedules and the jobs the API enqueues at start
   * (default true); off where a test must see the database change only by what it does itself
   */
  housekeeping?: boolean;
}

export class JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly services: JobServices,
  ) {}

  static async start(services: JobServices, kinds: JobKind<any>[], opts: QueueOptions = {}): Promise<JobQueue> {
    const { db, config } = services;
    const timing = { superviseIntervalSeconds: opts.superviseSeconds ?? 10, monitorIntervalSeconds: opts.superviseSeconds ?? 10 };
    const boss =
      db.kind === "pglite"
        ? new PgBoss({ db: fromPglite(db.pglite!), backend: "pglite", schema: SCHEMA, ...timing })
        : new PgBoss({ connectionString: config.databaseUrl!, max: 3, schema: SCHEMA, application_name: "retail-console-jobs", ...timing });
    // without a listener an 'error' event would end the process; a database outage is reported
    // here and the queue carries on once the database is back
    boss.on("error", (err) => log("warn", "job queue error", { err: String((err as Error)?.message ?? err) }));
    boss.on("warning", (w) => log("debug", "job queue warning", { warning: JSON.stringify(w).slice(0, 500) }));
    await boss.start();
    const queue = new JobQueue(boss, services);
    // what is already in place, read in two statements instead of two per kind: on the embedded
    // database every statement of the start is on the API's one thread before it listens
    const housekeeping = opts.housekeeping !== false;
    const queues = new Set((await boss.getQueues(kinds.map(queueName))).map((q) => q.name));
    const schedules = housekeeping && kinds.some((k) => k.schedule) ? await boss.getSchedules() : [];
    for (const kind of kinds) {
      const name = queueName(kind);
      const scheduled = schedules.some(
        (s) => s.name === name && s.cron === kind.schedule && s.timezone === TIME_ZONE && !Object.keys(s.data ?? {}).length,
      );
      await queue.prepare(kind, opts, { created: queues.has(name), scheduled });
    }
    return queue;
  }

  /**
   * What a first start does to a new embedded database, done ahead for the build's template:
   * pg-boss installs its schema (~0.8 s on PGlite) and the kinds' queues are created.
   */
  static async install(db: Db, kinds: JobKind<any>[]): Promise<void> {
    if (db.kind !== "pglite") throw new Error("JobQueue.install is for the embedded database's template");
    // nothing is worked or scheduled, so no service but the database is reached
    const queue = await JobQueue.start({ db } as JobServices, kinds, { work: false, housekeeping: false });
    await queue.stop();
  }

  private async prepare(kind: JobKind<any>, opts: QueueOptions, found: { created: boolean; scheduled: boolean }) {
    const name = queueName(kind);
    if (!found.created) {
      await this.boss.createQueue(name, {
        retryLimit: kind.retryLimit ?? 5,
        retryDelay: kind.retryDelaySeconds ?? 5,
        retryBackoff: true,
        expireInSeconds: kind.expireInSeconds ?? 900,
        heartbeatSeconds: HEARTBEAT_SECONDS,
      });
    }
    if (kind.schedule && opts.housekeeping !== false && !found.scheduled)
      await this.boss.schedule(name, kind.schedule, {}, { tz: TIME_ZONE });
    if (opts.work === false) return;
    await this.boss.work(name, { batchSize: 1, pollingIntervalSeconds: opts.pollSeconds ?? 2 }, async ([job]) => {
      const data = kind.data.parse(job.data ?? {});
      await kind.run(this.context(kind, job.id, data));
      // the person who started it may start the next one (a job that throws keeps its claim for its
      // retry; one that never ends well leaves it to go stale)
      await releaseHeavy(this.services.db, jobHolder(job.id));
    });
  }

  private context<T>(kind: JobKind<T>, id: string, data: T): JobContext<T> {
    const { db } = this.services;
    return {
      ...this.services,
      id,
      data,
      progress: async (done, total, message) => {
        await refreshHeavy(db, jobHolder(id));
        await db.query(
          `insert into job_progress (job_id, kind, done, total, message) values ($1, $2, $3, $4, $5)
           on conflict (job_id) do update set done = excluded.done, total = excluded.total, message = excluded.message, updated_at = now()`,
          [id, kind.name, done, total ?? null, message ?? null],
        );
      },
      once: (step, fn) =>
        db.tx(async (q) => {
          const claimed = await q.query(
            "insert into job_effects (job_id, step, kind) values ($1, $2, $3) on conflict do nothing returning job_id",
            [id, step, kind.name],
          );
          if (!claimed.length) return false;
          await fn(q);
          return true;
        }),
    };
  }

  /**
   * Enqueues a job inside the caller's transaction `q`: it exists (and runs) only if that
   * transaction commits. Returns the job's id.
   */
  async enqueue<T>(q: Queryable, kind: JobKind<T>, data: T, opts: { startAfterSeconds?: number } = {}): Promise<string> {
    const parsed = kind.data.parse(data);
    const id = await this.boss.send(queueName(kind), parsed as object, { db: inTransaction(q), startAfter: opts.startAfterSeconds });
    if (!id) throw new Error(`job ${kind.name} was not enqueued`);
    return id;
  }

  /** Enqueues a job now, outside any transaction (work a process starts by itself). */
  async send<T>(kind: JobKind<T>, data?: T): Promise<string> {
    const id = await this.boss.send(queueName(kind), kind.data.parse(data ?? {}) as object);
    if (!id) throw new Error(`job ${kind.name} was not enqueued`);
    return id;
  }

  /** What a console shows of a job: its state and its progress. */
  async status(kind: JobKind<any>, id: string): Promise<JobStatus | null> {
    const job = await this.boss.getJobById(queueName(kind), id);
    if (!job) return null;
    const [p] = await this.services.db.query<{ done: number; total: number | null; message: string | null }>(
      "select done, total, message from job_progress where job_id = $1",
      [id],
    );
    return {
      id,
      kind: kind.name,
      state: job.state,
      retryCount: job.retryCount,
      done: p?.done ?? 0,
      total: p?.total ?? null,
      message: p?.message ?? null,
    };
  }

  /** Stops taking jobs and lets the ones running finish (up to `timeoutMs`). */
  async stop(timeoutMs = 10_000) {
    await this.boss.stop({ graceful: true, timeout: timeoutMs });
  }
}

/** The caller's transaction as pg-boss's database interface. */
function inTransaction(q: Queryable): IDatabase {
  return { executeSql: async (text: string, values?: unknown[]) => ({ rows: await q.query(text, values) }) };
}
