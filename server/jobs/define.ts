import os from "node:os";
import type * as z from "zod";
import type { ApiConfig } from "../config";
import type { Db, Queryable } from "../db/client";
import type { ObjectStore } from "../storage/store";

// A kind of job: its name, what its data looks like, what it does. Declared once, listed in
// registry.ts; the queue (queue.ts) creates its queue, works it in every API process, and — with
// `schedule` — enqueues it on that cron schedule (once per tick across all instances).

export interface JobServices {
  db: Db;
  config: ApiConfig;
  store: ObjectStore;
}

export interface JobContext<T> extends JobServices {
  id: string;
  data: T;
  /** how far the job is, for a console's progress bar (job_progress; visible at once, not at the end) */
  progress(done: number, total?: number, message?: string): Promise<void>;
  /**
   * Applies a database effect exactly once for this job, even when the job runs again after a
   * crash or is delivered twice: `fn` runs in a transaction that also records (job, step) in
   * job_effects, and a step already recorded is skipped. Returns whether it ran now.
   */
  once(step: string, fn: (q: Queryable) => Promise<void>): Promise<boolean>;
}

export interface JobKind<T = Record<string, never>> {
  /** the queue's name: letters, digits, `.`, `-`, `_`, `/` */
  name: string;
  data: z.ZodType<T>;
  run(ctx: JobContext<T>): Promise<void>;
  /** cron (5 fields, US West time): enqueued on this schedule by whichever instance's clock runs first */
  schedule?: string;
  /**
   * The job touches this machine only (its own disk): each host works a queue of its own, and a
   * scheduled one is scheduled for each host that runs it.
   */
  perHost?: boolean;
  /** attempts after the first (default 5) */
  retryLimit?: number;
  /** seconds before the first retry (default 5), doubling with each further one */
  retryDelaySeconds?: number;
  /** a job running longer than this is taken for dead and retried (default 15 minutes) */
  expireInSeconds?: number;
}

export function defineJob<T>(kind: JobKind<T>): JobKind<T> {
  if (!/^[\w.\-/]+$/.test(kind.name)) throw new Error(`job name ${kind.name}: letters, digits, . - _ / only`);
  return kind;
}

/** The queue a kind's jobs go to on this machine. */
export function queueName(kind: Pick<JobKind<unknown>, "name" | "perHost">): string {
  return kind.perHost ? `${kind.name}/${os.hostname().replace(/[^\w.-]/g, "_")}` : kind.name;
}
