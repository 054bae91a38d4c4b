#!/usr/bin/env node
// Performance report on seeded data: `npm run bench` (= node tests/load/bench.mjs).
//
//   1. start time of `node build/server/start.js` to its "ready" line: a fresh DATA_DIR (migrate + seed)
//      and a second start against the same, already migrated DATA_DIR            target: <= 5 s
//   2. the rendered currency list page with a signed-in session cookie, 20 connections ~10 s
//      (autocannon): requests/s, p50, p95, non-2xx                                  target: p95 < 100 ms
//   3. its API endpoint GET /api/config/currencies?page=1 with a bearer token, same load
//                                                     target: page requests/s >= 0.5 x the API's
//   3b. for reference, the smallest document the console renders (/error/404: root layout only)
//   4. gzipped client JavaScript of the page's first load in Chromium (playwright-core)
//                                                                                   target: <= 150 KB
//
// Prints a table (metric, value, target, PASS/MISS). Exit code 0 even when a target is missed;
// non-zero only when a measurement could not be taken. Builds first when build/index.js is absent or
// is a development build (the launcher serves the console with NODE_ENV=production, which cannot
// render a development build). Options (environment): BENCH_DURATION (s, default 10),
// BENCH_CONNECTIONS (default 20), BENCH_WARMUP (s, default 2), BENCH_KEEP_DATA=1 keeps the temp
// DATA_DIR, BENCH_PROFILE=<dir> writes CPU profiles of the second start's processes (launcher, API,
// console) there as <name>-<pid>.cpuprofile when they stop at the end (tests/load/cpu-profile.mjs;
// sampling adds some overhead, so compare figures from runs without it), BENCH_REBUILD=1 always
// builds first.

import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequire } from "node:module";
import zlib from "node:zlib";
import { consoleClient } from "../support/console-client.mjs";

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const autocannon = require(require.resolve("autocannon", { paths: [ROOT] }));
const { chromium } = require(require.resolve("playwright-core", { paths: [ROOT] }));

const PORT = 3200;
const API_PORT = 3201;
const CONSOLE = `http://localhost:${PORT}`;
const API = `http://localhost:${API_PORT}`;
const PAGE_PATH = "/system/currency-manage-list";
const API_PATH = "/api/config/currencies?page=1";
const FLOOR_PATH = "/error/404";
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CHROMIUM = "/usr/bin/chromium";
const KB = 1024;

const TARGET = { startS: 5, p95Ms: 100, rpsRatio: 0.5, jsKb: 150 };

const t0 = Date.now();
const log = (msg) => process.stderr.write(`[bench +${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}\n`);

class MeasurementError extends Error {}
const fail = (msg) => {
  throw new MeasurementError(msg);
};

// ---------------------------------------------------------------------------------------------
// build

function isDevBuild(file) {
  const src = fs.readFileSync(file, "utf8");
  return src.includes("react/jsx-dev-runtime");
}

function ensureBuild() {
  const index = path.join(ROOT, "build/index.js");
  const launcher = path.join(ROOT, "build/server/start.js");
  let reason = null;
  if (process.env.BENCH_REBUILD === "1") reason = "BENCH_REBUILD=1";
  else if (!fs.existsSync(index) || !fs.existsSync(launcher)) reason = "build/ is missing";
  else if (isDevBuild(index)) reason = "build/index.js is a development build (imports react/jsx-dev-runtime)";
  // what `npm start` serves: a build from before the template would measure initdb instead
  else if (!fs.existsSync(path.join(ROOT, "build/pgdata-template/PG_VERSION"))) reason = "build/ has no database template (build/pgdata-template)";
  if (!reason) return null;
  log(`building (${reason}): npm run build`);
  const env = { ...process.env };
  delete env.NODE_ENV; // remix build: production
  const r = spawnSync("npm", ["run", "build"], { cwd: ROOT, env, stdio: ["ignore", "inherit", "inherit"] });
  if (r.status !== 0) fail(`npm run build failed (exit ${r.status})`);
  if (isDevBuild(index)) fail("build/index.js is still a development build");
  return reason;
}

// ---------------------------------------------------------------------------------------------
// server processes

function serverEnv(dataDir) {
  const env = { ...process.env };
  for (const k of ["NODE_ENV", "DATABASE_URL", "SSO_ISSUER", "API_BASE_URL", "SEED_ON_START", "NODE_OPTIONS"]) delete env[k];
  Object.assign(env, {
    DATA_DIR: dataDir,
    PORT: String(PORT),
    API_PORT: String(API_PORT),
    CONSOLE_URL: CONSOLE,
    PUBLIC_API_URL: API,
    LOG_LEVEL: "warn",
  });
  return env;
}

function portInUse(port) {
  return new Promise((resolve) => {
    const s = net.connect({ port, host: "127.0.0.1" });
    s.once("connect", () => {
      s.destroy();
      resolve(true);
    });
    s.once("error", () => resolve(false));
  });
}

/** Starts the launcher; resolves when it prints "ready" (both /healthz answered). */
function startServer(dataDir, label, { profileDir } = {}) {
  const env = serverEnv(dataDir);
  if (profileDir) {
    // Node 20 refuses --cpu-prof in NODE_OPTIONS: a preload records the profile instead
    env.NODE_OPTIONS = `--import=${pathToFileURL(path.join(ROOT, "tests/load/cpu-profile.mjs")).href}`;
    env.BENCH_PROFILE_DIR = profileDir;
  }
  const tail = [];
  const started = process.hrtime.bigint();
  // its own process group, so that a launcher which does not stop can be ended with its children
  const child = spawn(process.execPath, ["build/server/start.js"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const server = { child, label, tail, readyS: null, launcherMs: null, exited: null };
  child.on("exit", (code, signal) => (server.exited = { code, signal }));
  return new Promise((resolve, reject) => {
    let buf = "";
    const timer = setTimeout(() => {
      reject(new MeasurementError(`${label}: no "ready" line within 60 s\n${tail.join("\n")}`));
    }, 60_000);
    const onLine = (line) => {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (server.readyS !== null || !line.startsWith("{")) return;
      try {
        const j = JSON.parse(line);
        if (j.msg === "ready") {
          server.readyS = Number(process.hrtime.bigint() - started) / 1e9;
          server.launcherMs = j.ms;
          clearTimeout(timer);
          resolve(server);
        } else if (j.msg === "failed to start") {
          clearTimeout(timer);
          reject(new MeasurementError(`${label}: launcher failed to start: ${j.err}\n${tail.join("\n")}`));
        }
      } catch {
        /* not JSON */
      }
    };
    // drained all the time: remix-serve logs every request to this pipe
    child.stdout.on("data", (d) => {
      buf += d;
      let i;
      while ((i = buf.indexOf("\n")) >= 0) {
        onLine(buf.slice(0, i));
        buf = buf.slice(i + 1);
      }
      if (buf.length > 1e6) buf = "";
    });
    child.stderr.on("data", (d) => {
      for (const l of String(d).split("\n")) if (l) onLine(l);
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (server.readyS === null) reject(new MeasurementError(`${label}: launcher exited (${code ?? signal}) before ready\n${tail.join("\n")}`));
    });
  });
}

async function stopServer(server, timeoutMs = 25_000) {
  if (!server || server.exited) return;
  const { child } = server;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const ok = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), timeoutMs))]);
  if (!ok) {
    log(`${server.label}: launcher did not exit in ${timeoutMs / 1000} s after SIGTERM; SIGKILL to its process group`);
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      /* gone */
    }
    await exited;
  }
}

async function healthz(base) {
  const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(3000) });
  return res.status;
}

function apiToken(dataDir) {
  const r = spawnSync(process.execPath, ["build/server/cli.js", "token", "admin"], { cwd: ROOT, env: serverEnv(dataDir), encoding: "utf8" });
  const token = (r.stdout ?? "").trim();
  if (r.status !== 0 || !token) fail(`token CLI failed (exit ${r.status}): ${r.stderr}`);
  return token;
}

// ---------------------------------------------------------------------------------------------
// sign-in through the embedded sign-on, as a person would (the shared console client)

async function signIn() {
  const client = consoleClient(CONSOLE, { timeoutMs: 10_000, userAgent: "bench/1 (load test)" });
  let landed;
  try {
    landed = await client.signIn("admin", "demo", PAGE_PATH);
  } catch (err) {
    fail(String(err));
  }
  if (new URL(landed).pathname !== PAGE_PATH) fail(`sign-in ended at ${landed}`);
  const session = client.session();
  return { cookie: `__console_session=${session}`, value: session };
}

// ---------------------------------------------------------------------------------------------
// load

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

function load(url, headers, duration, okStatus = 200) {
  return new Promise((resolve, reject) => {
    const lat2xx = [];
    const codes = {};
    const inst = autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 10 }, (err, result) => {
      if (err) return reject(err);
      lat2xx.sort((a, b) => a - b);
      const ok = lat2xx.length;
      const non2xx = Object.entries(codes).filter(([c]) => !c.startsWith("2"));
      resolve({
        rps: ok / result.duration, // completed 2xx responses per second
        rpsAutocannon: result.requests.average,
        total: result.requests.total,
        ok,
        non2xx: non2xx.reduce((n, [, v]) => n + v, 0),
        codes,
        errors: result.errors,
        timeouts: result.timeouts,
        p50: percentile(lat2xx, 50),
        p95: percentile(lat2xx, 95),
        p99: percentile(lat2xx, 99),
        max: lat2xx[ok - 1],
        acP50: result.latency.p50,
        acP97_5: result.latency.p97_5,
        duration: result.duration,
        bytesPerReq: ok ? result.throughput.total / ok : 0,
      });
    });
    inst.on("response", (_client, statusCode, _bytes, responseTime) => {
      codes[statusCode] = (codes[statusCode] ?? 0) + 1;
      if (statusCode === okStatus || (okStatus === 200 && statusCode >= 200 && statusCode < 300)) lat2xx.push(responseTime);
    });
  });
}

async function measure(label, url, headers, okStatus = 200) {
  if (WARMUP > 0) {
    log(`${label}: warm-up ${WARMUP} s`);
    await load(url, headers, WARMUP, okStatus);
  }
  log(`${label}: ${CONNECTIONS} connections for ${DURATION} s`);
  return load(url, headers, DURATION, okStatus);
}

// ---------------------------------------------------------------------------------------------
// first-load client JavaScript in Chromium

async function firstLoadAssets(sessionValue) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const context = await browser.newContext();
    await context.addCookies([{ name: "__console_session", value: sessionValue, url: CONSOLE, httpOnly: true, sameSite: "Lax" }]);
    const page = await context.newPage();
    const pending = [];
    const scripts = new Map();
    const styles = new Map();
    const failed = [];
    page.on("requestfailed", (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
    page.on("response", (res) => {
      const u = new URL(res.url());
      const type = res.request().resourceType();
      const isJs = type === "script" || (u.pathname.startsWith("/build/") && u.pathname.endsWith(".js"));
      const isCss = type === "stylesheet" || u.pathname.endsWith(".css");
      if (!isJs && !isCss) return;
      const bucket = isJs ? scripts : styles;
      if (bucket.has(res.url())) return;
      const entry = { url: res.url(), path: u.pathname, status: res.status(), encoding: res.headers()["content-encoding"] ?? "-", raw: 0, gz: 0 };
      bucket.set(res.url(), entry);
      pending.push(
        res.body().then(
          (body) => {
            entry.raw = body.length;
            entry.gz = zlib.gzipSync(body, { level: 9 }).length;
          },
          (err) => (entry.error = String(err)),
        ),
      );
    });
    const doc = await page.goto(`${CONSOLE}${PAGE_PATH}`, { waitUntil: "networkidle", timeout: 30_000 });
    if (!doc) fail("no document response");
    const finalPath = new URL(page.url()).pathname;
    if (finalPath !== PAGE_PATH) fail(`browser landed on ${page.url()} (cookie not accepted?)`);
    // the page is hydrated: Remix sets window.__remixRouter once the client router runs
    await page.waitForFunction(() => !!window.__remixRouter, null, { timeout: 15_000 }).catch(() => fail("the page did not hydrate (no window.__remixRouter)"));
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    const html = await doc.body();
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll("script:not([src])")].map((s) => s.textContent ?? "").join("\n"),
    );
    const bad = [...scripts.values(), ...styles.values()].filter((e) => e.error || e.status >= 400);
    if (bad.length) fail(`asset responses failed: ${bad.map((e) => `${e.path} ${e.status} ${e.error ?? ""}`).join(", ")}`);
    return {
      docStatus: doc.status(),
      htmlRaw: html.length,
      htmlGz: zlib.gzipSync(html, { level: 9 }).length,
      inlineRaw: Buffer.byteLength(inline),
      inlineGz: zlib.gzipSync(Buffer.from(inline), { level: 9 }).length,
      scripts: [...scripts.values()].sort((a, b) => b.gz - a.gz),
      styles: [...styles.values()].sort((a, b) => b.gz - a.gz),
      failed,
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// report

const fmt = {
  s: (v) => `${v.toFixed(2)} s`,
  ms: (v) => `${v.toFixed(1)} ms`,
  rps: (v) => `${v.toFixed(0)} req/s`,
  kb: (b) => `${(b / KB).toFixed(1)} KB`,
};

function table(rows) {
  const head = ["metric", "value", "target", "result"];
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? "").length)));
  const line = (cells) => "| " + cells.map((c, i) => String(c ?? "").padEnd(w[i])).join(" | ") + " |";
  const sep = "|" + w.map((n) => "-".repeat(n + 2)).join("|") + "|";
  return [line(head), sep, ...rows.map(line)].join("\n");
}

const verdict = (ok) => (ok ? "PASS" : "MISS");

async function main() {
  const built = ensureBuild();
  for (const p of [PORT, API_PORT]) if (await portInUse(p)) fail(`port ${p} is already in use`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
  let server = null;
  try {
    // 1. cold start: migrate + seed into an empty DATA_DIR
    log(`start 1 (fresh DATA_DIR ${dataDir})`);
    server = await startServer(dataDir, "start 1 (fresh DATA_DIR)");
    const cold = { s: server.readyS, launcherMs: server.launcherMs };
    const coldHealth = [await healthz(API), await healthz(CONSOLE)];
    await stopServer(server);
    server = null;

    // token while the DATA_DIR is closed (PGlite: one process at a time)
    const token = apiToken(dataDir);

    // 1b. warm start: already migrated and seeded
    log("start 2 (same DATA_DIR)");
    server = await startServer(dataDir, "start 2 (migrated DATA_DIR)", { profileDir });
    const warm = { s: server.readyS, launcherMs: server.launcherMs };
    const warmHealth = [await healthz(API), await healthz(CONSOLE)];

    log("signing in (fetch + cookie jar through the embedded sign-on)");
    const session = await signIn();

    // 2. the rendered page
    const pageRes = await measure("page", `${CONSOLE}${PAGE_PATH}`, { cookie: session.cookie, accept: "text/html" });
    if (pageRes.ok === 0) fail(`no 2xx answers from the page: ${JSON.stringify(pageRes.codes)} (a 302 means the cookie was not accepted)`);
    // 3. its API endpoint
    const apiRes = await measure("api", `${API}${API_PATH}`, { authorization: `Bearer ${token}`, accept: "application/json" });
    // 3b. reference: the smallest document the console renders (the not-found page: root layout,
    // no shell, no API call) — what any page costs before its own content
    const floorRes = await measure("reference", `${CONSOLE}${FLOOR_PATH}`, { cookie: session.cookie, accept: "text/html" }, 404);
    if (apiRes.ok === 0) fail(`no 2xx answers from the API: ${JSON.stringify(apiRes.codes)}`);

    // 4. first-load JavaScript
    log("first load in Chromium");
    const assets = await firstLoadAssets(session.value);

    log("stopping the server (SIGTERM)");
    await stopServer(server);
    server = null;

    const jsGz = assets.scripts.reduce((n, e) => n + e.gz, 0);
    const jsRaw = assets.scripts.reduce((n, e) => n + e.raw, 0);
    const cssGz = assets.styles.reduce((n, e) => n + e.gz, 0);
    const cssRaw = assets.styles.reduce((n, e) => n + e.raw, 0);
    const ratio = pageRes.rps / apiRes.rps;

    const rows = [
      ["start 1: fresh DATA_DIR (migrate+seed) -> ready", fmt.s(cold.s), `<= ${TARGET.startS} s`, verdict(cold.s <= TARGET.startS)],
      ["start 2: migrated DATA_DIR -> ready", fmt.s(warm.s), `<= ${TARGET.startS} s`, verdict(warm.s <= TARGET.startS)],
      ["page GET " + PAGE_PATH + " req/s", fmt.rps(pageRes.rps), `>= ${TARGET.rpsRatio} x API = ${(apiRes.rps * TARGET.rpsRatio).toFixed(0)}`, verdict(ratio >= TARGET.rpsRatio)],
      ["page p50", fmt.ms(pageRes.p50), "(info)", ""],
      ["page p95", fmt.ms(pageRes.p95), `< ${TARGET.p95Ms} ms`, verdict(pageRes.p95 < TARGET.p95Ms)],
      ["page non-2xx / errors / timeouts", `${pageRes.non2xx} / ${pageRes.errors} / ${pageRes.timeouts}`, "0", verdict(pageRes.non2xx + pageRes.errors + pageRes.timeouts === 0)],
      ["api GET " + API_PATH + " req/s", fmt.rps(apiRes.rps), "(reference)", ""],
      ["api p50", fmt.ms(apiRes.p50), "(info)", ""],
      ["api p95", fmt.ms(apiRes.p95), "(info)", ""],
      ["api non-2xx / errors / timeouts", `${apiRes.non2xx} / ${apiRes.errors} / ${apiRes.timeouts}`, "0", verdict(apiRes.non2xx + apiRes.errors + apiRes.timeouts === 0)],
      ["page req/s / api req/s", ratio.toFixed(2), `>= ${TARGET.rpsRatio}`, verdict(ratio >= TARGET.rpsRatio)],
      [`reference: GET ${FLOOR_PATH} (smallest document) req/s`, `${fmt.rps(floorRes.rps)} (${(floorRes.rps / apiRes.rps).toFixed(2)} x API)`, "(info)", ""],
      [`first-load JS, gzip -9 (${assets.scripts.length} files)`, `${fmt.kb(jsGz)} (${jsGz} B)`, `<= ${TARGET.jsKb} KB`, verdict(jsGz <= TARGET.jsKb * KB)],
      [`first-load CSS, gzip -9 (${assets.styles.length} files)`, `${fmt.kb(cssGz)} (${cssGz} B)`, "(info)", ""],
    ];

    const out = [];
    out.push("");
    out.push(`Performance report — ${new Date().toISOString()} — node ${process.version}, ${os.cpus().length} CPUs, load avg ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}`);
    if (built) out.push(`(built first: ${built})`);
    out.push(`build ${fs.readFileSync(path.join(ROOT, "build/version.txt"), "utf8").trim()}; ${CONNECTIONS} connections, ${DURATION} s per run after ${WARMUP} s warm-up; KB = 1024 B`);
    out.push("");
    out.push(table(rows));
    out.push("");
    out.push("details");
    out.push(`  start 1: ${fmt.s(cold.s)} from spawn (launcher's own ms: ${cold.launcherMs}); /healthz api ${coldHealth[0]}, console ${coldHealth[1]}`);
    out.push(`  start 2: ${fmt.s(warm.s)} from spawn (launcher's own ms: ${warm.launcherMs}); /healthz api ${warmHealth[0]}, console ${warmHealth[1]}`);
    for (const [name, r] of [["page", pageRes], ["api", apiRes], ["reference", floorRes]]) {
      out.push(
        `  ${name}: ${r.ok} x ${name === "reference" ? "404 (expected)" : "2xx"} in ${r.duration.toFixed(1)} s, status codes ${JSON.stringify(r.codes)}, p50 ${fmt.ms(r.p50)}, p95 ${fmt.ms(r.p95)}, p99 ${fmt.ms(r.p99)}, max ${fmt.ms(r.max)}, ${(r.bytesPerReq / KB).toFixed(1)} KB/response (autocannon: ${r.rpsAutocannon.toFixed(0)} req/s avg, p50 ${r.acP50} ms, p97.5 ${r.acP97_5} ms)`,
      );
    }
    out.push(`  document: ${assets.docStatus}, HTML ${fmt.kb(assets.htmlRaw)} raw / ${fmt.kb(assets.htmlGz)} gzip; inline <script> ${fmt.kb(assets.inlineRaw)} raw / ${fmt.kb(assets.inlineGz)} gzip (not counted above)`);
    out.push(`  JS total ${fmt.kb(jsRaw)} raw / ${fmt.kb(jsGz)} gzip; CSS total ${fmt.kb(cssRaw)} raw / ${fmt.kb(cssGz)} gzip`);
    out.push("");
    const files = (title, list) => {
      out.push(title);
      const w = Math.max(...list.map((e) => e.path.length), 4);
      out.push(`  ${"file".padEnd(w)}  ${"gzip".padStart(9)}  ${"raw".padStart(9)}  served-encoding`);
      for (const e of list) out.push(`  ${e.path.padEnd(w)}  ${fmt.kb(e.gz).padStart(9)}  ${fmt.kb(e.raw).padStart(9)}  ${e.encoding}`);
    };
    files("first-load JavaScript by gzip size", assets.scripts);
    out.push("");
    files("first-load CSS by gzip size", assets.styles);
    if (assets.failed.length) out.push("", "failed requests during the first load:", ...assets.failed.map((f) => "  " + f));
    if (profileDir) out.push("", `CPU profiles: ${profileDir}`);
    process.stdout.write(out.join("\n") + "\n");
  } finally {
    await stopServer(server).catch(() => {});
    if (process.env.BENCH_KEEP_DATA === "1") log(`DATA_DIR kept: ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
    log("done");
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`\nbench: measurement failed: ${err instanceof MeasurementError ? err.message : err?.stack ?? err}\n`);
    process.exit(1);
  },
);
