import { errors } from "oidc-provider";
import type { Queryable } from "../db/client";

// oidc-provider's storage on the API's database instead of its in-memory default, so every API
// instance sees the same sessions, interactions, grants and codes, and nothing is evicted to make
// room. One table, a row per model and id; expired rows are never returned and each write removes
// a batch of them.

type Payload = Record<string, unknown> & {
  grantId?: string;
  userCode?: string;
  uid?: string;
  consumed?: number;
};

/** Expired rows removed with each write: more than are written, so the table cannot grow old rows. */
const SWEEP_BATCH = 50;

export function dbAdapterFactory(db: Queryable) {
  async function sweep() {
    await db.query(
      `delete from sso_store where (model, id) in
         (select model, id from sso_store where expires_at < now() order by expires_at limit ${SWEEP_BATCH})`,
    );
  }

  function row(r: { payload: Payload; consumed_at: Date | null } | undefined): Payload | undefined {
    if (!r) return undefined;
    return r.consumed_at
      ? {
          ...r.payload,
          consumed: Math.floor(new Date(r.consumed_at).getTime() / 1000),
        }
      : r.payload;
  }

  const live = "(expires_at is null or expires_at > now())";

  return (model: string) => {
    async function findBy(column: "id" | "uid" | "user_code", value: string) {
      const rows = await db.query<{
        payload: Payload;
        consumed_at: Date | null;
      }>(`select payload, consumed_at from sso_store where model = $1 and ${column} = $2 and ${live}`, [model, value]);
      return row(rows[0]);
    }
    return {
      async upsert(id: string, payload: Payload, expiresIn?: number) {
        await sweep();
        await db.query(
          `insert into sso_store (model, id, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3, $4, $5, $6, case when $7::int is null then null else now() + make_interval(secs => $7::int) end)
         on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
          [
            model,
            id,
            JSON.stringify(payload),
            payload.grantId ?? null,
            payload.userCode ?? null,
            payload.uid ?? null,
            expiresIn ? Math.ceil(expiresIn) : null,
          ],
        );
      },
      find: (id: string) => findBy("id", id),
      findByUid: (uid: string) => findBy("uid", uid),
      findByUserCode: (userCode: string) => findBy("user_code", userCode),
      // Two instances may read one authorization code as unused at the same moment; only the one
      // whose update marks it consumed goes on, the other is refused as a reused code.
      async consume(id: string) {
        const rows = await db.query(
          "update sso_store set consumed_at = now() where model = $1 and id = $2 and consumed_at is null returning 1",
          [model, id],
        );
        if (!rows.length) throw new errors.InvalidGrant(`${model} already consumed`);
      },

      async destroy(id: string) {
        await db.query("delete from sso_store where model = $1 and id = $2", [model, id]);
      },
      async revokeByGrantId(grantId: string) {
        await db.query("delete from sso_store where grant_id = $1", [grantId]);
      },
    };
  };
}
