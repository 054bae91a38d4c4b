// Verifying the sign-on's ID token (server/modules/auth/sso-token.ts) against a stand-in issuer:
// its discovery document and keys are served by a stubbed fetch, tokens are signed here. An
// unreachable or broken issuer is a 502, a token with the wrong signature, issuer, audience or an
// expired one a 401; the issuer's keys are looked up once per issuer.
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiConfig } from "../../server/config";
import type { ApiError } from "../../server/http/errors";

const ISSUER = "https://sso.example/sso";
const config = (issuer = ISSUER) => ({ sso: { issuer, clientId: "console" } }) as unknown as ApiConfig;
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let other: Awaited<ReturnType<typeof generateKeyPair>>;
let jwk: Record<string, unknown>;
let discovery: (url: string) => Promise<Response>;
let calls: string[];
let verifySsoToken: typeof import("../../server/modules/auth/sso-token").verifySsoToken;

beforeAll(async () => {
  keys = await generateKeyPair("RS256");
  other = await generateKeyPair("RS256");
  jwk = { ...(await exportJWK(keys.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
});
beforeEach(async () => {
  calls = [];
  discovery = async (url) =>
    Response.json({
      issuer: url.replace("/.well-known/openid-configuration", ""),
      jwks_uri: `${url.replace("/.well-known/openid-configuration", "")}/jwks`,
    });
  vi.stubGlobal("fetch", async (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push(url.replace(/^https:\/\/[^/]+/, ""));
    if (url.endsWith("/jwks")) return Response.json({ keys: [jwk] });
    return discovery(url);
  });
  // a fresh module per test: no key set remembered from another test
  vi.resetModules();
  ({ verifySsoToken } = await import("../../server/modules/auth/sso-token"));
});
afterEach(() => vi.unstubAllGlobals());

const token = (claims: { iss?: string; aud?: string; exp?: number } = {}, key = keys.privateKey) =>
  new SignJWT({ preferred_username: "ada" })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(claims.iss ?? ISSUER)
    .setAudience(claims.aud ?? "console")
    .setSubject("ada")
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? "5m")
    .sign(key);
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => "accepted",
    (err) => err,
  );
  // the module is loaded afresh per test, with its own ApiError class: compare by shape
  return typeof e === "object" && e && "code" in e ? `${(e as ApiError).code} ${(e as ApiError).message}` : String(e);
};
const UNREACHABLE = "502 The sign-on service is not reachable";
const INVALID = "401 The sign-on token is invalid or has expired, please sign in again";

describe("verifySsoToken", () => {
  it("accepts a token the issuer signed for this client, and looks its keys up once", async () => {
    expect((await verifySsoToken(config(), await token())).preferred_username).toBe("ada");
    expect((await verifySsoToken(config(), await token())).sub).toBe("ada");
    expect(calls).toEqual(["/sso/.well-known/openid-configuration", "/sso/jwks"]);
  });

  it("asks another issuer for its own keys", async () => {
    await verifySsoToken(config(), await token());
    const second = "https://idp.example/oidc";
    await expect(verifySsoToken(config(second), await token({ iss: second }))).resolves.toMatchObject({ iss: second });
    expect(calls.filter((c) => c.endsWith("openid-configuration"))).toEqual([
      "/sso/.well-known/openid-configuration",
      "/oidc/.well-known/openid-configuration",
    ]);
  });

  it("refuses a wrong signature, issuer, audience or an expired token with 401", async () => {
    expect(await refusal(verifySsoToken(config(), await token({}, other.privateKey)))).toBe(INVALID);
    expect(await refusal(verifySsoToken(config(), await token({ iss: "https://evil.example" })))).toBe(INVALID);
    expect(await refusal(verifySsoToken(config(), await token({ aud: "someone-else" })))).toBe(INVALID);
    expect(await refusal(verifySsoToken(config(), await token({ exp: Math.floor(Date.now() / 1000) - 60 })))).toBe(INVALID);
    expect(await refusal(verifySsoToken(config(), "a.b.c"))).toBe(INVALID);
  });

  it("answers 502 when the issuer cannot be reached or gives no usable discovery document", async () => {
    const broken: ((url: string) => Promise<Response>)[] = [
      () => Promise.reject(new TypeError("fetch failed")),
      async () => new Response("down", { status: 503 }),
      // an error status is not a discovery document, even one that looks like it
      async () => Response.json({ issuer: ISSUER, jwks_uri: `${ISSUER}/jwks` }, { status: 500 }),
      async () => new Response("not json", { status: 200 }),
      async () => Response.json({ issuer: ISSUER }),
    ];
    for (const answer of broken) {
      vi.resetModules();
      ({ verifySsoToken } = await import("../../server/modules/auth/sso-token"));
      discovery = answer;
      expect(await refusal(verifySsoToken(config(), await token()))).toBe(UNREACHABLE);
    }
  });

  it("gives up on a discovery request after 10 s", async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal("fetch", async (_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      throw new TypeError("fetch failed");
    });
    const timeout = vi.spyOn(AbortSignal, "timeout");
    await refusal(verifySsoToken(config(), "a.b.c"));
    expect(timeout).toHaveBeenCalledWith(10_000);
    expect(signal).toBeDefined();
    timeout.mockRestore();
  });

  it("believes only a discovery document that names the configured issuer and a key set at its own address", async () => {
    const OUTSIDE = "502 The sign-on service published a key set outside its own address; sign-in is refused";
    const documents: Record<string, unknown>[] = [
      { issuer: "https://evil.example/sso", jwks_uri: `${ISSUER}/jwks` },
      { jwks_uri: `${ISSUER}/jwks` },
      { issuer: ISSUER, jwks_uri: "not an address" },
      { issuer: ISSUER, jwks_uri: "https://evil.example/jwks" },
    ];
    for (const document of documents) {
      vi.resetModules();
      ({ verifySsoToken } = await import("../../server/modules/auth/sso-token"));
      discovery = async () => Response.json(document);
      expect(await refusal(verifySsoToken(config(), await token())), JSON.stringify(document)).toBe(OUTSIDE);
    }
    expect(calls.some((c) => c.endsWith("/jwks"))).toBe(false);
    // the issuer written with a closing slash is the same issuer
    discovery = async () => Response.json({ issuer: `${ISSUER}/`, jwks_uri: `${ISSUER}/jwks` });
    expect((await verifySsoToken(config(), await token())).sub).toBe("ada");
  });

  it("says its 502 refusals in Chinese too", async () => {
    const zh = async (p: Promise<unknown>) => ((await p.catch((e) => e)) as ApiError).localized("zh").message;
    discovery = () => Promise.reject(new TypeError("fetch failed"));
    expect(await zh(verifySsoToken(config(), await token()))).toBe("统一登录服务暂时无法访问");
    vi.resetModules();
    ({ verifySsoToken } = await import("../../server/modules/auth/sso-token"));
    discovery = async () => Response.json({ issuer: ISSUER, jwks_uri: "https://evil.example/jwks" });
    expect(await zh(verifySsoToken(config(), await token()))).toBe("统一登录服务公布的密钥地址不在其自身地址下，已拒绝登录");
  });

  it("takes a key the issuer rotated in once 2 s have passed since it last fetched the keys", async () => {
    const first = jwk;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      expect((await verifySsoToken(config(), await token())).sub).toBe("ada");
      jwk = { ...(await exportJWK(other.publicKey)), kid: "k2", alg: "RS256", use: "sig" };
      const rotated = new SignJWT({})
        .setProtectedHeader({ alg: "RS256", kid: "k2" })
        .setIssuer(ISSUER)
        .setAudience("console")
        .setSubject("bo")
        .setIssuedAt()
        .setExpirationTime("5m");
      vi.setSystemTime(Date.now() + 2_100);
      expect((await verifySsoToken(config(), await rotated.sign(other.privateKey))).sub).toBe("bo");
      expect(calls.filter((c) => c.endsWith("/jwks"))).toHaveLength(2);
    } finally {
      vi.useRealTimers();
      jwk = first;
    }
  });
});
