import type { Queryable } from "../db/client";
import { ApiError } from "../http/errors";

// At most one heavy piece of work of each kind in flight per person (issue 39.5): a row in
// heavy_claims, so every API instance sees the same claims. A second one is refused with 429 and
// Retry-After. The claim names its holder — a job (`job:<id>`: refreshed by the job's progress,
// released when the job ends) or a request streaming an export (`req:<id>`: refreshed while it
// writes, released when it ends) — and one left unrefreshed for STALE_SECONDS (a process that
// died) is taken over by the next claim.

export type HeavyKind = "batch" | "export" | "import";

/** a claim not refreshed for this long is taken for abandoned: 10 minutes */
export const STALE_SECONDS = 600;
/** what a refused caller is told to wait before asking again: 30 seconds */
export const RETRY_AFTER_SECONDS = 30;

const WHAT = {
  batch: { en: "a code batch", zh: "优惠码批次" },
  export: { en: "an export", zh: "导出" },
  import: { en: "an import", zh: "导入" },
} as const;

export const busy = (kind: HeavyKind) =>
  new ApiError(
    429,
    `You already have ${WHAT[kind].en} running: wait for it to finish, then try again (in about ${RETRY_AFTER_SECONDS} seconds).`,
    { retry_after: RETRY_AFTER_SECONDS },
    `您已有一个${WHAT[kind].zh}正在进行：请等它完成后再试（约 ${RETRY_AFTER_SECONDS} 秒后）。`,
  );

/**
 * Claims `kind` for the person, or refuses with 429. Inside a transaction, a second claim of the
 * same person waits for the first transaction and then sees its row, so two can never both win.
 */
export async function claimHeavy(q: Queryable, userId: number, kind: HeavyKind, holder: string): Promise<void> {
  const won = await q.query(
    `insert into heavy_claims (user_id, kind, holder) values ($1, $2, $3)
     on conflict (user_id, kind) do update set holder = excluded.holder, claimed_at = now(), heartbeat_at = now()
       where heavy_claims.heartbeat_at < now() - make_interval(secs => $4)
     returning 1`,
    [userId, kind, holder, STALE_SECONDS],
  );
  if (!won.length) throw busy(kind);
}

/** The holder is still at work. */
export async function refreshHeavy(q: Queryable, holder: string): Promise<void> {
  await q.query("update heavy_claims set heartbeat_at = now() where holder = $1", [holder]);
}

/** The holder's work ended (done, refused or failed for good): its claims go. */
export async function releaseHeavy(q: Queryable, holder: string): Promise<void> {
  await q.query("delete from heavy_claims where holder = $1", [holder]);
}

/**
 * A request that holds a claim queued a job to go on with the work: the job holds it now (released
 * when the job ends), in the transaction that queued it. Claims the work afresh when the request held
 * none.
 */
export async function handOverHeavy(q: Queryable, userId: number, kind: HeavyKind, from: string, to: string): Promise<void> {
  const moved = await q.query("update heavy_claims set holder = $2, heartbeat_at = now() where holder = $1 and kind = $3 returning 1", [
    from,
    to,
    kind,
  ]);
  if (!moved.length) await claimHeavy(q, userId, kind, to);
}

export const jobHolder = (jobId: string) => `job:${jobId}`;
export const requestHolder = (requestId: string) => `req:${requestId}`;

/**
 * Runs a request's heavy work (an export streaming its answer) under a claim: refreshed every
 * half minute while it runs, released when it ends however it ends.
 */
export async function whileClaimed<T>(
  q: Queryable,
  userId: number,
  kind: HeavyKind,
  requestId: string,
  work: (release: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const holder = requestHolder(requestId);
  await claimHeavy(q, userId, kind, holder);
  const beat = setInterval(() => void refreshHeavy(q, holder).catch(() => undefined), 30_000);
  beat.unref();
  let released: Promise<void> | undefined;
  // the work may release early (a download, before its last byte reaches the client); once only
  const release = () => (released ??= (clearInterval(beat), releaseHeavy(q, holder).catch(() => undefined)));
  try {
    return await work(release);
  } finally {
    await release();
  }
}
