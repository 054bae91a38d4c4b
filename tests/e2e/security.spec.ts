// The console's security properties, checked over HTTP against the production build: sessions
// and their cookie, cross-site posts on every action, redirect targets, response headers.
import fs from "node:fs";
import http from "node:http";
import type { APIRequest, APIRequestContext, APIResponse } from "@playwright/test";
import { routeModules } from "../support/route-modules";
import { API_URL, CONSOLE_URL, currentUser, expect, idTokenFor, sessionAs, signIn, test, USERS, type DemoUser } from "./fixtures";

const FRAME_PARENT = "https://admin.example.com"; // FRAME_ANCESTORS in playwright.config.ts
const SESSION = "__console_session";

const signedIn = (playwright: { request: APIRequest }, role: DemoUser = "admin") => sessionAs(playwright, role);

async function cookieValue(ctx: APIRequestContext): Promise<string> {
  const c = (await ctx.storageState()).cookies.find((x) => x.name === SESSION);
  if (!c) throw new Error("no session cookie");
  return c.value;
}

/** A request context holding only the given session cookie value. */
async function withCookie(playwright: { request: APIRequest }, value: string) {
  return playwright.request.newContext({
    baseURL: CONSOLE_URL,
    storageState: {
      cookies: [{ name: SESSION, value, domain: "localhost", path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" }],
      origins: [],
    },
  });
}

const location = (res: APIResponse) => res.headers()["location"] ?? "";
const signedInPages = routeModules().filter((m) => m.signedIn && m.id !== "_app" && m.hasLoader);

test.describe("sessions", () => {
  test("without a session every signed-in page sends the browser to sign in, back to that page after", async ({ playwright }) => {
    const anon = await playwright.request.newContext({ baseURL: CONSOLE_URL });
    for (const m of signedInPages) {
      const url = `${m.url}?page=2`;
      const res = await anon.get(url, { maxRedirects: 0 });
      expect(res.status(), m.url).toBe(302);
      expect(location(res), m.url).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);
    }
  });

  test("the session cookie is httpOnly, SameSite=Lax, host-only, and new at every sign-in", async ({ playwright }) => {
    const first = await signedIn(playwright);
    const header = first.res.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith(`${SESSION}=`))!.value;
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);
    expect(header).not.toMatch(/;\s*Domain=/i);
    // plain http here; Secure behind https is a unit test of the configuration
    expect(header).not.toMatch(/;\s*Secure/i);
    // a sign-in on a browser that already holds a session (say one planted by someone else)
    // replaces it, once agreed to, with a new one of its own
    const planted = await cookieValue(first.ctx);
    const browser = await withCookie(playwright, planted);
    const asked = await browser.get(`/openApp?token=${encodeURIComponent(await idTokenFor(browser, "viewer"))}`, { maxRedirects: 0 });
    expect(asked.status()).toBe(200);
    const res = await browser.post("/openApp", { form: { intent: "switch" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(await cookieValue(browser)).not.toBe(planted);
    const page = await browser.get("/dashboard/welcome");
    await expect(page).toBeOK();
    expect(await page.text()).toContain("Victor Viewer");
  });

  test("a tampered or foreign-signed session cookie is no session at all", async ({ playwright }) => {
    const { ctx } = await signedIn(playwright);
    const value = await cookieValue(ctx);
    const [payload, signature] = decodeURIComponent(value).split(".");
    const flipped = payload.slice(0, -2) + (payload.at(-2) === "A" ? "B" : "A") + payload.at(-1);
    const tampered = [
      encodeURIComponent(`${flipped}.${signature}`),
      encodeURIComponent(`${payload}.${"x".repeat(signature.length)}`),
      encodeURIComponent(payload),
      // the same data, claiming to be another user, without a valid signature
      encodeURIComponent(
        `${Buffer.from(JSON.stringify({ token: "forged", user: { id: 1, username: "admin" } })).toString("base64")}.${signature}`,
      ),
    ];
    for (const v of tampered) {
      const other = await withCookie(playwright, v);
      const res = await other.get("/system/setting", { maxRedirects: 0 });
      expect(res.status(), v).toBe(302);
      expect(location(res)).toBe(`/login?redirectTo=${encodeURIComponent("/system/setting")}`);
      await other.dispose();
    }
  });

  test("sign-out ends the session on the server: the old cookie, replayed, no longer works", async ({ playwright }) => {
    const { ctx } = await signedIn(playwright);
    const stolen = await cookieValue(ctx);
    const out = await ctx.post("/logout", { headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    expect(out.status()).toBe(302);
    const replay = await withCookie(playwright, stolen);
    const res = await replay.get("/system/setting", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(location(res)).toMatch(/^\/login\?/);
  });
});

test.describe("cross-site posts", () => {
  const actions = routeModules().filter((m) => m.hasAction);

  test("every action refuses a post from a foreign origin and keeps the session", async ({ playwright }) => {
    expect(actions.map((a) => a.url)).toEqual(expect.arrayContaining(["/logout", "/lang", "/tabs", "/system/currency-manage-list"]));
    const { ctx } = await signedIn(playwright);
    const attacks: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: `${CONSOLE_URL}.evil.example` },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    const accepted: string[] = [];
    for (const m of actions) {
      for (const headers of attacks) {
        const res = await ctx.post(m.url, {
          form: { intent: "disable", id: "1", lng: "en", op: "all", name: "x" },
          headers,
          maxRedirects: 0,
        });
        if (res.status() !== 403) accepted.push(`${m.url} ${JSON.stringify(headers)} → ${res.status()}`);
      }
    }
    expect(accepted).toEqual([]);
    // the refused sign-out did not sign anyone out
    await expect(await ctx.get("/dashboard/welcome", { maxRedirects: 0 })).toBeOK();
  });
});

test.describe("redirect targets", () => {
  const ATTACKS = [
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "%2F%2Fevil.example",
    "/%2F/evil.example",
    "/%5Cevil.example",
    "%252F%252Fevil.example",
    "/..//evil.example",
    "/\t/evil.example",
    " //evil.example",
    "/%09/evil.example",
  ];

  /** On this site: a relative path that no browser reads as another host. */
  function expectOnSite(target: string, what: string) {
    expect(target, what).toMatch(/^\/(?![/\\])/);
    expect(target, what).not.toMatch(/[\\\t\n\r]/);
    expect(new URL(target, CONSOLE_URL).origin, what).toBe(CONSOLE_URL);
  }

  test("the sign-in page never carries a foreign target through the sign-on", async ({ playwright }) => {
    const anon = await playwright.request.newContext({ baseURL: CONSOLE_URL });
    for (const attack of ATTACKS) {
      const html = await (await anon.get(`/login?redirectTo=${encodeURIComponent(attack)}`)).text();
      const carried = /name="redirectTo" value="([^"]*)"/.exec(html)?.[1] ?? "";
      expectOnSite(carried.replace(/&amp;/g, "&"), `login form for ${attack}`);
    }
  });

  test("a full sign-in started with a foreign target lands on the console", async ({ playwright }) => {
    for (const attack of ATTACKS.slice(0, 4)) {
      const ctx = await playwright.request.newContext({ baseURL: CONSOLE_URL });
      // post the sign-in form with the attack, bypassing the page's own clean-up
      let res = await ctx.post("/login", { form: { redirectTo: attack }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
      let to = location(res);
      for (let hops = 0; hops < 10 && to && !to.startsWith(`${CONSOLE_URL}/auth/callback`); hops++) {
        const url = new URL(to, to.startsWith("/sso") ? API_URL : CONSOLE_URL);
        if (url.pathname.startsWith("/sso/interaction/") && !url.pathname.endsWith("/login")) {
          const form = await ctx.get(url.toString());
          const action = /action="([^"]+)"/.exec(await form.text())![1];
          res = await ctx.post(new URL(action, API_URL).toString(), { form: { username: "admin", password: "demo" }, maxRedirects: 0 });
        } else {
          res = await ctx.get(url.toString(), { maxRedirects: 0 });
        }
        to = location(res);
      }
      expect(to, attack).toContain("/auth/callback");
      const landed = await ctx.get(to, { maxRedirects: 0 });
      expect(landed.status(), attack).toBe(302);
      expectOnSite(location(landed), `after sign-in with ${attack}`);
      await ctx.dispose();
    }
  });

  test("signed-in redirects (sign-in page, language, tabs, /redirect, openApp) stay on the console", async ({ playwright }) => {
    const { ctx } = await signedIn(playwright);
    for (const attack of ATTACKS) {
      const cases: [string, APIResponse][] = [
        ["login", await ctx.get(`/login?redirectTo=${encodeURIComponent(attack)}`, { maxRedirects: 0 })],
        ["lang", await ctx.post("/lang", { form: { lng: "zh", redirectTo: attack }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 })],
        [
          "tabs",
          await ctx.post("/tabs", {
            form: { op: "close", name: "nope", current: "nope", redirectTo: attack },
            headers: { Origin: CONSOLE_URL },
            maxRedirects: 0,
          }),
        ],
        ["redirect", await ctx.get(`/redirect/${attack.replace(/^\//, "")}`, { maxRedirects: 0 })],
      ];
      for (const [what, res] of cases) {
        expect([302, 404], `${what} ${attack}`).toContain(res.status());
        if (res.status() === 302) expectOnSite(location(res), `${what} ${attack}`);
      }
    }
    const idToken = await idTokenFor(ctx, "admin");
    const res = await ctx.get(`/openApp?token=${encodeURIComponent(idToken)}&redirectTo=${encodeURIComponent("//evil.example")}`, {
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expectOnSite(location(res), "openApp");
  });
});

test.describe("response headers", () => {
  function expectDocumentHeaders(res: APIResponse, what: string) {
    const h = res.headers();
    const csp = h["content-security-policy"] ?? "";
    const directive = (name: string) =>
      csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? "";
    expect(directive("default-src"), what).toBe("default-src 'self'");
    expect(directive("script-src"), what).toMatch(/^script-src 'self'( 'nonce-[A-Za-z0-9+/=]+')?$/);
    expect(directive("object-src"), what).toBe("object-src 'none'");
    expect(directive("base-uri"), what).toBe("base-uri 'self'");
    // only this site and the embedding parent named by FRAME_ANCESTORS may frame the console
    expect(directive("frame-ancestors"), what).toBe(`frame-ancestors 'self' ${FRAME_PARENT}`);
    expect(h["x-frame-options"], what).toBeUndefined();
    expect(h["x-content-type-options"], what).toBe("nosniff");
    expect(h["referrer-policy"], what).toBe("same-origin");
  }

  test("pages, data requests and error pages carry the CSP, nosniff, referrer and frame rules", async ({ playwright }) => {
    const anon = await playwright.request.newContext({ baseURL: CONSOLE_URL });
    expectDocumentHeaders(await anon.get("/login"), "login page");
    expectDocumentHeaders(await anon.get("/error/404"), "not-found page");
    const { ctx } = await signedIn(playwright);
    const page = await ctx.get("/system/currency-manage-list");
    expectDocumentHeaders(page, "list page");
    // the script nonce is fresh for every document and is what the page's scripts carry
    const nonce = /'nonce-([^']+)'/.exec(page.headers()["content-security-policy"])![1];
    const html = await page.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html.match(/<script(?![^>]*\bnonce=)[^>]*>/g) ?? [], "scripts without the nonce").toEqual([]);
    const again = await ctx.get("/system/currency-manage-list");
    expect(/'nonce-([^']+)'/.exec(again.headers()["content-security-policy"])![1]).not.toBe(nonce);
    expectDocumentHeaders(await ctx.get("/system/currency-manage-list.data"), "data request");
  });

  test("the API and its sign-on page set their own strict headers", async ({ playwright }) => {
    const anon = await playwright.request.newContext();
    const api = await anon.get(`${API_URL}/api/auth/permissions/current`);
    expect(api.status()).toBe(401);
    expect(api.headers()["x-content-type-options"]).toBe("nosniff");
    expect(api.headers()["content-type"]).toMatch(/^application\/json/);
    // the sign-on's password page may not be framed by anyone (clickjacking of credentials)
    const start = await anon.post(`${CONSOLE_URL}/login`, { form: { redirectTo: "/" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    let res = await anon.get(location(start), { maxRedirects: 0 });
    for (let hops = 0; hops < 3 && (res.status() === 303 || res.status() === 302); hops++) {
      res = await anon.get(new URL(location(res), API_URL).toString(), { maxRedirects: 0 });
    }
    expect(await res.text()).toContain('name="password"');
    expect(res.headers()["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(res.headers()["content-security-policy"]).toMatch(/default-src 'none'/);
  });
});

test.describe("issue 14.1: /openApp login CSRF", () => {
  const SESSION_SET = (res: APIResponse) =>
    res.headersArray().some((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith(`${SESSION}=`));
  const nav = (site: string, dest: string, referer?: string): Record<string, string> => ({
    "Sec-Fetch-Site": site,
    "Sec-Fetch-Dest": dest,
    "Sec-Fetch-Mode": dest === "document" || dest === "iframe" ? "navigate" : "no-cors",
    ...(referer ? { Referer: referer } : {}),
  });
  const fresh = async (playwright: { request: APIRequest }, who: DemoUser) => {
    const c = await playwright.request.newContext();
    const token = await idTokenFor(c, who);
    await c.dispose();
    return `/openApp?token=${encodeURIComponent(token)}&redirectTo=${encodeURIComponent("/system/setting")}`;
  };
  const whoIs = async (ctx: APIRequestContext) => {
    const html = await (await ctx.get("/dashboard/welcome")).text();
    return Object.values(USERS).find((u) => html.includes(u.name))?.name ?? "nobody";
  };

  test("a link, redirect, subresource or unlisted frame from another site signs nobody in, nor replaces a session", async ({
    playwright,
  }) => {
    const attacks: [string, Record<string, string>][] = [
      ["cross-site link", nav("cross-site", "document", "https://evil.example/page")],
      ["cross-site link without a Referer", nav("cross-site", "document")],
      ["same-site link (a sibling subdomain)", nav("same-site", "document", "https://blog.example.com/")],
      ["top-level link from the frame parent's origin (not framed)", nav("cross-site", "document", `${FRAME_PARENT}/`)],
      ["frame on an unlisted page", nav("cross-site", "iframe", "https://evil.example/")],
      ["frame that hides its Referer", nav("cross-site", "iframe")],
      ["image on the console's own page", nav("same-origin", "image", `${CONSOLE_URL}/`)],
      [
        "fetch from another site",
        { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors", Origin: "https://evil.example" },
      ],
      ["old browser followed a foreign link", { Referer: "https://evil.example/page" }],
    ];
    const { ctx: victim } = await signedIn(playwright, "admin");
    const before = await cookieValue(victim);
    const anon = await playwright.request.newContext({ baseURL: CONSOLE_URL });
    const accepted: string[] = [];
    for (const [what, headers] of attacks) {
      for (const [who, ctx] of [
        ["signed-in admin", victim],
        ["nobody signed in", anon],
      ] as const) {
        const res = await ctx.get(await fresh(playwright, "viewer"), { headers, maxRedirects: 0 });
        if (res.status() !== 403 || SESSION_SET(res))
          accepted.push(`${what} (${who}) → ${res.status()}${SESSION_SET(res) ? " + session cookie" : ""}`);
        else expect(await res.text(), what).toContain("此登录链接只能由控制台的嵌入页面打开或在地址栏中输入");
      }
    }
    expect(accepted).toEqual([]);
    expect(await cookieValue(victim)).toBe(before);
    expect(await whoIs(victim)).toBe(USERS.admin.name);
    expect((await anon.storageState()).cookies.filter((c) => c.name === SESSION)).toEqual([]);
    // and the refusal reads in English for an English interface
    const en = await playwright.request.newContext({ baseURL: CONSOLE_URL });
    await en.post("/lang", { form: { lng: "en", redirectTo: "/login" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    const res = await en.get(await fresh(playwright, "viewer"), { headers: attacks[0][1], maxRedirects: 0 });
    expect(res.status()).toBe(403);
    expect(await res.text()).toContain("This sign-in link can only be opened by the console&#x27;s embedding page");
  });

  test("a frame on a FRAME_ANCESTORS page, a typed address and the console's own links sign in", async ({ playwright }) => {
    const ways: [string, Record<string, string>][] = [
      ["framed by the listed parent", nav("cross-site", "iframe", `${FRAME_PARENT}/portal?x=1`)],
      ["framed by the listed parent on the same site", nav("same-site", "iframe", `${FRAME_PARENT}/`)],
      ["typed or bookmarked", nav("none", "document")],
      ["the console's own link", nav("same-origin", "document", `${CONSOLE_URL}/dashboard/welcome`)],
      ["not a browser (no Fetch Metadata)", {}],
    ];
    for (const [what, headers] of ways) {
      const ctx = await playwright.request.newContext({ baseURL: CONSOLE_URL });
      const res = await ctx.get(await fresh(playwright, "viewer"), { headers, maxRedirects: 0 });
      expect(res.status(), what).toBe(302);
      expect(location(res), what).toBe("/system/setting");
      expect(await whoIs(ctx), what).toBe(USERS.viewer.name);
      await ctx.dispose();
    }
  });

  test("another user's session is replaced only after the person agrees, with a same-origin post", async ({ playwright }) => {
    const typed = nav("none", "document");
    const { ctx } = await signedIn(playwright, "admin");
    const before = await cookieValue(ctx);
    // the same user again: no question
    const same = await ctx.get(await fresh(playwright, "admin"), { headers: typed, maxRedirects: 0 });
    expect(same.status()).toBe(302);

    const asked = await ctx.get(await fresh(playwright, "viewer"), { headers: typed, maxRedirects: 0 });
    expect(asked.status()).toBe(200);
    const page = await asked.text();
    expect(page).toContain("切换用户？");
    expect(page).toContain(
      "此浏览器已以 Ada Admin (admin) 的身份登录控制台。打开此链接的页面要求改为以 Victor Viewer (viewer) 的身份登录。",
    );
    // plain forms: the answer needs no JavaScript
    expect(page).toMatch(/<form method="post" action="\/openApp"[^>]*>\s*<input type="hidden" name="intent" value="switch"/);
    expect(SESSION_SET(asked)).toBe(false);
    expect(await whoIs(ctx)).toBe(USERS.admin.name);

    // the answer is a mutation: another site cannot give it
    for (const headers of [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }] as Record<string, string>[]) {
      const forged = await ctx.post("/openApp", { form: { intent: "switch" }, headers, maxRedirects: 0 });
      expect(forged.status()).toBe(403);
    }
    expect(await whoIs(ctx)).toBe(USERS.admin.name);

    const yes = await ctx.post("/openApp", { form: { intent: "switch" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    expect(yes.status()).toBe(302);
    expect(location(yes)).toBe("/system/setting");
    expect(await cookieValue(ctx)).not.toBe(before);
    expect(await whoIs(ctx)).toBe(USERS.viewer.name);
    // the question is answered once
    const again = await ctx.post("/openApp", { form: { intent: "switch" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    expect(await again.text()).toContain("切换用户的确认已过期");

    // "stay" keeps the session as it was
    await ctx.get(await fresh(playwright, "admin"), { headers: typed, maxRedirects: 0 });
    const kept = await cookieValue(ctx);
    const no = await ctx.post("/openApp", { form: { intent: "stay" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    expect(no.status()).toBe(302);
    expect(await cookieValue(ctx)).toBe(kept);
    expect(await whoIs(ctx)).toBe(USERS.viewer.name);
  });

  test("in Chromium: a frame on the FRAME_ANCESTORS page is accepted, the same frame on another site refused", async ({ playwright }) => {
    // the parent pages are served by the test at public names; Chromium's local-network checks
    // would stop their frames from reaching this localhost console at all
    const browser = await playwright.chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests"],
    });
    const page = await browser.newPage();
    for (const [parent, expected] of [
      ["https://evil.example", 403],
      [FRAME_PARENT, 302],
    ] as const) {
      const src = `${CONSOLE_URL}${await fresh(playwright, "viewer")}`;
      await page.route(`${parent}/**`, (r) =>
        // the console here is plain http under an https parent: a browser drops the Referer on
        // that downgrade unless the frame asks to keep it (behind https it is sent by default)
        r.fulfill({ contentType: "text/html", body: `<iframe referrerpolicy="unsafe-url" src="${src}"></iframe>` }),
      );
      const answer = page.waitForResponse((r) => r.url().startsWith(`${CONSOLE_URL}/openApp`));
      await page.goto(`${parent}/portal`);
      const res = await answer;
      expect(res.status(), parent).toBe(expected);
    }
    await browser.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`in Chromium, JavaScript ${javaScriptEnabled ? "on" : "off"}: a link on another site is refused, the question is answered with a click`, async ({
      browser,
      playwright,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL: CONSOLE_URL });
      const page = await context.newPage();
      await signIn(page, "admin");
      const attack = await fresh(playwright, "viewer");
      await page.route("http://evil.example/**", (r) =>
        r.fulfill({ contentType: "text/html", body: `<a href="${CONSOLE_URL}${attack}">prize</a>` }),
      );
      await page.goto("http://evil.example/");
      await page.getByRole("link", { name: "prize" }).click();
      await expect(page.getByText("此登录链接只能由控制台的嵌入页面打开或在地址栏中输入")).toBeVisible();
      await page.goto("/dashboard/welcome");
      await expect(currentUser(page)).toHaveText(`当前用户：${USERS.admin.name}`);

      // typed into the address bar: trusted, but it asks before replacing Ada's session
      await page.goto(await fresh(playwright, "viewer"));
      await expect(page.getByRole("heading", { name: "切换用户？" })).toBeVisible();
      await page.getByRole("button", { name: "以 Victor Viewer (viewer) 的身份继续" }).click();
      await expect(page).toHaveURL(`${CONSOLE_URL}/system/setting`);
      await expect(currentUser(page)).toHaveText(`当前用户：${USERS.viewer.name}`);
      await context.close();
    });
  }
});

test.describe("issue 14.5: request body limits", () => {
  const MB = 1024 * 1024;
  const FORM_LIMIT = MB; // CONSOLE_FORM_MAX_BYTES default, stated in docs/operations.md

  interface Sent {
    status: number;
    body: string;
    /** body bytes written before the answer came */
    sent: number;
  }

  /**
   * Posts a body with Node's http client, as a script would: `declared` sends a Content-Length
   * (and then only as much as the server reads), otherwise the body is chunked. Writing stops as
   * soon as the console answers.
   */
  function post(
    path: string,
    { total, declared, contentType, prefix = "" }: { total: number; declared?: boolean; contentType: string; prefix?: string },
  ): Promise<Sent> {
    return new Promise((resolve, reject) => {
      const url = new URL(path, CONSOLE_URL);
      const req = http.request(url, {
        method: "POST",
        agent: false,
        headers: { "content-type": contentType, origin: CONSOLE_URL, ...(declared ? { "content-length": String(total) } : {}) },
      });
      let sent = 0;
      let answered = false;
      req.on("response", (res) => {
        answered = true;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body, sent });
          req.destroy();
        });
      });
      // the console may close the connection while this side still writes
      req.on("error", (err) => (answered ? undefined : reject(err)));
      const chunk = Buffer.alloc(64 * 1024, "a");
      const head = Buffer.from(prefix);
      (async () => {
        if (head.length) {
          req.write(head);
          sent += head.length;
        }
        while (!answered && sent < total && !req.destroyed) {
          const part = total - sent < chunk.length ? chunk.subarray(0, total - sent) : chunk;
          sent += part.length;
          if (!req.write(part)) await new Promise((r) => req.once("drain", r).once("close", r));
        }
        if (!answered && !req.destroyed) req.end();
      })().catch(() => {});
    });
  }

  /** Resident memory of this console's processes (launcher child + remix-serve workers), bytes. */
  function consoleRss(): number {
    const port = new URL(CONSOLE_URL).port;
    let total = 0;
    for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
      try {
        const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
        if (!cmd.includes("build/server/console.js") && !cmd.includes("remix-serve")) continue;
        const env = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
        if (!env.includes(`PORT=${port}`)) continue;
        const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
        if (rss) total += Number(rss[1]) * 1024;
      } catch {
        /* exited meanwhile, or not ours to read */
      }
    }
    return total;
  }

  const expect413 = (r: Sent, what: string) => {
    expect(r.status, what).toBe(413);
    expect(r.body, what).toContain("提交的内容过大");
    expect(r.body, what).toContain("The submitted data is too large");
    expect(r.body, what).toContain("1 MB");
  };

  test("a body over the form limit is refused with a readable 413 before Remix reads it — declared or chunked — and memory stays flat", async () => {
    test.setTimeout(90_000);
    expect(consoleRss(), "console processes found").toBeGreaterThan(0);
    const before = consoleRss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, consoleRss())), 50);
    try {
      // the review's cases: a 1.5 GB multipart sign-in post, a huge urlencoded language switch
      expect413(
        await post("/login", { total: 1536 * MB, declared: true, contentType: "multipart/form-data; boundary=x" }),
        "declared 1.5 GB /login",
      );
      const chunked = await post("/lang", {
        total: 400 * MB,
        contentType: "application/x-www-form-urlencoded",
        prefix: "lng=en&redirectTo=%2Flogin&pad=",
      });
      expect413(chunked, "chunked 400 MB /lang");
      // refused near the limit, not after reading the rest (socket buffers hold a few MB)
      expect(chunked.sent).toBeLessThan(64 * MB);
      expect413(
        await post("/system/currency-manage-list", {
          total: 50 * MB,
          contentType: "application/x-www-form-urlencoded",
          prefix: "intent=create&x=",
        }),
        "chunked signed-in route",
      );
      expect413(
        await post("/lang.data", { total: 5 * MB, declared: true, contentType: "application/x-www-form-urlencoded" }),
        "declared data request",
      );
    } finally {
      clearInterval(sampler);
    }
    // bodies of 400 MB to 1.5 GB went by: read whole they would add hundreds of MB (about 1.2 GB
    // was seen without the limit); a few dozen MB is the workers' own garbage on a loaded machine
    expect(peak - before, `console RSS grew from ${before >> 20} MB to ${peak >> 20} MB`).toBeLessThan(128 * MB);
  });

  test("a client that asks first (Expect: 100-continue) is refused before it sends the body", async () => {
    const { status, continued } = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      const req = http.request(new URL("/lang", CONSOLE_URL), {
        method: "POST",
        agent: false,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(50 * MB),
          expect: "100-continue",
          origin: CONSOLE_URL,
        },
      });
      let continued = false;
      req.on("continue", () => (continued = true));
      req.on("response", (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, continued });
        req.destroy();
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
    expect(continued).toBe(false);
  });

  test("bodies within the limit still work, chunked or declared, up to exactly the limit", async ({ playwright }) => {
    const prefix = "lng=en&redirectTo=%2Flogin&pad=";
    for (const declared of [true, false]) {
      const atLimit = await post("/lang", { total: FORM_LIMIT, declared, contentType: "application/x-www-form-urlencoded", prefix });
      expect(atLimit.status, `exactly 1 MB, ${declared ? "declared" : "chunked"}`).toBe(302);
      const over = await post("/lang", { total: FORM_LIMIT + 1, declared, contentType: "application/x-www-form-urlencoded", prefix });
      expect413(over, `1 MB + 1 byte, ${declared ? "declared" : "chunked"}`);
    }
    // a small chunked form post reaches the action whole
    const res = await post("/lang", {
      total: 0,
      contentType: "application/x-www-form-urlencoded",
      prefix: "lng=en&redirectTo=%2Fdashboard%2Fwelcome",
    });
    expect(res.status).toBe(302);
    // and a signed-in form post of ordinary size is untouched
    const { ctx } = await signedIn(playwright, "admin");
    const tabs = await ctx.post("/tabs", {
      form: { op: "close", name: "nope", current: "nope", redirectTo: "/system/setting" },
      headers: { Origin: CONSOLE_URL },
      maxRedirects: 0,
    });
    expect(tabs.status()).toBe(302);
  });
});
