import crypto from "node:crypto";
import type { Db } from "../db/client";

// The sign-on's signing keys live in the database so every API instance signs and publishes the
// same ones. Rotation: when the key that signs is older than the rotation period, a successor is
// stored that is published at once but signs only PUBLISH_LEAD later, when every instance has
// reloaded the set and caches of the key set have expired. The predecessor stays published for
// RETAIN after that, so tokens and sessions it signed keep verifying until they expire.

/** Longer than the key set's Cache-Control max-age and the instances' reload period. */
export const PUBLISH_LEAD_SECONDS = 600;
/** Longer than anything signed lives: ID tokens (10 min) and the sign-on session (8 h). */
export const RETAIN_SECONDS = 86_400;
/** How often each instance reloads the key set (and rotates it when due). */
export const KEY_RELOAD_MS = 60_000;

export interface KeyRing {
  /** private JWKs, the one that signs first (oidc-provider signs with the first that fits) */
  keys: Record<string, unknown>[];
  /** changes exactly when the published set or the signing key changes */
  fingerprint: string;
}

function newKey() {
  const { privateKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  return { ...privateKey.export({ format: "jwk" }), kid: crypto.randomUUID(), use: "sig", alg: "ES256" };
}

/**
 * Brings the stored keys up to date (first key, due rotation, retiring old ones) and returns them.
 * One instance at a time, under a transaction-scoped lock: instances starting together store one key.
 */
export async function loadKeyRing(db: Db, rotationSeconds: number): Promise<KeyRing> {
  return db.tx(async (q) => {
    await q.query("select pg_advisory_xact_lock(727021)");
    const read = () =>
      q.query<{ kid: string; private_jwk: Record<string, unknown>; signing: boolean; age: number }>(
        `select kid, private_jwk, signs_from <= now() as signing, extract(epoch from now() - signs_from)::float8 as age
           from sso_signing_keys order by signs_from desc`,
      );
    let rows = await read();
    const signer = rows.find((r) => r.signing);
    const pending = rows.some((r) => !r.signing);
    if (!rows.length) {
      // the first key signs at once: nothing was published before it
      const key = newKey();
      await q.query("insert into sso_signing_keys (kid, private_jwk, signs_from) values ($1, $2, now())", [key.kid, JSON.stringify(key)]);
    } else if (!pending && (!signer || signer.age >= rotationSeconds)) {
      const key = newKey();
      await q.query("insert into sso_signing_keys (kid, private_jwk, signs_from) values ($1, $2, now() + make_interval(secs => $3))", [
        key.kid,
        JSON.stringify(key),
        PUBLISH_LEAD_SECONDS,
      ]);
    }
    // a key retires once its successor has been signing for RETAIN
    await q.query(
      `delete from sso_signing_keys k where exists (
         select 1 from sso_signing_keys s where s.signs_from > k.signs_from and s.signs_from <= now() - make_interval(secs => $1))`,
      [RETAIN_SECONDS],
    );
    rows = await read();
    const current = rows.find((r) => r.signing) ?? rows[rows.length - 1];
    const ordered = [current, ...rows.filter((r) => r !== current)];
    return {
      keys: ordered.map((r) => r.private_jwk),
      fingerprint: ordered.map((r) => r.kid).join(" "),
    };
  });
}
