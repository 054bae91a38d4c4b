import crypto from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { Strategy } from "remix-auth/strategy";
import { config } from "./config.server";
import { safeRedirect } from "./safe-redirect";

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
}

export interface OidcResult {
  idToken: string;
  claims: Record<string, unknown>;
  redirectTo: string;
}

export class SignInError extends Error {}

// The state, nonce, PKCE verifier and landing path of one sign-in, kept in a short-lived signed
// cookie between the redirect to the identity provider and its callback.
const transaction = createCookie("__console_oidc", {
  httpOnly: true,
  sameSite: "lax",
  path: "/auth/callback",
  maxAge: 600,
  secrets: [config.sessionSecret],
  secure: config.cookieSecure,
});

const b64url = (buf: Buffer) => buf.toString("base64url");
let discovered: { at: number; meta: Promise<Discovery> } | null = null;
let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

/**
 * The provider's metadata is believed only for the configured issuer: the same issuer, and every
 * endpoint on its origin, so a discovery document served through a forged host cannot send the
 * client secret or the key set look-up elsewhere.
 */
export function checkDiscovery(issuer: string, meta: Partial<Discovery>): Discovery {
  if (meta.issuer?.replace(/\/$/, "") !== issuer)
    throw new SignInError(`sign-on discovery names issuer ${String(meta.issuer)}, expected ${issuer}`);
  const origin = new URL(issuer).origin;
  for (const name of ["authorization_endpoint", "token_endpoint", "jwks_uri", "end_session_endpoint"] as const) {
    const value = meta[name];
    if (value === undefined && name === "end_session_endpoint") continue;
    let at: string | null = null;
    try {
      at = new URL(String(value)).origin;
    } catch {
      /* not a URL */
    }
    if (at !== origin) throw new SignInError(`sign-on discovery puts ${name} outside the issuer's origin ${origin}`);
  }
  return meta as Discovery;
}

export function discovery(): Promise<Discovery> {
  if (!discovered || Date.now() - discovered.at > 3600_000) {
    const meta = fetch(`${config.sso.issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) }).then(async (r) => {
      if (!r.ok) throw new SignInError(`sign-on discovery answered ${r.status}`);
      return checkDiscovery(config.sso.issuer, (await r.json()) as Partial<Discovery>);
    });
    meta.catch(() => (discovered = null));
    discovered = { at: Date.now(), meta };
  }
  return discovered.meta;
}

/**
 * OpenID Connect authorization code flow with PKCE, state and nonce. `authenticate` either throws
 * the redirect to the provider (no code yet) or returns the verified ID token and its claims.
 */
export class OidcStrategy extends Strategy<OidcResult, OidcResult> {
  name = "oidc";

  async authenticate(request: Request): Promise<OidcResult> {
    const url = new URL(request.url);
    const meta = await discovery();
    if (!url.searchParams.has("code") && !url.searchParams.has("error")) {
      const form = request.method === "POST" ? await request.formData() : url.searchParams;
      const state = b64url(crypto.randomBytes(24));
      const nonce = b64url(crypto.randomBytes(24));
      const verifier = b64url(crypto.randomBytes(48));
      const challenge = b64url(crypto.createHash("sha256").update(verifier).digest());
      const auth = new URL(meta.authorization_endpoint);
      auth.search = new URLSearchParams({
        client_id: config.sso.clientId,
        redirect_uri: config.sso.redirectUri,
        response_type: "code",
        scope: "openid profile email",
        state,
        nonce,
        code_challenge: challenge,
        code_challenge_method: "S256",
      }).toString();
      const redirectTo = safeRedirect(form.get("redirectTo"));
      throw redirect(auth.toString(), {
        headers: { "Set-Cookie": await transaction.serialize({ state, nonce, verifier, redirectTo }) },
      });
    }

    const saved = (await transaction.parse(request.headers.get("Cookie"))) as {
      state: string;
      nonce: string;
      verifier: string;
      redirectTo: string;
    } | null;
    if (url.searchParams.has("error")) throw new SignInError(url.searchParams.get("error_description") ?? url.searchParams.get("error")!);
    if (!saved || saved.state !== url.searchParams.get("state")) throw new SignInError("state mismatch");

    const res = await fetch(meta.token_endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(config.sso.clientId)}:${encodeURIComponent(config.sso.clientSecret)}`).toString("base64")}`,
      },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: url.searchParams.get("code")!,
        redirect_uri: config.sso.redirectUri,
        code_verifier: saved.verifier,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const tokens = (await res.json().catch(() => ({}))) as { id_token?: string; error?: string };
    if (!res.ok || !tokens.id_token) throw new SignInError(`token exchange failed: ${tokens.error ?? res.status}`);

    // a copy of the key set lives shorter (5 min) than the sign-on publishes a new key before it
    // signs (10 min); a token signed by a key the copy lacks still makes jose fetch it again, at
    // most once per cooldown
    jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri), { cooldownDuration: 2000, cacheMaxAge: 300_000 });
    const { payload } = await jwtVerify(tokens.id_token, jwks, { issuer: meta.issuer, audience: config.sso.clientId }).catch(() => {
      throw new SignInError("the ID token did not verify");
    });
    if (payload.nonce !== saved.nonce) throw new SignInError("nonce mismatch");
    return this.verify({ idToken: tokens.id_token, claims: payload, redirectTo: saved.redirectTo });
  }
}

/** Clears the sign-in transaction cookie once it has been used. */
export async function clearTransaction() {
  return transaction.serialize("", { maxAge: 0 });
}
