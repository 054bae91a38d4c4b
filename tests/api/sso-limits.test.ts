// Issue 14, items 3 and 4: the embedded sign-on throttles password guesses per username and per
// client address with a growing lock, and sign-in starts (/sso/auth) per address; a flood cannot
// evict a sign-in in progress. The API runs behind a "proxy" here (TRUST_PROXY=1), so each test
// speaks from addresses of its own through X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setLogLevel } from "../../server/log";
import { startTestApi, type TestApi } from "./helpers";
import { loginPost, startSignIn } from "./sso-browser";

let t: TestApi;
const LIMITS = {
  SSO_AUTH_RATE_PER_MINUTE: "30",
  SSO_LOGIN_MAX_FAILURES_PER_USER: "3",
  SSO_LOGIN_MAX_FAILURES_PER_ADDRESS: "6",
  SSO_LOGIN_BACKOFF_SECONDS: "60",
  SSO_LOGIN_BACKOFF_MAX_SECONDS: "900",
};

beforeAll(async () => {
  t = await startTestApi({ fixedPort: true, env: { ...LIMITS, TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await t?.close();
});

const signIn = (address: string) => startSignIn(t.config.sso.issuer, t.config.consoleUrl, { "x-forwarded-for": address });
const callback = () => `${t.config.consoleUrl}/auth/callback`;

/** Posts the login form; the answer's status and page, or where it sent the browser. */
async function attempt(flow: Awaited<ReturnType<typeof signIn>>, username: string, password: string, address: string) {
  const { res, url } = await flow.browser.follow(flow.action, loginPost(username, password, address), (u) => u.startsWith(callback()));
  return {
    status: res.status,
    html: res.status === 200 || res.status >= 400 ? await res.text() : "",
    url,
    retryAfter: res.headers.get("retry-after"),
  };
}

/** Captures the API's warnings while `fn` runs. */
async function warnings(fn: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  setLogLevel("warn");
  try {
    await fn();
  } finally {
    setLogLevel("silent");
    spy.mockRestore();
  }
  return lines;
}

describe("password guesses (issue 14, item 3)", () => {
  it("after 3 wrong passwords for a username, even the right one is refused: too many attempts, try again in 1 minute (zh and en)", async () => {
    const address = "198.51.100.1";
    const flow = await signIn(address);
    for (let i = 0; i < 3; i++) expect((await attempt(flow, "operator", `wrong-${i}`, address)).status).toBe(401);
    let refused!: Awaited<ReturnType<typeof attempt>>;
    const logged = await warnings(async () => {
      refused = await attempt(flow, "operator", "demo", address);
    });
    expect(refused.status).toBe(429);
    expect(refused.html).toContain("Too many attempts, try again in 1 minute");
    expect(refused.html).toContain("尝试次数过多，请 1 分钟后再试");
    expect(Number(refused.retryAfter)).toBeGreaterThan(50);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    // the refusal is logged with the client address
    const line = logged.map((l) => JSON.parse(l)).find((l) => l.msg === "sso login throttled");
    expect(line).toMatchObject({ username: "operator", address });

    // from another address too: the lock is on the username
    const elsewhere = await signIn("198.51.100.2");
    expect((await attempt(elsewhere, "operator", "demo", "198.51.100.2")).status).toBe(429);
  });

  it("the lock doubles with each failure past the allowance, and the right password afterwards clears it", async () => {
    const address = "198.51.100.10";
    const flow = await signIn(address);
    for (let i = 0; i < 3; i++) await attempt(flow, "approver", `wrong-${i}`, address);
    // the first lock has run out (as if a minute had passed): one more wrong guess locks for 2 minutes
    await t.sql("update sso_login_failures set blocked_until = now() - interval '1 second' where key = 'user:approver'");
    expect((await attempt(flow, "approver", "wrong-again", address)).status).toBe(401);
    const locked = await attempt(flow, "approver", "demo", address);
    expect(locked.status).toBe(429);
    expect(locked.html).toContain("try again in 2 minutes");
    expect(locked.html).toContain("请 2 分钟后再试");

    await t.sql("update sso_login_failures set blocked_until = now() - interval '1 second' where key = 'user:approver'");
    const ok = await attempt(flow, "approver", "demo", address);
    expect(new URL(ok.url).searchParams.get("code")).toBeTruthy();
    expect(await t.sql("select 1 from sso_login_failures where key = 'user:approver'")).toHaveLength(0);
  });

  it("wrong passwords for many usernames from one address lock that address", async () => {
    const address = "198.51.100.20";
    const flow = await signIn(address);
    for (let i = 0; i < 6; i++) expect((await attempt(flow, `nobody-${i}`, "guess", address)).status).toBe(401);
    const refused = await attempt(flow, "viewer", "demo", address);
    expect(refused.status).toBe(429);
    expect(refused.html).toContain("Too many attempts");
    // another address is not affected
    const other = await signIn("198.51.100.21");
    const ok = await attempt(other, "viewer", "demo", "198.51.100.21");
    expect(new URL(ok.url).searchParams.get("code")).toBeTruthy();
  });

  it("keeps its counts in the database, where every instance sees them", async () => {
    const rows = await t.sql<{ key: string }>("select key from sso_login_failures");
    expect(rows.map((r) => r.key)).toEqual(expect.arrayContaining(["user:operator", "addr:198.51.100.20"]));
  });
});

describe("sign-in starts (issue 14, item 4)", () => {
  it("an address gets 30 sign-in starts a minute; the next is refused with a page in zh and en", async () => {
    const address = "203.0.113.5";
    const start = () =>
      fetch(`${t.config.sso.issuer}/auth?client_id=console`, { headers: { "x-forwarded-for": address }, redirect: "manual" });
    for (let i = 0; i < 30; i++) {
      const res = await start();
      await res.arrayBuffer();
      expect(res.status, `start ${i + 1}`).not.toBe(429);
    }
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toContain("Too many sign-in requests from this address; try again in 1 minute");
    expect(html).toContain("此地址的登录请求过多，请 1 分钟后再试");
    // others still start
    const other = await fetch(`${t.config.sso.issuer}/auth?client_id=console`, {
      headers: { "x-forwarded-for": "203.0.113.6" },
      redirect: "manual",
    });
    expect(other.status).not.toBe(429);
  });

  it("2,500 anonymous sign-in starts from many addresses do not evict a sign-in in progress", async () => {
    const flow = await signIn("192.0.2.1");
    let sent = 0;
    const worker = async () => {
      while (sent < 2500) {
        const n = sent++;
        const res = await fetch(
          `${t.config.sso.issuer}/auth?client_id=console&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(callback())}&code_challenge=${"a".repeat(43)}&code_challenge_method=S256`,
          { headers: { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }, redirect: "manual" },
        );
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    // each start stored a pending sign-in: far more than an in-memory store keeps
    const [{ n }] = await t.sql<{ n: number }>("select count(*)::int as n from sso_store where model = 'Interaction'");
    expect(n).toBeGreaterThanOrEqual(2500);
    const done = await attempt(flow, "admin", "demo", "192.0.2.1");
    expect(done.html).not.toMatch(/expired/);
    expect(new URL(done.url).searchParams.get("code")).toBeTruthy();
  }, 120_000);
});
