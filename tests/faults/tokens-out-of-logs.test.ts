// Issue 14, item 2: query strings and tokens never reach a log line. The built console's access log
// (remix-serve's request line) used to print `/openApp?token=…` whole, so anyone reading logs could
// reuse a sign-on token. Both built processes run at LOG_LEVEL=info and their every output line
// is searched for the marker sent in query strings and bodies.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleClient } from "../support/console-client.mjs";
import { freePort, requireBuild, startApi, startConsole } from "../support/servers.mjs";

const MARKER = "SeCrEtMaRkEr4242";
let api: Awaited<ReturnType<typeof startApi>>;
let web: Awaited<ReturnType<typeof startConsole>>;
let dataDir: string;

beforeAll(async () => {
  requireBuild();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-logs-"));
  const [apiPort, consolePort] = [await freePort(), await freePort()];
  api = await startApi({ port: apiPort, consoleUrl: `http://127.0.0.1:${consolePort}`, dataDir, logLevel: "info" });
  web = await startConsole({ port: consolePort, apiBase: api.url, apiPublicUrl: api.url, env: { LOG_LEVEL: "info" } });
});

afterAll(async () => {
  await web?.stop();
  await api?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("tokens and query strings stay out of the logs", () => {
  it("the console logs the request to /openApp?token=… without the token, and the API logs nothing of it either", async () => {
    const before = { web: web.lines.length, api: api.lines.length };
    const urls = [
      `/openApp?token=${MARKER}.${MARKER}.${MARKER}&redirectTo=%2Fdashboard%2Fwelcome`,
      `/login?redirectTo=%2Fsystem%3Ftoken%3D${MARKER}`,
      `/system/currency-manage-list?keyword=${MARKER}`,
    ];
    for (const u of urls) await (await fetch(`${web.url}${u}`, { redirect: "manual" })).arrayBuffer();
    await (
      await fetch(`${api.url}/api/auth/permissions/current?token=${MARKER}`, { headers: { authorization: `Bearer ${MARKER}` } })
    ).arrayBuffer();
    await (
      await fetch(`${api.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sso_token: MARKER }),
      })
    ).arrayBuffer();
    await (
      await fetch(`${api.url}/sso/auth?client_id=console&state=${MARKER}&code_challenge=${MARKER}`, { redirect: "manual" })
    ).arrayBuffer();
    // the access lines are written when each answer finishes
    await web.waitFor(/currency-manage-list/, 5000);
    await new Promise((r) => setTimeout(r, 300));

    const webLines = web.lines.slice(before.web);
    const apiLines = api.lines.slice(before.api);
    // the requests were logged at all (so the check below looks at real access lines)
    expect(webLines.some((l) => l.includes("/openApp"))).toBe(true);
    expect(apiLines.some((l) => l.includes("/api/auth/login"))).toBe(true);
    expect(webLines.filter((l) => l.includes(MARKER))).toEqual([]);
    expect(apiLines.filter((l) => l.includes(MARKER))).toEqual([]);
  });

  it("a page is logged once, by its structured line with the request id (remix-serve's plain line is left out)", async () => {
    const before = web.lines.length;
    const res = await fetch(`${web.url}/login?redirectTo=%2Fsystem`, { redirect: "manual" });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id");
    expect(id).toBeTruthy();
    await web.waitFor(/"path":"\/login"/, 5000);
    await new Promise((r) => setTimeout(r, 300));
    const lines = web.lines.slice(before).filter((l) => l.includes("/login"));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ msg: "request", request_id: id, method: "GET", path: "/login", status: 200 });
  });

  it("a signed-in page's API calls carry the request id of the page's own access line and X-Request-Id", async () => {
    const person = consoleClient(web.url);
    await person.signIn();
    const before = { web: web.lines.length, api: api.lines.length };
    // no X-Request-Id sent: the console makes one; each of the page's loaders gets its own copy of the request
    const res = await person.request(`${web.url}/system/currency-manage-list`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await web.waitFor(/"path":"\/system\/currency-manage-list"/, 5000);
    await api.waitFor(/"path":"\/api\/config\/currencies"/, 5000);
    const page = web.lines
      .slice(before.web)
      .map((l) => JSON.parse(l))
      .filter((l) => l.path === "/system/currency-manage-list");
    const calls = api.lines
      .slice(before.api)
      .map((l) => JSON.parse(l))
      .filter((l) => l.path === "/api/config/currencies");
    expect(page).toHaveLength(1);
    expect(page[0].request_id).toBe(id);
    expect(calls).toHaveLength(1);
    expect(calls[0].request_id).toBe(id);
  });
});
