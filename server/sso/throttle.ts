import type { Db, Queryable } from "../db/client";

// The embedded sign-on's limits, counted in the database so that every API instance enforces the
// same ones: a client address gets so many sign-in starts (/sso/auth) a minute, and failed
// passwords per username and per address lock further attempts for a time that doubles with each
// failure past the allowance.

const WINDOW_SECONDS = 60;
/** Failures older than this are forgotten (and their rows removed). */
export const FAILURE_MEMORY_SECONDS = 3600;
/** Old rows removed per write: more than one write adds, so the tables stay small. */
const SWEEP_BATCH = 20;

export interface LoginLimits {
  maxFailuresPerUser: number;
  maxFailuresPerAddress: number;
  backoffSeconds: number;
  backoffMaxSeconds: number;
}

/**
 * Counts one request of `key` in the current minute. Returns the seconds until the window ends
 * when the request is over `limit`, else null.
 */
export async function overRate(db: Queryable, key: string, limit: number): Promise<number | null> {
  const [row] = await db.query<{ hits: number; retry_in: number }>(
    `insert into sso_rate_windows as w (key, window_start, hits) values ($1, now(), 1)
     on conflict (key) do update set
       window_start = case when w.window_start <= now() - make_interval(secs => $2) then now() else w.window_start end,
       hits = case when w.window_start <= now() - make_interval(secs => $2) then 1 else w.hits + 1 end
     returning hits, extract(epoch from w.window_start + make_interval(secs => $2) - now())::float8 as retry_in`,
    [key, WINDOW_SECONDS],
  );
  if (row.hits === 1) {
    await db.query(
      `delete from sso_rate_windows where key in
         (select key from sso_rate_windows where window_start < now() - make_interval(secs => $1) order by window_start limit ${SWEEP_BATCH})`,
      [WINDOW_SECONDS],
    );
  }
  return row.hits > limit ? Math.max(1, Math.ceil(row.retry_in)) : null;
}

const userKey = (username: string) => `user:${username.toLowerCase().slice(0, 200)}`;
const addressKey = (address: string) => `addr:${address}`;

/** Seconds until a password may be tried again for this username or from this address, or null. */
export async function loginLockedFor(db: Queryable, username: string, address: string): Promise<number | null> {
  const [row] = await db.query<{ wait: number | null }>(
    `select max(extract(epoch from blocked_until - now()))::float8 as wait
       from sso_login_failures where key = any($1) and blocked_until > now()`,
    [[userKey(username), addressKey(address)]],
  );
  return row?.wait ? Math.max(1, Math.ceil(row.wait)) : null;
}

/** Records a failed password for the username and the address; past the allowance, locks them. */
export async function recordLoginFailure(db: Db, username: string, address: string, limits: LoginLimits): Promise<void> {
  await db.tx(async (q) => {
    for (const [key, allowed] of [
      [userKey(username), limits.maxFailuresPerUser],
      [addressKey(address), limits.maxFailuresPerAddress],
    ] as const) {
      const [{ failures }] = await q.query<{ failures: number }>(
        `insert into sso_login_failures as f (key, failures, last_failure_at) values ($1, 1, now())
         on conflict (key) do update set
           failures = case when f.last_failure_at < now() - make_interval(secs => $2) then 1 else f.failures + 1 end,
           last_failure_at = now()
         returning failures`,
        [key, FAILURE_MEMORY_SECONDS],
      );
      if (failures >= allowed) {
        const seconds = Math.min(limits.backoffMaxSeconds, limits.backoffSeconds * 2 ** Math.min(30, failures - allowed));
        await q.query("update sso_login_failures set blocked_until = now() + make_interval(secs => $2) where key = $1", [key, seconds]);
      }
    }
    await q.query(
      `delete from sso_login_failures where key in
         (select key from sso_login_failures where last_failure_at < now() - make_interval(secs => $1)
            and (blocked_until is null or blocked_until < now()) order by last_failure_at limit ${SWEEP_BATCH})`,
      [FAILURE_MEMORY_SECONDS],
    );
  });
}

/** A correct password clears the username's failures (the address keeps its count). */
export async function clearLoginFailures(db: Queryable, username: string): Promise<void> {
  await db.query("delete from sso_login_failures where key = $1", [userKey(username)]);
}
