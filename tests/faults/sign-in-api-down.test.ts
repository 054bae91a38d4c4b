// "Sign in with SSO" while the API (and so the embedded sign-on) is down or still starting
// (issue 8, defect 4): before, the console answered a bare 500 ("fetch failed" from the discovery
// request); now the same "service unavailable, retry" page as every other outage, in zh and en,
// and the same button works once the API is back. The console reaches the sign-on through a
// fault proxy, and has never signed anybody in (nothing of the sign-on is cached yet).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM } from "../support/console-behind-proxy.mjs";
import { startFaultProxy } from "../support/fault-proxy.mjs";
import { freePort, requireBuild, startApi, startConsole } from "../support/servers.mjs";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-signin-"));
const stops: (() => Promise<unknown>)[] = [];
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let consoleUrl = "";

beforeAll(async () => {
  requireBuild();
  const [apiPort, consolePort] = [await freePort(), await freePort()];
  proxy = await startFaultProxy({ target: { host: "127.0.0.1", port: apiPort } });
  stops.push(() => proxy.close());
  // the sign-on's public address is the proxy: discovery and the browser's redirect both go there
  const api = await startApi({ port: apiPort, consoleUrl: `http://127.0.0.1:${consolePort}`, dataDir, env: { PUBLIC_API_URL: proxy.url } });
  stops.push(() => api.stop());
  const web = await startConsole({ port: consolePort, apiBase: proxy.url, apiPublicUrl: proxy.url });
  stops.push(() => web.stop());
  consoleUrl = web.url;
});

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The sign-in button's form post, as the browser sends it. */
async function clickSignIn(lang?: "en") {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", origin: consoleUrl, accept: "text/html" };
  // the language cookie as the console writes it (a base64 JSON string)
  if (lang) headers.cookie = `lng=${encodeURIComponent(Buffer.from(JSON.stringify(lang)).toString("base64"))}`;
  const res = await fetch(`${consoleUrl}/login`, {
    method: "POST",
    headers,
    body: "redirectTo=%2Fdashboard%2Fwelcome",
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

const noTrace = (html: string) => expect(html).not.toMatch(/fetch failed|ECONNREFUSED|TypeError|\n\s+at [\w.<>]+ \(/);

describe("sign in with SSO while the API is down", () => {
  it("zh: the service-unavailable page with a retry link, not a 500", async () => {
    await proxy.set("refuse");
    const r = await clickSignIn();
    expect(r.status).toBe(503);
    expect(r.html).toContain("无法连接后台服务"); // "The back-office service cannot be reached"
    expect(r.html).toContain("控制台暂时无法连接 API");
    expect(r.html).toContain(">重试</a>"); // "retry"
    noTrace(r.html);
  });

  it("en: the same page in English", async () => {
    const r = await clickSignIn("en");
    expect(r.status).toBe(503);
    expect(r.html).toContain("The back-office service cannot be reached");
    expect(r.html).toContain(">Try again</a>");
    noTrace(r.html);
  });

  it("hung (starting, not answering yet) is no different to the person", async () => {
    await proxy.set("hang");
    const r = await clickSignIn();
    expect(r.status).toBe(503);
    expect(r.html).toContain("无法连接后台服务");
  }, 30_000);

  it("in Chromium (the button's post goes through the router): the same message and retry link show", async () => {
    await proxy.set("refuse");
    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch(CHROMIUM);
    try {
      const tab = await browser.newPage();
      await tab.goto(`${consoleUrl}/login`);
      await tab.getByRole("button").first().click();
      await tab.getByText("无法连接后台服务").first().waitFor();
      expect(await tab.getByRole("link", { name: "重试" }).count()).toBe(1);
    } finally {
      await browser.close();
    }
  });

  it("API back: the same button goes to the sign-on", async () => {
    await proxy.set("pass");
    const r = await clickSignIn();
    expect(r.status).toBe(302);
    expect(r.location).toMatch(new RegExp(`^${proxy.url}/sso/auth\\?`));
  });
});
