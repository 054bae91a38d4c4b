import type { IncomingMessage } from "node:http";
import type { Queryable } from "../db/client";
import { ApiError } from "./errors";

// Idempotency-Key on a POST: the first request with a key applies the write and records the key in
// the same transaction; a later one with the same key (from the same user) gets the first answer
// back instead of a second write. Keys are kept a day.
const KEY = /^[A-Za-z0-9_-]{8,128}$/;
const KEEP = "1 day";

export function idempotencyKeyOf(req: IncomingMessage): string | undefined {
  const raw = req.headers["idempotency-key"];
  if (raw === undefined || req.method !== "POST") return undefined;
  if (typeof raw !== "string" || !KEY.test(raw)) {
    throw new ApiError(422, "Idempotency-Key must be 8 to 128 letters, digits, - or _", null, "Idempotency-Key 须为 8 至 128 位字母、数字、- 或 _");
  }
  return raw;
}

/** The stored answer of an earlier request with this key, if there was one. */
export async function earlierAnswer(q: Queryable, userId: number, key: string, endpoint: string): Promise<{ data: unknown } | undefined> {
  const rows = await q.query<{ endpoint: string; response: unknown }>(
    `select endpoint, response from idempotency_keys where user_id = $1 and key = $2 and created_at > now() - interval '${KEEP}'`,
    [userId, key],
  );
  if (!rows[0]) return undefined;
  if (rows[0].endpoint !== endpoint) {
    throw new ApiError(422, "This Idempotency-Key was already used for another request", null, "该 Idempotency-Key 已用于另一个请求");
  }
  return { data: rows[0].response ?? null };
}

/** Claims the key inside the write's transaction; a request that lost the race is refused whole. */
export async function claimKey(q: Queryable, userId: number, key: string, endpoint: string) {
  await q.query(`delete from idempotency_keys where user_id = $1 and key = $2 and created_at <= now() - interval '${KEEP}'`, [userId, key]);
  const claimed = await q.query(
    "insert into idempotency_keys (user_id, key, endpoint) values ($1, $2, $3) on conflict do nothing returning key",
    [userId, key, endpoint],
  );
  if (!claimed.length) throw new ApiError(409, "This was already submitted; reload to see the result", null, "该操作已提交，请刷新查看结果");
}

export async function rememberAnswer(q: Queryable, userId: number, key: string, data: unknown) {
  await q.query("update idempotency_keys set response = $3 where user_id = $1 and key = $2", [userId, key, JSON.stringify(data ?? null)]);
}
