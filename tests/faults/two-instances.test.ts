// Issue 8, scale-out on the same build: two built API instances and two built console instances on
// one PostgreSQL database, a round-robin balancer in front of each pair. A person signs in through
// the embedded sign-on with every step on another instance than the step before (the sign-on's
// state and keys are in the database, the console's session in a signed cookie), then browses and
// saves a record. Needs `npm run build` and DATABASE_URL (a PostgreSQL database of its own: its
// public schema is dropped first).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleClient } from "../support/console-client.mjs";
import { fileDatabase, resetSchema } from "../support/postgres.mjs";
import { startRoundRobinProxy } from "../support/round-robin-proxy.mjs";
import { freePort, requireBuild, startApi, startConsole } from "../support/servers.mjs";

const DATABASE_URL = process.env.DATABASE_URL && fileDatabase(process.env.DATABASE_URL, "faults_two");
const LIST = "/system/currency-manage-list";

type Proc = Awaited<ReturnType<typeof startApi>>;
const procs: Proc[] = [];
let apis: Proc[] = [];
let consoles: Proc[] = [];
let apiLb: Awaited<ReturnType<typeof startRoundRobinProxy>>;
let consoleLb: Awaited<ReturnType<typeof startRoundRobinProxy>>;
let dataDir: string;

describe.skipIf(!DATABASE_URL)("two API and two console instances behind round-robin balancers", () => {
  beforeAll(async () => {
    requireBuild();
    await resetSchema(DATABASE_URL!);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-two-"));
    const [apiLbPort, consoleLbPort, ...ports] = await Promise.all(Array.from({ length: 6 }, freePort));
    // the person's own requests (the console client's user agent) alternate among themselves, the
    // consoles' calls to the API among themselves
    const streamOf = (req: { headers: Record<string, string | string[] | undefined> }) =>
      String(req.headers["user-agent"] ?? "").startsWith("console-client") ? "person" : "server";
    apiLb = await startRoundRobinProxy({ backends: () => apis.map((a) => a.url), port: apiLbPort, streamOf });
    consoleLb = await startRoundRobinProxy({ backends: () => consoles.map((c) => c.url), port: consoleLbPort, streamOf });
    // what the instances must share: the database and the public addresses (the balancers); the
    // secrets are the development ones in every process here
    const shared = { PUBLIC_API_URL: apiLb.url, CONSOLE_URL: consoleLb.url };
    // one at a time: the first applies the migrations, the second finds them in place
    for (const port of ports.slice(0, 2)) {
      const api = await startApi({ port, consoleUrl: consoleLb.url, dataDir, databaseUrl: DATABASE_URL, env: shared });
      procs.push(api);
      apis.push(api);
    }
    for (const port of ports.slice(2, 4)) {
      const web = await startConsole({ port, apiBase: apiLb.url, apiPublicUrl: apiLb.url, env: { CONSOLE_URL: consoleLb.url } });
      procs.push(web);
      consoles.push(web);
    }
  });

  afterAll(async () => {
    for (const p of procs.reverse()) await p.stop();
    await apiLb?.close();
    await consoleLb?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    apis = [];
    consoles = [];
  });

  it("signs in with every step on another instance, then browses and saves", async () => {
    const staff = consoleClient(consoleLb.url);
    const fromApi = apiLb.log.length;
    const fromConsole = consoleLb.log.length;
    const landed = await staff.signIn("admin", "demo", LIST);
    expect(new URL(landed).pathname).toBe(LIST);

    // the person's steps at the sign-on (authorize, login form, password, resume) went to the two
    // API instances in turn; so did the consoles' back-channel calls (token exchange, key set,
    // API sign-in)
    const alternates = (steps: { path: string; backend: string }[]) => {
      for (let i = 1; i < steps.length; i++)
        expect(steps[i].backend, `${steps[i - 1].path} then ${steps[i].path}`).not.toBe(steps[i - 1].backend);
    };
    const personAtApi = apiLb.log.slice(fromApi).filter((r) => r.stream === "person");
    expect(personAtApi.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/sso/auth",
        expect.stringMatching(/^\/sso\/interaction\/[\w-]+$/),
        expect.stringMatching(/^\/sso\/interaction\/[\w-]+\/login$/),
      ]),
    );
    expect(personAtApi.length).toBeGreaterThanOrEqual(4);
    alternates(personAtApi);
    const serverAtApi = apiLb.log.slice(fromApi).filter((r) => r.stream === "server");
    expect(serverAtApi.map((r) => r.path)).toEqual(expect.arrayContaining(["/sso/token", "/api/auth/login"]));
    alternates(serverAtApi);
    // the person's steps at the console (/login, its post, /auth/callback, the page) alternated too
    const personAtConsole = consoleLb.log.slice(fromConsole);
    expect(personAtConsole.map((r) => r.path)).toEqual(expect.arrayContaining(["/login", "/auth/callback", LIST]));
    alternates(personAtConsole);

    // browsing: the list, on both console instances in turn
    for (let i = 0; i < 2; i++) {
      const page = await staff.request(LIST);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("United States");
    }

    // saving: an edit of currency 1 through the form, then its new value on the page
    const token = staff.apiToken();
    const record = (await (await fetch(`${apiLb.url}/api/config/currency/1`, { headers: { authorization: `Bearer ${token}` } })).json())
      .data;
    // a symbol of this run (at most 8 characters)
    const name = `$${Date.now() % 10_000_000}`;
    const saved = await staff.request(`${LIST}/1`, {
      form: {
        intent: "update",
        version: record.version,
        country_code: record.country_code,
        site: record.site,
        currency_code: record.currency_code,
        symbol: name,
        symbol_position: record.symbol_position,
        decimals: record.decimals,
        thousands_separator: record.thousands_separator,
        decimal_separator: record.decimal_separator,
      },
    });
    expect(
      saved.status,
      await saved
        .clone()
        .text()
        .then((t) => t.slice(0, 300)),
    ).toBeGreaterThanOrEqual(300);
    expect(saved.status).toBeLessThan(400);
    expect(staff.toast()).toMatchObject({ kind: "success" });
    const after = (await (await fetch(`${apiLb.url}/api/config/currency/1`, { headers: { authorization: `Bearer ${token}` } })).json())
      .data;
    expect(after.symbol).toBe(name);
    expect(after.version).toBe(record.version + 1);
    // the record's form, rendered by whichever console instance is next, shows the saved value
    const form = await staff.request(`${LIST}/1`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(`value="${name}"`);
  });
});
