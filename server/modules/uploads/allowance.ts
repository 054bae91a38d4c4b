import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";

export interface UploadLimits {
  /** uploads per user in any 60 seconds */
  perMinute: number;
  /** bytes per user in any 24 hours */
  dailyBytes: number;
}

const MB = 1024 * 1024;

const tooFast = (limits: UploadLimits, seconds: number) =>
  new ApiError(
    429,
    `Too many uploads: at most ${limits.perMinute} a minute. Try again in ${seconds} seconds.`,
    { retry_after: seconds },
    `上传过于频繁：每分钟最多 ${limits.perMinute} 个文件，请 ${seconds} 秒后再试。`,
  );

const overQuota = (limits: UploadLimits, seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const mb = +(limits.dailyBytes / MB).toFixed(1);
  return new ApiError(
    429,
    `Daily upload quota reached: at most ${mb} MB in 24 hours. Try again in ${minutes} minutes.`,
    { retry_after: seconds },
    `上传额度已用完：24 小时内最多 ${mb} MB，请 ${minutes} 分钟后再试。`,
  );
};

/**
 * Refuses an upload the user's recent ones leave no room for (429, with when to try again).
 * Counted from the uploads table itself, on the database's clock, so every API instance agrees.
 * `size` is the new file's (0 before it has been received: is there any room left at all?).
 */
export async function checkUploadAllowance(q: Queryable, userId: number, limits: UploadLimits, size = 0): Promise<void> {
  const [row] = await q.query<{ recent: number; recent_wait: number | null; bytes: string; quota_wait: number | null }>(
    `select
       count(*) filter (where created_at > now() - interval '1 minute')::int as recent,
       -- seconds until the oldest upload of the last minute leaves the window
       ceil(extract(epoch from min(created_at) filter (where created_at > now() - interval '1 minute') + interval '1 minute' - now()))::int as recent_wait,
       coalesce(sum(size), 0)::bigint as bytes,
       ceil(extract(epoch from min(created_at) + interval '24 hours' - now()))::int as quota_wait
     from uploads
     where uploaded_by = $1 and created_at > now() - interval '24 hours'`,
    [userId],
  );
  if (row.recent >= limits.perMinute) throw tooFast(limits, Math.max(1, row.recent_wait ?? 60));
  const used = Number(row.bytes);
  if (used + size > limits.dailyBytes || (size === 0 && used >= limits.dailyBytes)) {
    throw overQuota(limits, Math.max(1, row.quota_wait ?? 24 * 3600));
  }
}

/**
 * Inside the transaction that records an upload: one user's uploads are counted one at a time,
 * so parallel requests cannot each see room that only one of them has.
 */
export async function lockUploader(q: Queryable, userId: number): Promise<void> {
  await q.query("select pg_advisory_xact_lock(hashtext('uploads'), $1)", [userId]);
}
