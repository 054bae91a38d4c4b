// Issue 8: the console's ID-token check keeps working when the sign-on rotates its signing key
// (or an instance behind the balancer serves a newer key set than the console fetched): a token
// signed by a key id the console's copy lacks makes it fetch the key set again.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT, exportJWK, generateKeyPair, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

interface Key {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}
async function newKey(kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  return { kid, privateKey: privateKey as CryptoKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "ES256", use: "sig" } };
}

let server: http.Server;
let issuer = "";
let published: Key[] = [];
let signer: Key;
let nonce = "";
let jwksFetches = 0;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const json = (body: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.url === "/sso/.well-known/openid-configuration") {
      return json({ issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` });
    }
    if (req.url === "/sso/jwks") {
      jwksFetches++;
      return json({ keys: published.map((k) => k.publicJwk) });
    }
    if (req.url === "/sso/token") {
      for await (const _ of req) void _;
      const idToken = await new SignJWT({ nonce })
        .setProtectedHeader({ alg: "ES256", kid: signer.kid })
        .setIssuer(issuer)
        .setAudience("console")
        .setSubject("admin")
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(signer.privateKey);
      return json({ id_token: idToken, access_token: "a", token_type: "Bearer" });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sso`;
  vi.stubEnv("SSO_ISSUER", issuer);
  vi.stubEnv("SESSION_SECRET", "s".repeat(32));
  vi.stubEnv("SSO_CLIENT_SECRET", "c".repeat(32));
  vi.stubEnv("CONSOLE_URL", "http://localhost:3000");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((r) => server.close(r));
});

/** The console's sign-in: the redirect to the provider, then its callback with the code. */
async function consoleSignIn() {
  const { OidcStrategy } = await import("~/lib/oidc.server");
  const strategy = new OidcStrategy(async (r) => r);
  const start = await strategy
    .authenticate(new Request("http://localhost:3000/login", { method: "POST", body: new URLSearchParams({ redirectTo: "/" }) }))
    .then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
  expect(start?.status).toBe(302);
  const to = new URL(start!.headers.get("location")!);
  nonce = to.searchParams.get("nonce")!;
  const cookie = start!.headers.get("set-cookie")!.split(";")[0];
  const back = new Request(`http://localhost:3000/auth/callback?code=c0de&state=${to.searchParams.get("state")}`, { headers: { cookie } });
  return strategy.authenticate(back);
}

describe("the console's ID-token check across a key rotation", () => {
  it("verifies a token signed by a key published after it fetched the key set", async () => {
    const k1 = await newKey("k1");
    published = [k1];
    signer = k1;
    expect((await consoleSignIn()).claims.sub).toBe("admin");
    const fetchesBefore = jwksFetches;

    // the sign-on (another instance, or after a rotation) now signs with a key the console has not seen
    const k2 = await newKey("k2");
    published = [k1, k2];
    signer = k2;
    // past the refetch cool-down (a few seconds), not the key set's cache lifetime (minutes)
    await new Promise((r) => setTimeout(r, 2100));
    expect((await consoleSignIn()).claims.sub).toBe("admin");
    expect(jwksFetches).toBe(fetchesBefore + 1);
  });
});
