import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import type { ApiConfig } from "../../config";
import { ApiError } from "../../http/errors";

// The sso_token the console (or an embedding admin frame) hands over is the identity provider's
// ID token: its signature, issuer and audience are verified before anyone is signed in.
let jwks: { issuer: string; set: ReturnType<typeof createRemoteJWKSet> } | null = null;

async function keySet(issuer: string) {
  if (jwks?.issuer === issuer) return jwks.set;
  const unreachable = () => new ApiError(502, "The sign-on service is not reachable");
  // a refused connection or a timeout rejects fetch itself: that is the same 502, not a 500
  const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10000) }).catch(() => {
    throw unreachable();
  });
  if (!res.ok) throw unreachable();
  const meta = (await res.json().catch(() => ({}))) as { jwks_uri?: string };
  if (!meta.jwks_uri) throw unreachable();
  jwks = { issuer, set: createRemoteJWKSet(new URL(meta.jwks_uri)) };
  return jwks.set;
}

export async function verifySsoToken(config: ApiConfig, token: string): Promise<JWTPayload & { preferred_username?: string }> {
  const set = await keySet(config.sso.issuer);
  try {
    const { payload } = await jwtVerify(token, set, { issuer: config.sso.issuer, audience: config.sso.clientId });
    return payload;
  } catch {
    throw new ApiError(401, "The sign-on token is invalid or has expired, please sign in again");
  }
}
