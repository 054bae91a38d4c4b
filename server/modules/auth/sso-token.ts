import crypto from "node:crypto";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import type { Queryable } from "../../db/client";
import type { ApiConfig } from "../../config";
import { ApiError } from "../../http/errors";

// The sso_token the console (or an embedding admin frame) hands over is the identity provider's
// ID token: its signature, issuer and audience are verified before anyone is signed in.
let jwks: { issuer: string; set: ReturnType<typeof createRemoteJWKSet> } | null = null;

/**
 * The key set is fetched again when a token names a key id it does not hold (after a rotation, or
 * from an instance whose copy is older), at most once per this many ms.
 */
export const JWKS_REFETCH_COOLDOWN_MS = 2000;
/**
 * A copy of the key set is used for at most this long: shorter than the sign-on publishes a new key
 * before signing with it (server/sso/keys.ts), so a rotation never meets an unknown key id here.
 */
export const JWKS_MAX_AGE_MS = 300_000;

async function keySet(issuer: string) {
  if (jwks?.issuer === issuer) return jwks.set;
  const unreachable = () => new ApiError(502, "The sign-on service is not reachable", null, "统一登录服务暂时无法访问");
  // a refused connection or a timeout rejects fetch itself: that is the same 502, not a 500
  const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10000) }).catch(() => {
    throw unreachable();
  });
  if (!res.ok) throw unreachable();
  const meta = (await res.json().catch(() => ({}))) as { issuer?: string; jwks_uri?: string };
  if (!meta.jwks_uri) throw unreachable();
  // only the configured issuer's own key set is believed: a discovery document reached through a
  // forged host must not point the API at someone else's keys
  let jwksUrl: URL | null = null;
  try {
    jwksUrl = new URL(meta.jwks_uri);
  } catch {
    /* refused below */
  }
  if (meta.issuer?.replace(/\/$/, "") !== issuer || jwksUrl?.origin !== new URL(issuer).origin) {
    throw new ApiError(
      502,
      "The sign-on service published a key set outside its own address; sign-in is refused",
      null,
      "统一登录服务公布的密钥地址不在其自身地址下，已拒绝登录",
    );
  }
  jwks = { issuer, set: createRemoteJWKSet(jwksUrl, { cooldownDuration: JWKS_REFETCH_COOLDOWN_MS, cacheMaxAge: JWKS_MAX_AGE_MS }) };
  return jwks.set;
}

export async function verifySsoToken(config: ApiConfig, token: string): Promise<JWTPayload & { preferred_username?: string }> {
  const set = await keySet(config.sso.issuer);
  try {
    const { payload } = await jwtVerify(token, set, { issuer: config.sso.issuer, audience: config.sso.clientId });
    return payload;
  } catch {
    throw new ApiError(401, "The sign-on token is invalid or has expired, please sign in again", null, "登录凭证无效或已过期，请重新登录");
  }
}

/**
 * An ID token signs in once: the first exchange remembers its hash until it expires, a second one
 * (a replayed or logged token) is refused. Run in the transaction that issues the API token, so a
 * failed sign-in does not use the token up. Expired entries go on the way.
 */
export async function claimSsoToken(q: Queryable, token: string, exp: number | undefined): Promise<void> {
  const hash = crypto.createHash("sha256").update(token).digest("hex");
  // a token without exp is kept for a day: longer than any ID token lives
  const expiresAt = new Date(exp ? exp * 1000 : Date.now() + 86_400_000);
  await q.query("delete from sso_token_uses where expires_at < now()");
  const rows = await q.query("insert into sso_token_uses (token_hash, expires_at) values ($1, $2) on conflict do nothing returning 1", [
    hash,
    expiresAt,
  ]);
  if (!rows.length) {
    throw new ApiError(401, "This sign-on token has already been used; please sign in again", null, "该登录凭证已使用过，请重新登录");
  }
}
