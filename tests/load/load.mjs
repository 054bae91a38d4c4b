#!/usr/bin/env node
// `npm run load` (not part of `npm test`): many staff working in the console at once, on the
// production path — the built console (remix-serve workers, NODE_ENV=production) over the built
// API on PostgreSQL — followed by a check in the database that no acknowledged write was lost or
// doubled and no refused one was kept.
//
//   LOAD_VUS       virtual staff, each with its own signed-in session       default 50
//   LOAD_SECONDS   how long they work                                       default 60
//   LOAD_THINK_MS  pause between two actions, uniform "min-max" in ms       default 1000-5000
//                  (a person reading a list or a form before the next click; still busier than
//                  real staff. 100-500 is a stress run: it saturates this 2-core machine's
//                  server rendering at about 100 req/s)
//   LOAD_P95_MS    the latency bound over all requests                      default 200
//   DATABASE_URL   PostgreSQL to use; its public schema is DROPPED first     default postgres://postgres@127.0.0.1:5432/load
//   LOAD_PROFILE   a directory: CPU profiles of the console and the API are written there at the end
//
// Each virtual staff member loops over the actions of every area in tests/load/scenarios/ (picked
// by weight): list pages with filters and pages, forms opened as a page or as a client-side
// navigation's loader data, edits posted with the version the form was opened with, creates, and
// enable/disable. A 409 (someone else saved first) is an expected outcome, counted apart.
//
// Exit code 1 when any request failed, p95 >= LOAD_P95_MS, or the database check finds a lost,
// doubled or unacknowledged write; 2 when the run could not be set up. Builds first when build/ is
// missing or older than the sources.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Ledger, verifyLedger } from "./lib/ledger.mjs";
import { Stats, table } from "./lib/stats.mjs";
import { VirtualStaff } from "./lib/vu.mjs";
import { scenarios } from "./scenarios/index.mjs";
import { cpuSeconds, cpuSecondsMatching } from "./lib/cpu.mjs";
import { databaseName, pool, resetSchema } from "../support/postgres.mjs";
import { ROOT, cliToken, freePort, startApi, startConsole } from "../support/servers.mjs";

const VUS = Number(process.env.LOAD_VUS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const [THINK_MIN, THINK_MAX] = (process.env.LOAD_THINK_MS ?? "1000-5000").split("-").map(Number);
const P95_MS = Number(process.env.LOAD_P95_MS ?? 200);
const DATABASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/load";
// production secrets of this run only; the demo sign-on stays on so virtual staff can sign in
const SECRETS = {
  SSO_CLIENT_SECRET: "load-client-secret-0123456789abcdefghij",
  SESSION_SECRET: "load-session-secret-0123456789abcdefghij",
  SSO_COOKIE_SECRET: "load-sso-cookie-secret-0123456789abcdefghij",
  SSO_DEMO_PASSWORD: "load-demo-password-0123456789abcdefghij",
  ALLOW_DEV_SECRETS: "0",
  // every virtual staff member signs in from this one address within a minute
  SSO_AUTH_RATE_PER_MINUTE: "100000",
};

const t0 = Date.now();
const say = (msg) => process.stderr.write(`[load +${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

function ensureBuild() {
  const outputs = ["build/index.js", "build/server/api.js", "build/server/console.js", "build/server/cli.js"].map((f) =>
    path.join(ROOT, f),
  );
  const sources = Math.max(
    newestMtime(path.join(ROOT, "app")),
    newestMtime(path.join(ROOT, "server")),
    fs.statSync(path.join(ROOT, "remix.config.js")).mtimeMs,
    fs.statSync(path.join(ROOT, "package-lock.json")).mtimeMs,
  );
  const missing = outputs.some((f) => !fs.existsSync(f));
  if (!missing && Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs)) >= sources) return null;
  const reason = missing ? "build/ is missing" : "build/ is older than app/ or server/";
  say(`${reason}: npm run build`);
  const env = { ...process.env };
  delete env.NODE_ENV;
  const r = spawnSync("npm", ["run", "build", "--silent"], { cwd: ROOT, env, stdio: ["ignore", "inherit", "inherit"] });
  if (r.status !== 0) throw new Error(`npm run build failed (exit ${r.status})`);
  return reason;
}

function weighted(list) {
  const total = list.reduce((s, a) => s + a.weight, 0);
  return () => {
    let x = Math.random() * total;
    for (const a of list) if ((x -= a.weight) < 0) return a;
    return list[list.length - 1];
  };
}

async function main() {
  if (!Number.isInteger(VUS) || VUS < 1 || !(SECONDS > 0) || !(THINK_MAX >= THINK_MIN && THINK_MIN >= 0))
    throw new Error("LOAD_VUS, LOAD_SECONDS or LOAD_THINK_MS is not valid");
  if (databaseName(DATABASE_URL) === "test")
    throw new Error("refusing DATABASE_URL …/test: the load test drops its public schema (CI's database); use …/load");
  const built = ensureBuild();

  say(`resetting the public schema of ${databaseName(DATABASE_URL)}`);
  await resetSchema(DATABASE_URL);
  const [apiPort, consolePort] = [await freePort(), await freePort()];
  const consoleUrl = `http://127.0.0.1:${consolePort}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "load-"));
  let api, web, sql;
  try {
    const profile = process.env.LOAD_PROFILE
      ? {
          NODE_OPTIONS: `--import=${pathToFileURL(path.join(ROOT, "tests/load/cpu-profile.mjs")).href}`,
          BENCH_PROFILE_DIR: path.resolve(process.env.LOAD_PROFILE),
        }
      : {};
    api = await startApi({
      port: apiPort,
      consoleUrl,
      dataDir,
      databaseUrl: DATABASE_URL,
      nodeEnv: "production",
      env: { ...SECRETS, ...profile, SSO_DEMO_ACCOUNTS: "1" },
    });
    web = await startConsole({
      port: consolePort,
      apiBase: api.url,
      apiPublicUrl: api.url,
      workers: process.env.WEB_CONCURRENCY,
      env: { ...SECRETS, ...profile },
    });
    say(`API ${api.url} (PostgreSQL, migrated and seeded), console ${consoleUrl}`);

    sql = pool(DATABASE_URL);
    const token = await cliToken({ databaseUrl: DATABASE_URL, dataDir });
    const runId = Date.now().toString(36);
    const ctx = {
      sql,
      /** GET an API endpoint's data as admin (setup only, not timed) */
      async api(p) {
        const res = await fetch(`${api.url}${p}`, { headers: { authorization: `Bearer ${token}` } });
        return (await res.json()).data;
      },
      /** the id of the record a create made, found by its unique marker (bookkeeping, not timed) */
      async idOf(tableName, column, marker) {
        return (await sql.query(`select id from ${tableName} where ${column} = $1`, [marker])).rows[0]?.id;
      },
    };
    for (const s of scenarios) await s.setup?.(ctx);

    const stats = new Stats();
    const ledger = new Ledger();
    const usernames = [...new Set(scenarios.map((s) => s.username))];
    say(`signing in ${VUS} virtual staff (${usernames.join(", ")}) through the console and its sign-on`);
    const staff = [];
    for (let i = 0; i < VUS; i += 10) {
      const batch = Array.from({ length: Math.min(10, VUS - i) }, async (_, j) => {
        const sessions = {};
        for (const u of usernames) {
          sessions[u] = new VirtualStaff({ id: i + j + 1, consoleUrl, stats, ledger, runId, password: SECRETS.SSO_DEMO_PASSWORD });
          await sessions[u].signIn(u);
        }
        return sessions;
      });
      staff.push(...(await Promise.all(batch)));
    }

    const next = weighted(scenarios.flatMap((s) => s.actions.map((a) => ({ ...a, username: s.username }))));
    const loadBefore = os.loadavg();
    const cpu = () => ({
      console: cpuSeconds(web.pid),
      api: cpuSeconds(api.pid),
      postgres: cpuSecondsMatching(new RegExp(`^postgres: (?:\\S+: )?\\S+ ${databaseName(DATABASE_URL)} `)),
      generator: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
    });
    const cpuBefore = cpu();
    say(`${VUS} virtual staff working for ${SECONDS} s, ${THINK_MIN}-${THINK_MAX} ms between actions`);
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      staff.map(async (sessions, i) => {
        await sleep((i / staff.length) * THINK_MAX); // do not all click in the same millisecond
        while (performance.now() < deadline) {
          const action = next();
          await action.run(sessions[action.username], ctx);
          await sleep(THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN));
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const loadAfter = os.loadavg();
    const cpuAfter = cpu();

    say("stopping the console and the API");
    await web.stop();
    web = null;
    const apiErrors = api.lines.filter((l) => /"level":"error"/.test(l));
    await api.stop();
    api = null;

    say("checking the database against the acknowledged writes");
    const check = await verifyLedger(sql, ledger, runId);

    // report
    const { all, per } = stats.summary(elapsed);
    const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : "-");
    const out = [];
    out.push("");
    out.push(
      `Load report — ${new Date().toISOString()} — node ${process.version}, ${os.cpus().length} CPUs (shared with other work: load avg ${loadBefore.map((n) => n.toFixed(2)).join(" ")} before, ${loadAfter.map((n) => n.toFixed(2)).join(" ")} after)`,
    );
    if (built) out.push(`(built first: ${built})`);
    out.push(
      `${VUS} virtual staff, ${elapsed.toFixed(1)} s, ${THINK_MIN}-${THINK_MAX} ms think time; built console (${process.env.WEB_CONCURRENCY ?? "default"} workers) + built API on PostgreSQL ${databaseName(DATABASE_URL)}`,
    );
    out.push(
      `CPU used during the run (s of CPU per s): ${Object.keys(cpuBefore)
        .map((k) => `${k} ${((cpuAfter[k] - cpuBefore[k]) / elapsed).toFixed(2)}`)
        .join(", ")} — of ${os.cpus().length} cores; other processes' work not counted`,
    );
    out.push("");
    out.push(
      table(
        ["action", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms", "errors", "409s"],
        [...per, all].map((r) => [r.name, r.requests, r.rps.toFixed(1), ms(r.p50), ms(r.p95), ms(r.p99), ms(r.max), r.errors, r.conflicts]),
      ),
    );
    out.push("");
    out.push(
      `writes: ${ledger.entries.length} posted — ${check.counts.acknowledged} acknowledged, ${check.counts.refused} refused (409 or a refusal toast), ${check.counts.unknown} without an answer; ${check.auditRows} audit rows of this run`,
    );
    const byKind = {};
    for (const p of check.problems) byKind[p.kind] = (byKind[p.kind] ?? 0) + 1;
    out.push(
      `database check: ${
        check.problems.length
          ? Object.entries(byKind)
              .map(([k, n]) => `${n} ${k}`)
              .join(", ")
          : "every acknowledged write present and logged once; no refused write recorded"
      }`,
    );
    for (const p of check.problems.slice(0, 15)) out.push(`  ${p.kind}: ${p.msg}`);
    if (stats.errorSamples.length) out.push("first errors:", ...stats.errorSamples.map((e) => `  ${e.action}: ${e.detail}`));
    if (apiErrors.length) out.push(`API error log lines: ${apiErrors.length}`, ...apiErrors.slice(0, 5).map((l) => `  ${l.slice(0, 300)}`));

    const verdicts = [
      [`errors = 0`, all.errors === 0, all.errors],
      [`p95 < ${P95_MS} ms`, all.p95 < P95_MS, `${ms(all.p95)} ms`],
      ["no write lost, doubled or kept unacknowledged", check.problems.length === 0, check.problems.length],
    ];
    out.push("");
    for (const [name, ok, value] of verdicts) out.push(`${ok ? "PASS" : "FAIL"}  ${name} (${value})`);
    process.stdout.write(out.join("\n") + "\n");
    return verdicts.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await web?.stop().catch(() => {});
    await api?.stop().catch(() => {});
    await sql?.end().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`\nload: the run could not be set up: ${err?.stack ?? err}\n`);
    process.exit(2);
  },
);
