// Shared helpers of the console end-to-end suite. Every test gets a fresh browser context. A journey
// signs in once per account and worker through the real single sign-on (console /login → API
// /sso/interaction/... → console /auth/callback) and later tests of that worker start from the
// session it made; the sign-in and security specs always take the whole way (issue 37).
import path from "node:path";
import { expect, test as base, type BrowserContext, type Cookie, type Locator, type Page } from "@playwright/test";
import { e2ePorts } from "./servers";

/**
 * Each worker drives a console, API and database of its own (webServer in playwright.config.ts):
 * the console on E2E_PORT (default 3100) + 2 × the worker's parallel index, the API one above,
 * the data in its own folder; so no test sees another worker's writes.
 */
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const PORTS = e2ePorts(WORKER);
export const CONSOLE_URL = `http://localhost:${PORTS.console}`;
export const API_URL = `http://localhost:${PORTS.api}`;
/** The worker's PGlite folder, for the ops CLI (which works through the running API's database). */
export const E2E_DATA_DIR = path.join(process.env.E2E_DATA_DIR ?? "", `w${WORKER}`);

export const test = base.extend<{ restoreLanguage: void; signInAs: DemoUser; signedInPage: Page }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter's pattern: none here
  baseURL: async ({}, use) => use(CONSOLE_URL),
  /** who `signedInPage` signs in as: the operator unless a spec says otherwise (`test.use({ signInAs })`) */
  signInAs: ["operator", { option: true }],
  /**
   * The test's page signed in from the sign-in page, as a journey opens; its JavaScript is the
   * context's (`test.use({ javaScriptEnabled })`).
   */
  signedInPage: async ({ page, signInAs }, use) => {
    await page.goto("/login");
    await signIn(page, signInAs);
    await use(page);
  },
  // after every test: the accounts it switched to English are put back to the demo's Chinese
  restoreLanguage: [
    async ({ playwright, browser }, use) => {
      await use();
      for (const { context, session: first, user } of switchedSessions.splice(0)) {
        // the context's session now (a test may have signed in again), else the one it switched with
        const now = await context.cookies(CONSOLE_URL).catch(() => []);
        const session = now.find((c) => c.name === SESSION_COOKIE) ?? first;
        const request = await playwright.request.newContext({ baseURL: CONSOLE_URL, storageState: { cookies: [session], origins: [] } });
        const alive = (await request.get("/dashboard/welcome", { maxRedirects: 0 })).status() === 200;
        if (alive)
          await request.post("/lang", { form: { lng: "zh", redirectTo: "/login" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
        await request.dispose();
        if (alive || !user) continue;
        // the test signed out: sign in again (in English, as stored) and switch back
        const fresh = await browser.newContext({ baseURL: CONSOLE_URL });
        const page = await fresh.newPage();
        await signIn(page, user, { wholeWay: true });
        await page.getByTestId("lang-zh").click();
        await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
        await fresh.close();
      }
    },
    { auto: true },
  ],
});
export { expect };

/** The sessions whose account a test switched away from Chinese, to switch back after it. */
const switchedSessions: { context: BrowserContext; session: Cookie; user?: DemoUser }[] = [];
/** who each context signed in as (signIn), to sign in again for the restore after a sign-out */
const signedInAs = new WeakMap<BrowserContext, DemoUser>();

/**
 * Switches the interface language with the top bar's switch. Signed in, the choice is the
 * account's too (issue 41 §12): it decides the language of that account's next sign-in, in any
 * worker's later test. So the account goes back to Chinese (the demo accounts' language) when the
 * test ends, and the suite stays independent of its order.
 */
export async function switchLanguage(page: Page, lng: "zh" | "en") {
  const session = (await page.context().cookies(CONSOLE_URL)).find((c) => c.name === SESSION_COOKIE);
  if (session && lng !== "zh") switchedSessions.push({ context: page.context(), session, user: signedInAs.get(page.context()) });
  await page.getByTestId(`lang-${lng}`).click();
}

export const DEMO_PASSWORD = "demo";
export const USERS = {
  admin: { name: "Ada Admin" },
  approver: { name: "Avery Approver" },
  operator: { name: "Olive Operator" },
  viewer: { name: "Victor Viewer" },
} as const;
export type DemoUser = keyof typeof USERS;

/** The console's "start SSO" button, in either interface language. */
export const SSO_BUTTON = /^(使用 SSO 登录|Sign in with SSO)$/;

const isSsoForm = (u: URL) => u.origin === API_URL && u.pathname.startsWith("/sso/interaction/");
const isConsoleLogin = (u: URL) => u.origin === CONSOLE_URL && u.pathname === "/login";
/** Signed in: back on the console, anywhere but the sign-in page and the callback. */
const isSignedInPage = (u: URL) => u.origin === CONSOLE_URL && !isConsoleLogin(u) && !u.pathname.startsWith("/auth/");
/** The console sends a failed sign-in back to /login?reason=failed (or no-account). */
const isSignInFailure = (u: URL) => isConsoleLogin(u) && ["failed", "no-account"].includes(u.searchParams.get("reason") ?? "");

/**
 * Signs in as a demo user the way a person does. Starts from the console's sign-in page (the
 * current page when it already is one, so a deep link's redirectTo is kept, else /login) and
 * resolves on the page the console lands on. When the sign-on still remembers this browser
 * (after a sign-out in the same context) it goes straight back without showing its form.
 */
export async function signIn(page: Page, username: DemoUser, { password = DEMO_PASSWORD, wholeWay = false } = {}) {
  const current = page.url().startsWith("http") ? new URL(page.url()) : null;
  signedInAs.set(page.context(), username);
  // wholeWay: the test needs what only the sign-on's own pages leave behind (its session, to sign out of)
  const reusable = password === DEMO_PASSWORD && !wholeWay && !FULL_SIGN_IN.test(path.basename(base.info().file));
  if (reusable) {
    const landed = await resumeSession(page, username, current);
    if (landed) return landed;
  }
  const landed = await signInThroughSso(page, username, password, page.url().startsWith("http") ? new URL(page.url()) : null);
  if (reusable) {
    const session = (await page.context().cookies(CONSOLE_URL)).find((c) => c.name === SESSION_COOKIE);
    if (session) sessions.set(username, session);
  }
  return landed;
}

// the specs whose subject is signing in itself: never a session made by another test
const FULL_SIGN_IN = /^(sign-in|security)\.spec\.ts$/;
const SESSION_COOKIE = "__console_session";
/** this worker's sessions, one per account: only the session cookie (language, tabs stay the test's own) */
const sessions = new Map<string, Cookie>();

/**
 * Starts from the account's session this worker made before, landing where a sign-in would: the
 * sign-in page's redirectTo, else the home page. Undefined when there is none or it no longer holds
 * (a test signed it out): then the caller signs in the whole way.
 */
async function resumeSession(page: Page, username: DemoUser, current: URL | null): Promise<URL | undefined> {
  const session = sessions.get(username);
  if (!session) return undefined;
  await page.context().addCookies([session]);
  const target = current && isConsoleLogin(current) ? (current.searchParams.get("redirectTo") ?? "/") : "/";
  await page.goto(target.startsWith("/") && !target.startsWith("//") ? target : "/");
  const landed = new URL(page.url());
  if (isSignedInPage(landed)) return landed;
  sessions.delete(username);
  await page.context().clearCookies({ name: SESSION_COOKIE });
  return undefined;
}

async function signInThroughSso(page: Page, username: DemoUser, password: string, current: URL | null) {
  if (!current || !isConsoleLogin(current)) await page.goto("/login");
  const before = page.url();
  await page.getByRole("button", { name: SSO_BUTTON }).click();
  await page.waitForURL((u) => u.href !== before && (isSsoForm(u) || isSignedInPage(u) || isSignInFailure(u)));
  if (isSsoForm(new URL(page.url()))) {
    await expect(page.getByRole("heading", { name: "统一登录 · Staff sign-on" })).toBeVisible();
    await page.locator("#username").fill(username);
    await page.locator("#password").fill(password);
    await page.getByRole("button", { name: "登录 · Sign in" }).click();
    await page.waitForURL((u) => isSignedInPage(u) || isSignInFailure(u));
  }
  const landed = new URL(page.url());
  if (isSignInFailure(landed)) throw new Error(`sign-in as ${username} failed: landed on ${landed.pathname}${landed.search}`);
  return landed;
}

/**
 * The messages shown next to a form's fields, found as a screen reader finds them: the element a
 * field names in aria-describedby, `<field id>Error` (ui/fields.tsx, and Polaris' own fields alike)
 * or `<field id>-error` (the country picker, the checks, the budget and cell fields).
 */
export const fieldErrors = (scope: Locator) => scope.locator("[id$='Error'], [id$='-error']");

/** The page's script has taken the document over (app/root.tsx marks <html>): links and buttons do what JavaScript makes them do. */
export const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

/**
 * With JavaScript, a form is hydrated once it has focused its first field (RecordForm; a country
 * picker's search box appears above its select only then). Choices made before are kept
 * (screens-hydration.spec.ts); tests wait for this where they need the script's behaviour.
 */
export const formReady = (form: Locator) => expect(form.locator(":is(input:not([type=hidden]), select, textarea):focus")).toHaveCount(1);

/** A record page: its heading is the page's title (as its tab and <title>); the record is named beneath it. */
export async function expectRecordPage(page: Page, title: string, record: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.locator(".console-page-head")).toContainText(record);
}

/** The top bar's "signed in as" line. */
export const currentUser = (page: Page): Locator => page.getByTestId("current-user");
export const mainMenu = (page: Page): Locator => page.getByTestId("main-menu");
export const tabStrip = (page: Page): Locator => page.getByTestId("tabs");

/** The menu's links, in order, as "label → path". */
export async function menuLinks(page: Page): Promise<string[]> {
  const links = mainMenu(page).locator("a[href]");
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((as) => as.map((a) => `${(a.textContent ?? "").trim()} → ${new URL((a as HTMLAnchorElement).href).pathname}`));
}

/** Route names of the open tabs, left to right. */
export async function openTabs(page: Page): Promise<string[]> {
  const strip = tabStrip(page);
  if (!(await strip.count())) return [];
  return strip.locator("[data-tab]").evaluateAll((els) => els.map((e) => e.getAttribute("data-tab") ?? ""));
}

/** Waits until the tab strip shows exactly these tabs (route names, left to right). */
export async function expectTabs(page: Page, names: string[], current?: string) {
  await expect.poll(() => openTabs(page), { message: "open tabs" }).toEqual(names);
  if (current) await expect(tabStrip(page).locator('[data-tab][aria-current="page"]')).toHaveAttribute("data-tab", current);
}

/** The console's signed session cookie (httpOnly: only the browser context can read it). */
export async function sessionCookie(context: BrowserContext): Promise<Cookie> {
  const cookie = (await context.cookies(CONSOLE_URL)).find((c) => c.name === "__console_session");
  if (!cookie) throw new Error("no console session cookie: not signed in");
  return cookie;
}

/** The sign-in page's redirect for a path: /login?redirectTo=<encoded path>. */
export function loginUrlFor(pathAndSearch: string, reason?: string): string {
  // the console encodes with encodeURIComponent ("/" → %2F, "?" → %3F)
  return `${CONSOLE_URL}/login?${reason ? `reason=${encodeURIComponent(reason)}&` : ""}redirectTo=${encodeURIComponent(pathAndSearch)}`;
}

/**
 * An ID token from the embedded sign-on for a demo user, obtained the way an embedding admin
 * frame would hold one: authorization code + PKCE with the console's client, done with plain HTTP.
 */
export async function idTokenFor(request: import("@playwright/test").APIRequestContext, username: DemoUser | string): Promise<string> {
  const crypto = await import("node:crypto");
  const b64 = (b: Buffer) => b.toString("base64url");
  const verifier = b64(crypto.randomBytes(32));
  const auth = new URL(`${API_URL}/sso/auth`);
  auth.search = new URLSearchParams({
    client_id: "console",
    redirect_uri: `${CONSOLE_URL}/auth/callback`,
    response_type: "code",
    scope: "openid profile email",
    state: b64(crypto.randomBytes(8)),
    nonce: b64(crypto.randomBytes(8)),
    code_challenge: b64(crypto.createHash("sha256").update(verifier).digest()),
    code_challenge_method: "S256",
  }).toString();
  // follow the sign-on by hand: its password form when it does not know this client yet, straight
  // back to the callback when it remembers an earlier sign-in
  const callback = `${CONSOLE_URL}/auth/callback`;
  let res = await request.get(auth.toString(), { maxRedirects: 0 });
  let location = res.headers()["location"];
  for (let hops = 0; hops < 8 && !location?.startsWith(callback); hops++) {
    if (!location) {
      const action = /action="([^"]+)"/.exec(await res.text())?.[1];
      if (!action) throw new Error(`sign-on gave neither a redirect nor a form (HTTP ${res.status()})`);
      res = await request.post(new URL(action, API_URL).toString(), { form: { username, password: DEMO_PASSWORD }, maxRedirects: 0 });
    } else {
      res = await request.get(new URL(location, API_URL).toString(), { maxRedirects: 0 });
    }
    location = res.headers()["location"];
  }
  const code = new URL(location!).searchParams.get("code")!;
  const token = await request.post(`${API_URL}/sso/token`, {
    form: { grant_type: "authorization_code", code, redirect_uri: `${CONSOLE_URL}/auth/callback`, code_verifier: verifier },
    headers: { authorization: `Basic ${Buffer.from("console:dev-console-secret").toString("base64")}` },
  });
  return ((await token.json()) as { id_token: string }).id_token;
}

/**
 * A console session for a demo user over plain HTTP, signed in the embedding frame's way
 * (/openApp with a sign-on ID token); returns the request context holding the cookie and the
 * sign-in response.
 */
/** A demo account or a test role of tests/fixtures/permissions.ts (same password). */
export async function sessionAs(playwright: { request: import("@playwright/test").APIRequest }, role: DemoUser | string) {
  const ctx = await playwright.request.newContext({ baseURL: CONSOLE_URL });
  const res = await ctx.get(`/openApp?token=${encodeURIComponent(await idTokenFor(ctx, role))}`, { maxRedirects: 0 });
  expect(res.status(), `openApp as ${role}`).toBe(302);
  return { ctx, res };
}
