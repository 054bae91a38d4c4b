// The embedded sign-on: authorization code + PKCE against /sso, then the API sign-in with the ID
// token. The API listens on a fixed free port so the issuer URL it announces is the one we call.
import crypto from "node:crypto";
import http from "node:http";
import { SignJWT, decodeJwt, generateKeyPair } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";
import { Browser } from "./sso-browser";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ fixedPort: true });
});
afterAll(async () => {
  await t?.close();
});

const b64url = (buf: Buffer) => buf.toString("base64url");

function authorizeUrl(params: { challenge: string; state: string; nonce: string }) {
  const u = new URL(`${t.config.sso.issuer}/auth`);
  u.search = new URLSearchParams({
    client_id: "console",
    redirect_uri: `${t.config.consoleUrl}/auth/callback`,
    response_type: "code",
    scope: "openid profile email",
    code_challenge: params.challenge,
    code_challenge_method: "S256",
    state: params.state,
    nonce: params.nonce,
  }).toString();
  return u.toString();
}

/** Starts a sign-in and returns the browser sitting on the login form, with the form's absolute action URL. */
async function openLoginForm() {
  const verifier = b64url(crypto.randomBytes(32));
  const challenge = b64url(crypto.createHash("sha256").update(verifier).digest());
  const state = b64url(crypto.randomBytes(12));
  const nonce = b64url(crypto.randomBytes(12));
  const browser = new Browser();
  const { res, url } = await browser.follow(authorizeUrl({ challenge, state, nonce }));
  expect(res.status).toBe(200);
  expect(url).toMatch(/\/sso\/interaction\/[\w-]+$/);
  const html = await res.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  return { browser, verifier, state, nonce, html, action: new URL(action!.replace(/&amp;/g, "&"), url).toString() };
}

const formPost = (body: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(body).toString(),
});

const callbackUrl = () => `${t.config.consoleUrl}/auth/callback`;

/** Logs in on the form and follows redirects to the console's callback; returns the code and its verifier. */
async function authorize(username: string) {
  const flow = await openLoginForm();
  const { res, url } = await flow.browser.follow(flow.action, formPost({ username, password: "demo" }), (u) => u.startsWith(callbackUrl()));
  expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(300);
  expect(url.startsWith(`${callbackUrl()}?`)).toBe(true);
  const back = new URL(url);
  expect(back.searchParams.get("state")).toBe(flow.state);
  const code = back.searchParams.get("code");
  expect(code).toBeTruthy();
  return { ...flow, code: code! };
}

/** The console's back channel: code → tokens, client_secret_basic. */
async function exchange(code: string, verifier: string, secret = "dev-console-secret") {
  const res = await fetch(`${t.config.sso.issuer}/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`console:${secret}`).toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: callbackUrl(), code_verifier: verifier }).toString(),
  });
  return { status: res.status, json: (await res.json()) as { id_token?: string; access_token?: string; error?: string } };
}

async function signInAs(username: string) {
  const flow = await authorize(username);
  const tokens = await exchange(flow.code, flow.verifier);
  expect(tokens.status, JSON.stringify(tokens.json)).toBe(200);
  expect(tokens.json.id_token).toBeTruthy();
  return { ...flow, idToken: tokens.json.id_token! };
}

describe("embedded SSO: authorization code + PKCE", () => {
  it("announces the issuer it is reached at", async () => {
    const res = await fetch(`${t.config.sso.issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const meta = (await res.json()) as { issuer: string; code_challenge_methods_supported: string[] };
    expect(meta.issuer).toBe(t.config.sso.issuer);
    expect(t.config.sso.issuer).toBe(`${t.url}/sso`);
    expect(meta.code_challenge_methods_supported).toContain("S256");
  });

  it("signs admin in and the API token works", async () => {
    const { idToken, nonce } = await signInAs("admin");
    const claims = decodeJwt(idToken);
    // profile claims stay at userinfo (conformIdTokenClaims); the API signs in by sub, which is the username
    expect(claims).toMatchObject({ iss: t.config.sso.issuer, aud: "console", sub: "admin", nonce });

    const login = await t.post("/api/auth/login", { sso_token: idToken });
    expect(login.status, login.body.message).toBe(200);
    expect(login.body.code).toBe(200);
    expect(login.body.data).toMatchObject({
      user: { username: "admin", name: "Ada Admin", email: "admin@staff.example" },
      roles: ["admin"],
      role_info: { name: "admin" },
      expires_in: t.config.tokenTtlSeconds,
    });
    const token = login.body.data.token as string;
    expect(token.length).toBeGreaterThan(20);

    const perms = await t.get<string[]>("/api/auth/permissions/current", { token });
    expect(perms.status).toBe(200);
    expect(perms.body.data).toContain("rate-setting-all-right-btns");
    expect((await t.get("/api/config/currencies", { token })).status).toBe(200);

    // signing out revokes it
    expect((await t.post("/api/auth/logout", undefined, { token })).status).toBe(200);
    expect((await t.get("/api/auth/permissions/current", { token })).status).toBe(401);
  });

  it("a viewer signed in through SSO gets the viewer's permissions", async () => {
    const { idToken } = await signInAs("viewer");
    const login = await t.post("/api/auth/login", { sso_token: idToken });
    expect(login.body.data.roles).toEqual(["viewer"]);
    const perms = await t.get<string[]>("/api/auth/permissions/current", { token: login.body.data.token });
    expect(perms.body.data).toContain("currency-manage-list");
    expect(perms.body.data).not.toContain("currency-manage-list-all-right-btns");
  });

  it("an authorization code works once, and only with its PKCE verifier", async () => {
    const first = await authorize("operator");
    const wrong = await exchange(first.code, b64url(crypto.randomBytes(32)));
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe("invalid_grant");

    const second = await authorize("operator");
    expect((await exchange(second.code, second.verifier)).status).toBe(200);
    const replay = await exchange(second.code, second.verifier);
    expect(replay.status).toBe(400);
    expect(replay.json.error).toBe("invalid_grant");
  });

  it("the token endpoint refuses a wrong client secret", async () => {
    const flow = await authorize("operator");
    const res = await exchange(flow.code, flow.verifier, "wrong-secret");
    expect(res.status).toBe(401);
    expect(res.json.error).toBe("invalid_client");
  });

  it("a foreign redirect_uri is refused before any login form", async () => {
    const u = new URL(authorizeUrl({ challenge: b64url(crypto.randomBytes(32)), state: "s", nonce: "n" }));
    u.searchParams.set("redirect_uri", "https://evil.example/auth/callback");
    const res = await fetch(u, { redirect: "manual" });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/<form/);
  });

  it("a wrong password shows the form again with an error, keeping the username", async () => {
    const flow = await openLoginForm();
    expect(flow.html).not.toMatch(/role="alert"/);
    const res = await flow.browser.request(flow.action, formPost({ username: "admin", password: "not-the-password" }));
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toMatch(/role="alert"[^>]*>[^<]*Wrong username or password/);
    expect(html).toMatch(/<form method="post"/);
    expect(html).toMatch(/name="username"[^>]*value="admin"/);
    expect(html).not.toMatch(/not-the-password/);

    // the same interaction still accepts the right password afterwards
    const ok = await flow.browser.follow(flow.action, formPost({ username: "admin", password: "demo" }), (u) =>
      u.startsWith(callbackUrl()),
    );
    expect(new URL(ok.url).searchParams.get("code")).toBeTruthy();
  });

  it("an unknown user is refused like a wrong password", async () => {
    const flow = await openLoginForm();
    const res = await flow.browser.request(flow.action, formPost({ username: "mallory", password: "demo" }));
    expect(res.status).toBe(401);
    expect(await res.text()).toMatch(/Wrong username or password/);
  });
});

describe("POST /api/auth/login refuses tokens it did not issue", () => {
  it("garbage is 401", async () => {
    for (const sso_token of ["garbage", "a.b.c", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9."]) {
      const res = await t.post("/api/auth/login", { sso_token });
      expect(res.status, sso_token).toBe(401);
      expect(res.body).toMatchObject({ code: 401, data: null });
      expect(res.body.message).toMatch(/invalid|expired/i);
    }
  });

  it("a well-formed ID token signed by another key is 401", async () => {
    const { privateKey } = await generateKeyPair("ES256");
    const forged = await new SignJWT({ preferred_username: "admin" })
      .setProtectedHeader({ alg: "ES256", kid: "forged" })
      .setIssuer(t.config.sso.issuer)
      .setAudience("console")
      .setSubject("admin")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
    const res = await t.post("/api/auth/login", { sso_token: forged });
    expect(res.status).toBe(401);
  });

  it("a genuine ID token for a deactivated account is 403", async () => {
    const { idToken } = await signInAs("approver");
    await t.sql("update users set active = false where username = 'approver'");
    try {
      const res = await t.post("/api/auth/login", { sso_token: idToken });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(403);
      expect(res.body.message).toBe("No active console account for approver");
    } finally {
      await t.sql("update users set active = true where username = 'approver'");
    }
  });
});

describe("discovery behind forged or forwarded hosts (issue 14, item 6)", () => {
  /** A GET with headers fetch will not send (Host). */
  function rawGet(
    path: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const u = new URL(path, t.url);
      const req = http.request({ host: u.hostname, port: u.port, path: u.pathname, headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it.each([
    ["X-Forwarded-Host", { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }],
    ["Host", { host: "evil.example" }],
  ])("a request with a forged %s still gets every endpoint under the configured issuer", async (_name, headers) => {
    const res = await rawGet("/sso/.well-known/openid-configuration", headers);
    expect(res.status).toBe(200);
    const meta = JSON.parse(res.body) as Record<string, unknown>;
    const origin = new URL(t.config.sso.issuer).origin;
    for (const k of ["authorization_endpoint", "token_endpoint", "jwks_uri", "end_session_endpoint", "userinfo_endpoint"]) {
      expect(new URL(String(meta[k])).origin, k).toBe(origin);
    }
    expect(res.body).not.toMatch(/evil\.example/);
  });

  it("discovery and the key set say how long they may be cached", async () => {
    for (const p of ["/sso/.well-known/openid-configuration", "/sso/jwks"]) {
      const res = await fetch(new URL(p, t.url));
      expect(res.status, p).toBe(200);
      expect(res.headers.get("cache-control"), p).toMatch(/^public, max-age=\d+$/);
      const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get("cache-control")!)![1]);
      // long enough to spare the provider, short enough that a rotated key is seen before it signs
      expect(maxAge).toBeGreaterThanOrEqual(60);
      expect(maxAge).toBeLessThanOrEqual(3600);
    }
  });
});

describe("an ID token is exchanged once (issue 14, item 2)", () => {
  it("the second POST /api/auth/login with the same ID token is refused, in en and zh, and mints no token", async () => {
    const { idToken } = await signInAs("operator");
    const first = await t.post("/api/auth/login", { sso_token: idToken });
    expect(first.status).toBe(200);
    const [{ n: before }] = await t.sql<{ n: number }>("select count(*)::int as n from api_tokens");

    const again = await t.post("/api/auth/login", { sso_token: idToken });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ code: 401, data: null });
    expect(again.body.message).toMatch(/already been used/);
    const zh = await t.post("/api/auth/login", { sso_token: idToken }, { headers: { "accept-language": "zh-CN" } });
    expect(zh.status).toBe(401);
    expect(zh.body.message).toBe("该登录凭证已使用过，请重新登录");

    const [{ n: after }] = await t.sql<{ n: number }>("select count(*)::int as n from api_tokens");
    expect(after).toBe(before);
    // the first exchange's token still works
    expect((await t.get("/api/auth/permissions/current", { token: first.body.data.token })).status).toBe(200);
  });

  it("of two exchanges racing with one ID token, exactly one signs in", async () => {
    const { idToken } = await signInAs("viewer");
    const results = await Promise.all([1, 2, 3].map(() => t.post("/api/auth/login", { sso_token: idToken })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it("a token that names no expiry is remembered a day; entries past their expiry are removed on the way", async () => {
    const { claimSsoToken } = await import("../../server/modules/auth/sso-token");
    await t.sql("insert into sso_token_uses (token_hash, expires_at) values ('entry-gone-stale', now() - interval '1 second')");
    const dayLong = async () =>
      (
        await t.sql<{ n: number }>(
          "select count(*)::int as n from sso_token_uses where expires_at > now() + interval '23 hours 59 minutes' and expires_at <= now() + interval '1 day'",
        )
      )[0].n;
    const before = await dayLong();
    await t.api.db.tx((q) => claimSsoToken(q, "token-without-exp", undefined));
    expect(await dayLong()).toBe(before + 1);
    expect(await t.sql("select 1 from sso_token_uses where token_hash = 'entry-gone-stale'")).toEqual([]);
    await expect(t.api.db.tx((q) => claimSsoToken(q, "token-without-exp", undefined))).rejects.toMatchObject({ code: 401 });
  });

  it("a refused exchange (deactivated account) does not use the token up", async () => {
    const { idToken } = await signInAs("approver");
    await t.sql("update users set active = false where username = 'approver'");
    try {
      expect((await t.post("/api/auth/login", { sso_token: idToken })).status).toBe(403);
    } finally {
      await t.sql("update users set active = true where username = 'approver'");
    }
    expect((await t.post("/api/auth/login", { sso_token: idToken })).status).toBe(200);
  });
});

describe("client address without TRUST_PROXY (issue 14, items 3 and 6)", () => {
  it("X-Forwarded-For is not believed: guesses under ever-new forwarded addresses still lock the real one", async () => {
    // earlier tests' wrong passwords came from this address too
    await t.sql("delete from sso_login_failures");
    const flow = await openLoginForm();
    try {
      // the address allowance (20) of wrong passwords, each under other usernames and forwarded addresses
      for (let i = 0; i < 20; i++) {
        const res = await flow.browser.request(flow.action, {
          ...formPost({ username: `guess-${i}`, password: "nope" }),
          headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.9.8.${i}` },
        });
        expect(res.status, `guess ${i}`).toBe(401);
      }
      const res = await flow.browser.request(flow.action, {
        ...formPost({ username: "admin", password: "demo" }),
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "10.9.9.9" },
      });
      expect(res.status).toBe(429);
      expect(await res.text()).toContain("Too many attempts");
    } finally {
      await t.sql("delete from sso_login_failures");
    }
  });
});
