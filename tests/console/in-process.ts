// The built console (`npm run build` first) driven without a browser or a console server: its
// Remix request handler is called directly with Request objects, the way remix-serve would after
// server/console.ts tagged the request. The API runs in this process too (tests/api/helpers.ts, a
// copy of the run's migrated template, seeded), reached by the console over loopback as in
// production. Each account signs in once, through the embedded sign-on and /openApp, and its
// session cookie is reused for every request: the generated sweeps cost one render per check.
import crypto from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { startTestApi, type TestApi } from "../api/helpers";
import { insertTestRoles } from "../fixtures/permissions";
import { DOCUMENT_REQUEST, documentFlag } from "../../app/lib/request-id.server";

/** No server listens here: it is the origin requests are addressed to and the console believes is its own. */
export const CONSOLE_URL = "http://console.test";
const DEMO_PASSWORD = "demo";

export interface InProcessConsole {
  api: TestApi;
  /** One request through the console's handler; `cookie` is a session from signIn. */
  request(
    pathAndSearch: string,
    init?: { method?: string; form?: Record<string, string>; cookie?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** The session cookie (and, for "en", the language cookie) of an account, made once. */
  session(account: string, lang?: "zh" | "en"): Promise<string>;
  close(): Promise<void>;
}

export async function startInProcessConsole(): Promise<InProcessConsole> {
  const api = await startTestApi({ fixedPort: true, env: { CONSOLE_URL } });
  await insertTestRoles(api.api.db);
  // the console reads its configuration once, when the build is first imported
  Object.assign(process.env, {
    API_BASE_URL: api.url,
    PUBLIC_API_URL: api.url,
    CONSOLE_URL,
    // as the e2e servers: the security checks look for exactly this parent
    FRAME_ANCESTORS: "https://admin.example.com",
    LOG_LEVEL: "silent",
  });
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");

  const request: InProcessConsole["request"] = (p, init = {}) => {
    const headers = new Headers(init.headers);
    // what server/console.ts sets on every request before Remix sees it
    headers.set("x-request-id", crypto.randomUUID());
    headers.set(DOCUMENT_REQUEST, documentFlag(p));
    // as an HTTP server hands it on: Remix compares a post's Origin with it
    headers.set("host", new URL(CONSOLE_URL).host);
    if (init.cookie) headers.set("cookie", init.cookie);
    let body: URLSearchParams | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form);
      headers.set("content-type", "application/x-www-form-urlencoded");
      headers.set("origin", CONSOLE_URL);
    }
    return handle(
      new Request(new URL(p, CONSOLE_URL), { method: init.method ?? (body ? "POST" : "GET"), headers, body, redirect: "manual" }),
    );
  };

  const sessions = new Map<string, Promise<string>>();
  const session = (account: string, lang: "zh" | "en" = "zh") => {
    const key = `${account} ${lang}`;
    if (!sessions.has(key)) sessions.set(key, signIn(account, lang));
    return sessions.get(key)!;
  };

  async function signIn(account: string, lang: "zh" | "en") {
    const res = await request(`/openApp?token=${encodeURIComponent(await idTokenFor(api.url, account))}`);
    if (res.status !== 302) throw new Error(`openApp as ${account}: HTTP ${res.status}`);
    const cookies = cookiePairs(res.headers).filter((c) => c.startsWith("__console_session="));
    if (lang === "en") {
      const switched = await request("/lang", { form: { lng: "en", redirectTo: "/dashboard/welcome" }, cookie: cookies.join("; ") });
      cookies.push(...cookiePairs(switched.headers).filter((c) => c.startsWith("lng=")));
    }
    if (!cookies.length) throw new Error(`openApp as ${account} set no session cookie`);
    return cookies.join("; ");
  }

  return { api, request, session, close: () => api.close() };
}

/** "name=value" of each Set-Cookie. */
const cookiePairs = (headers: Headers) => headers.getSetCookie().map((c) => c.split(";")[0]);

/**
 * An ID token from the embedded sign-on, the way an embedding admin frame holds one: authorization
 * code + PKCE with the console's client over plain HTTP, the sign-on's own cookies kept in a jar.
 */
async function idTokenFor(apiUrl: string, username: string): Promise<string> {
  const b64 = (b: Buffer) => b.toString("base64url");
  const verifier = b64(crypto.randomBytes(32));
  const callback = `${CONSOLE_URL}/auth/callback`;
  const auth = new URL(`${apiUrl}/sso/auth`);
  auth.search = new URLSearchParams({
    client_id: "console",
    redirect_uri: callback,
    response_type: "code",
    scope: "openid profile email",
    state: b64(crypto.randomBytes(8)),
    nonce: b64(crypto.randomBytes(8)),
    code_challenge: b64(crypto.createHash("sha256").update(verifier).digest()),
    code_challenge_method: "S256",
  }).toString();
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const pair of cookiePairs(res.headers)) {
      const i = pair.indexOf("=");
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  };
  let res = await go(auth.toString());
  let location = res.headers.get("location");
  for (let hops = 0; hops < 8 && !location?.startsWith(callback); hops++) {
    if (!location) {
      const action = /action="([^"]+)"/.exec(await res.text())?.[1];
      if (!action) throw new Error(`sign-on gave neither a redirect nor a form (HTTP ${res.status})`);
      res = await go(new URL(action, apiUrl).toString(), {
        method: "POST",
        body: new URLSearchParams({ username, password: DEMO_PASSWORD }),
      });
    } else {
      res = await go(new URL(location, apiUrl).toString());
    }
    location = res.headers.get("location");
  }
  const code = new URL(location!).searchParams.get("code")!;
  const token = await fetch(`${apiUrl}/sso/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: callback, code_verifier: verifier }),
    headers: { authorization: `Basic ${Buffer.from("console:dev-console-secret").toString("base64")}` },
  });
  return ((await token.json()) as { id_token: string }).id_token;
}
