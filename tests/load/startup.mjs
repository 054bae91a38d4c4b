#!/usr/bin/env node
// Start-up times of one or more builds, measured in turns (issue 42 §1):
//
//   node tests/load/startup.mjs [label=root …]
//
// Each root is a checkout holding a build (build/server/start.js) and node_modules; without
// arguments, this tree. Each round starts every root's launcher twice: on a fresh DATA_DIR (the
// copy of the build's template) and again on the same folder. For each start it records the
// seconds to the launcher's "ready" line (both /healthz answered) and to the sign-in page
// (GET /login) answering 200, then stops it. The roots take turns within a round, so a shared
// machine's load falls on all of them alike; medians are printed with the load averages, and the
// CPU seconds the launcher and its processes had used at "ready" (a figure the load does not stretch).
// STARTUP_ROUNDS (default 5), STARTUP_PORT (default 3600; the API takes the next one).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROUNDS = Number(process.env.STARTUP_ROUNDS ?? 5);
const PORT = Number(process.env.STARTUP_PORT ?? 3600);
const API_PORT = PORT + 1;
const roots = (process.argv.length > 2 ? process.argv.slice(2) : [`this=${process.cwd()}`]).map((arg) => {
  const [label, root] = arg.includes("=") ? arg.split(/=(.*)/s) : [path.basename(arg), arg];
  return { label, root: path.resolve(root) };
});
for (const { root } of roots) if (!fs.existsSync(path.join(root, "build/server/start.js"))) throw new Error(`${root}: no build`);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const TICK_MS = 10; // Linux's clock ticks (USER_HZ 100)

/**
 * CPU seconds (user + system) used so far by `rootPid` and every process under it (Linux /proc):
 * what a start costs whatever else the machine runs, unlike its seconds, which a shared machine's
 * load stretches.
 */
function treeCpuS(rootPid) {
  const parent = new Map();
  const cpu = new Map();
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parent.set(Number(d), Number(f[1]));
      cpu.set(Number(d), (Number(f[11]) + Number(f[12])) * TICK_MS);
    } catch {
      /* gone */
    }
  }
  let ms = 0;
  for (const [pid, used] of cpu) for (let p = pid; p > 1; p = parent.get(p) ?? 0) if (p === rootPid) ms += used;
  return ms / 1000;
}

async function answers(url) {
  try {
    const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** One start: seconds to "ready" and to the sign-in page answering; stopped afterwards. */
async function start(root, dataDir) {
  const env = { ...process.env };
  for (const k of ["NODE_ENV", "DATABASE_URL", "SSO_ISSUER", "API_BASE_URL", "SEED_ON_START", "NODE_OPTIONS"]) delete env[k];
  Object.assign(env, {
    DATA_DIR: dataDir,
    PORT: String(PORT),
    API_PORT: String(API_PORT),
    CONSOLE_URL: `http://localhost:${PORT}`,
    PUBLIC_API_URL: `http://localhost:${API_PORT}`,
    LOG_LEVEL: "warn",
  });
  const t0 = process.hrtime.bigint();
  const secs = () => Number(process.hrtime.bigint() - t0) / 1e9;
  const child = spawn(process.execPath, ["build/server/start.js"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let exited = false;
  const gone = new Promise((r) => child.once("exit", () => r((exited = true))));
  const tail = [];
  let ready = null;
  let cpu = null;
  let buf = "";
  const onData = (d) => {
    buf += d;
    for (let i; (i = buf.indexOf("\n")) >= 0; buf = buf.slice(i + 1)) {
      const line = buf.slice(0, i);
      tail.push(line);
      if (tail.length > 20) tail.shift();
      if (ready === null && line.includes('"msg":"ready"')) {
        ready = secs();
        cpu = treeCpuS(child.pid);
      }
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  let signIn = null;
  while (signIn === null && !exited && secs() < 60) {
    if (await answers(`http://127.0.0.1:${PORT}/login`)) signIn = secs();
    else await sleep(25);
  }
  while (ready === null && !exited && secs() < 60) await sleep(10);
  child.kill("SIGTERM");
  await Promise.race([gone, sleep(25_000).then(() => child.kill("SIGKILL"))]);
  await gone;
  if (ready === null || signIn === null) {
    console.log(`no start:\n${tail.slice(-5).join("\n")}`);
    return null;
  }
  return { ready, signIn, cpu };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const results = Object.fromEntries(roots.map((r) => [r.label, { fresh: [], second: [] }]));
const loads = [os.loadavg()[0]];
for (let round = 0; round < ROUNDS; round++) {
  // alternate which root goes first, so neither always follows the other
  const order = round % 2 ? [...roots].reverse() : roots;
  for (const { label, root } of order) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "startup-data-"));
    try {
      const fresh = await start(root, dataDir);
      const second = fresh && (await start(root, dataDir));
      loads.push(os.loadavg()[0]);
      if (!fresh || !second) continue;
      results[label].fresh.push(fresh);
      results[label].second.push(second);
      const say = (r) => `ready ${r.ready.toFixed(2)} s (CPU ${r.cpu.toFixed(2)} s), sign-in ${r.signIn.toFixed(2)} s`;
      console.log(`round ${round + 1} ${label}: fresh ${say(fresh)}; second ${say(second)}; load ${os.loadavg()[0].toFixed(2)}`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
console.log(
  `\nmedians (s) of the rounds that started; 1-min load average ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`,
);
console.log("build | rounds | fresh ready | fresh CPU at ready | fresh sign-in | second ready | second CPU at ready | second sign-in");
for (const [label, r] of Object.entries(results)) {
  const m = (xs, k) => (xs.length ? median(xs.map((x) => x[k])).toFixed(2) : "-");
  const cols = [
    m(r.fresh, "ready"),
    m(r.fresh, "cpu"),
    m(r.fresh, "signIn"),
    m(r.second, "ready"),
    m(r.second, "cpu"),
    m(r.second, "signIn"),
  ];
  console.log(`${label} | ${r.fresh.length} | ${cols.join(" | ")}`);
}
