import crypto from "node:crypto";
import type { Db } from "../db/client";

// The sign-on's signing keys live in the database so every API instance signs and publishes the
// same ones. Rotation: when the key that signs is older than the rotation period, a successor is
// stored that is published at once but signs only PUBLISH_LEAD later, when every instance has
// reloaded the set and caches of the key set have expired. The predecessor stays published for
// RETAIN after that, so tokens and sessions it signed keep verifying until they expire.
// The private keys are stored encrypted with a key derived from SSO_COOKIE_SECRET (which every
// instance shares), so a copy of the database alone cannot sign anyone in.

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

const sealingKey = (secret: string) => crypto.createHash("sha256").update(`sso-signing-keys\0${secret}`).digest();

function seal(jwk: Record<string, unknown>, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", sealingKey(secret), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(jwk), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64");
}

function unseal(sealed: string, secret: string): Record<string, unknown> | null {
  try {
    const raw = Buffer.from(sealed, "base64");
    const decipher = crypto.createDecipheriv("aes-256-gcm", sealingKey(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8"));
  } catch {
    return null;
  }
}

function newKey() {
  const { privateKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  return { ...privateKey.export({ format: "jwk" }), kid: crypto.randomUUID(), use: "sig", alg: "ES256" };
}

/**
 * Brings the stored keys up to date (first key, due rotation, retiring old ones) and returns them.
 * One instance at a time, under a transaction-scoped lock: instances starting together store one key.
 */
export async function loadKeyRing(db: Db, rotationSeconds: number, secret: string): Promise<KeyRing> {
  return db.tx(async (q) => {
    await q.query("select pg_advisory_xact_lock(727021)");
    const read = () =>
      q.query<{ kid: string; sealed_jwk: string; signing: boolean; age: number }>(
        `select kid, sealed_jwk, signs_from <= now() as signing, extract(epoch from now() - signs_from)::float8 as age
           from sso_signing_keys order by signs_from desc`,
      );
    let rows = await read();
    const signer = rows.find((r) => r.signing);
    const pending = rows.some((r) => !r.signing);
    if (!rows.length) {
      // the first key signs at once: nothing was published before it
      const key = newKey();
      await q.query("insert into sso_signing_keys (kid, sealed_jwk, signs_from) values ($1, $2, now())", [key.kid, seal(key, secret)]);
    } else if (!pending && (!signer || signer.age >= rotationSeconds)) {
      const key = newKey();
      await q.query("insert into sso_signing_keys (kid, sealed_jwk, signs_from) values ($1, $2, now() + make_interval(secs => $3))", [
        key.kid,
        seal(key, secret),
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
    const ordered = [current, ...rows.filter((r) => r !== current)].map((r) => ({ kid: r.kid, jwk: unseal(r.sealed_jwk, secret) }));
    if (!ordered[0].jwk) {
      throw new Error(
        "The sign-on's signing keys in the database were stored with another SSO_COOKIE_SECRET: give every API instance the same one (after changing it on purpose, delete the rows of sso_signing_keys)",
      );
    }
    // an older key that does not open (stored before a change of secret) can no longer be published
    const usable = ordered.filter((k) => k.jwk);
    return {
      keys: usable.map((k) => k.jwk!),
      fingerprint: usable.map((k) => k.kid).join(" "),
    };
  });
}
