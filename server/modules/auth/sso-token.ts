import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import type { ApiConfig } from "../../config";
import { ApiError } from "../../http/errors";

// The sso_token the console (or an embedding admin frame) hands over is the identity provider's
// ID token: its signature, issuer and audience are verified before anyone is signed in.
let jwks: { issuer: string; set: ReturnType<typeof createRemoteJWKSet> } | null = null;

async function keySet(issuer: string) {
  if (jwks?.issuer === issuer) return jwks.set;
  const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10000) });
  if (!res.ok) throw new ApiError(502, "The sign-on service is not reachable");
  const meta = (await res.json()) as { jwks_uri: string };
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
