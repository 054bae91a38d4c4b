import type { IncomingMessage } from "node:http";
import { IDEMPOTENCY_KEY } from "../../app/lib/constants";
import type { Db, Queryable } from "../db/client";
import { log } from "../log";
import { ApiError } from "./errors";
import type { AuthedUser } from "./router";

// Idempotency-Key on a POST: the first request with a key applies the write and records the key in
// the same transaction; a later one with the same key (from the same user) gets the first answer
// back instead of a second write. Keys are kept a day.
const KEEP = "1 day";

function keyOf(req: IncomingMessage): string | undefined {
  const raw = req.headers["idempotency-key"];
  if (raw === undefined || req.method !== "POST") return undefined;
  // Stryker disable next-line ConditionalExpression: equivalent, Node joins a repeated custom header into one string
  if (typeof raw !== "string" || !IDEMPOTENCY_KEY.test(raw)) {
    throw new ApiError(
      422,
      "Idempotency-Key must be 8 to 128 letters, digits, - or _",
      null,
      "Idempotency-Key 须为 8 至 128 位字母、数字、- 或 _",
    );
  }
  return raw;
}

/** The key handling of one request; every step is a no-op when it carries no key. */
export function idempotency(db: Db, req: IncomingMessage, user: AuthedUser | null, endpoint: string, requestId: string) {
  const key = user ? keyOf(req) : undefined;
  let claimed = false;
  return {
    /** the stored answer of an earlier request with this key, if there was one */
    async replay(): Promise<{ data: unknown } | undefined> {
      if (!key || !user) return undefined;
      const rows = await db.query<{ endpoint: string; response: unknown }>(
        `select endpoint, response from idempotency_keys where user_id = $1 and key = $2 and created_at > now() - interval '${KEEP}'`,
        [user.id, key],
      );
      if (!rows[0]) return undefined;
      if (rows[0].endpoint !== endpoint) {
        throw new ApiError(422, "This Idempotency-Key was already used for another request", null, "该 Idempotency-Key 已用于另一个请求");
      }
      return { data: rows[0].response ?? null };
    },
    /** with the write's first audit row, in its transaction: a request that lost the race is refused whole */
    async claim(q: Queryable) {
      if (!key || !user || claimed) return;
      await q.query(`delete from idempotency_keys where user_id = $1 and key = $2 and created_at <= now() - interval '${KEEP}'`, [
        user.id,
        key,
      ]);
      const won = await q.query(
        "insert into idempotency_keys (user_id, key, endpoint) values ($1, $2, $3) on conflict do nothing returning key",
        [user.id, key, endpoint],
      );
      if (!won.length)
        throw new ApiError(409, "This was already submitted; reload to see the result", null, "该操作已提交，请刷新查看结果");
      claimed = true;
    },
    /** best effort: without it a replay still answers success, only without the data */
    async remember(data: unknown) {
      if (!claimed) return;
      await db
        .query("update idempotency_keys set response = $3 where user_id = $1 and key = $2", [user!.id, key, JSON.stringify(data ?? null)])
        .catch((err) => log("warn", "idempotency answer not stored", { request_id: requestId, err: String(err) }));
    },
  };
}
