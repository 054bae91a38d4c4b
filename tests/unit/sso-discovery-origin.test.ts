// Issue 14, item 6: the console and the API believe a discovery document only for the configured
// issuer. A document that names the right issuer but puts token_endpoint or jwks_uri on another
// origin (what a forged X-Forwarded-Host produced) is refused, and its key set is never used.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadApiConfig } from "../../server/config";
import { verifySsoToken } from "../../server/modules/auth/sso-token";

function serve(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}
const json = (res: http.ServerResponse, body: unknown) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

let issuerServer: Awaited<ReturnType<typeof serve>>;
let evil: Awaited<ReturnType<typeof serve>>;
let issuer: string;
let evilKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair("ES256");
  evilKey = pair.privateKey as CryptoKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: "evil", alg: "ES256", use: "sig" };
  evil = await serve((_req, res) => json(res, { keys: [publicJwk] }));
  issuerServer = await serve((req, res) => {
    // the right issuer, the endpoints somewhere else
    json(res, {
      issuer,
      authorization_endpoint: `${evil.url}/auth`,
      token_endpoint: `${evil.url}/token`,
      jwks_uri: `${evil.url}/jwks`,
    });
  });
  issuer = `${issuerServer.url}/sso`;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await issuerServer?.close();
  await evil?.close();
});

describe("discovered endpoints outside the issuer's origin (issue 14, item 6)", () => {
  it("the API refuses an ID token whose key set discovery put on another origin", async () => {
    const token = await new SignJWT({ preferred_username: "admin" })
      .setProtectedHeader({ alg: "ES256", kid: "evil" })
      .setIssuer(issuer)
      .setAudience("console")
      .setSubject("admin")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(evilKey);
    const config = loadApiConfig({ SSO_ISSUER: issuer, SSO_CLIENT_SECRET: "x".repeat(32) } as unknown as NodeJS.ProcessEnv);
    const outcome = await verifySsoToken(config, token).then(
      (claims) => ({ accepted: claims.sub }),
      (err: { code?: number }) => ({ refused: err.code }),
    );
    expect(outcome).toEqual({ refused: 502 });
  });

  it("the console refuses to start a sign-in with such a document (its client secret would go to token_endpoint)", async () => {
    vi.stubEnv("SSO_ISSUER", issuer);
    vi.stubEnv("SESSION_SECRET", "s".repeat(32));
    vi.stubEnv("SSO_CLIENT_SECRET", "c".repeat(32));
    const { discovery } = await import("~/lib/oidc.server");
    await expect(discovery()).rejects.toThrow(/token_endpoint|authorization_endpoint|outside/);
  });
});
