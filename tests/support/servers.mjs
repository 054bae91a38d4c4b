// The built API and console as child processes on free ports of their own, for tests that must
// kill, cut off or restart them (the fault tests, the load test). Needs `npm run build` first.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Throws a clear message when the production build the process tests run is missing. */
export function requireBuild() {
  for (const f of ["build/index.js", "build/server/api.js", "build/server/console.js", "build/server/cli.js"]) {
    if (!fs.existsSync(path.join(ROOT, f))) throw new Error(`${f} is missing: run \`npm run build\` first`);
  }
}

/**
 * A TCP port free right now on 127.0.0.1.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/** Environment of a child without the caller's server settings leaking in. */
export function cleanEnv(extra) {
  const env = { ...process.env };
  for (const k of [
    "NODE_ENV",
    "DATABASE_URL",
    "SSO_ISSUER",
    "API_BASE_URL",
    "SEED_ON_START",
    "NODE_OPTIONS",
    "PORT",
    "API_PORT",
    "WEB_CONCURRENCY",
    "FAULT_PAUSE_BEFORE_COMMIT",
    "API_TIMEOUT_MS",
    "ALLOW_DEV_SECRETS",
  ])
    delete env[k];
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) env[k] = String(v);
  return env;
}

/**
 * A child process whose output lines are kept, so a test can wait for one (a fault point, a
 * "ready" line) and show the tail when something goes wrong.
 */
export function spawnNode(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const lines = [];
  const waiters = new Set();
  let exit = null;
  const onLine = (l) => {
    if (!l.trim()) return;
    lines.push(l);
    if (lines.length > 2000) lines.splice(0, 1000);
    for (const w of waiters) if (w.re.test(l)) w.resolve(l);
  };
  for (const stream of [child.stdout, child.stderr]) {
    let buf = "";
    stream.on("data", (d) => {
      buf += d;
      let i;
      while ((i = buf.indexOf("\n")) >= 0) {
        onLine(buf.slice(0, i));
        buf = buf.slice(i + 1);
      }
    });
  }
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      exit = { code, signal };
      for (const w of waiters) w.reject(new Error(`${name} exited (${code ?? signal}) while waiting for ${w.re}\n${tail()}`));
      resolve(exit);
    }),
  );
  const tail = (n = 30) => lines.slice(-n).join("\n");
  return {
    name,
    child,
    pid: child.pid,
    lines,
    tail,
    exited,
    get exit() {
      return exit;
    },
    /** resolves with the first output line (from now on, or already seen) matching `re` */
    waitFor(re, timeoutMs = 30_000) {
      const seen = lines.find((l) => re.test(l));
      if (seen) return Promise.resolve(seen);
      if (exit) return Promise.reject(new Error(`${name} has exited\n${tail()}`));
      return new Promise((resolve, reject) => {
        const w = { re, resolve: (l) => done(() => resolve(l)), reject: (e) => done(() => reject(e)) };
        const timer = setTimeout(() => w.reject(new Error(`${name}: no line matching ${re} within ${timeoutMs} ms\n${tail()}`)), timeoutMs);
        const done = (f) => {
          clearTimeout(timer);
          waiters.delete(w);
          f();
        };
        waiters.add(w);
      });
    },
    /** SIGTERM (in-flight requests finish), SIGKILL after `graceMs` */
    async stop(graceMs = 10_000) {
      if (exit) return exit;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
      return exit;
    },
    /** the crash: no shutdown code runs */
    async kill() {
      if (exit) return exit;
      child.kill("SIGKILL");
      return exited;
    },
  };
}

/** Polls `url` until it answers 2xx. */
export async function waitHealthy(url, proc, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (proc?.exit) throw new Error(`${proc.name} exited before ${url} answered\n${proc.tail()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms\n${proc?.tail() ?? ""}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The built API (with the embedded sign-on) on `port`. `consoleUrl` is where the sign-on sends
 * people back to. PGlite in `dataDir` unless `databaseUrl` is given.
 * @param {{ port: number, consoleUrl: string, dataDir: string, databaseUrl?: string, env?: Record<string, string | number | undefined>, nodeEnv?: string, logLevel?: string }} opts
 */
export async function startApi({ port, consoleUrl, dataDir, databaseUrl, env = {}, nodeEnv = "test", logLevel = "warn" }) {
  const proc = spawnNode(
    "api",
    ["build/server/api.js"],
    cleanEnv({
      NODE_ENV: nodeEnv,
      API_PORT: port,
      API_HOST: "127.0.0.1",
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      CONSOLE_URL: consoleUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: logLevel,
      ...env,
    }),
  );
  await waitHealthy(`http://127.0.0.1:${port}/healthz`, proc);
  return { ...proc, url: `http://127.0.0.1:${port}` };
}

/**
 * The built console talking to `apiBase`: remix-serve in one process by default (no cluster).
 * @param {{ port: number, apiBase: string, apiPublicUrl: string, workers?: number | string, env?: Record<string, string | number | undefined> }} opts
 */
export async function startConsole({ port, apiBase, apiPublicUrl, workers = 1, env = {} }) {
  const proc = spawnNode(
    "console",
    ["build/server/console.js"],
    cleanEnv({
      NODE_ENV: "production",
      PORT: port,
      API_BASE_URL: apiBase,
      PUBLIC_API_URL: apiPublicUrl,
      CONSOLE_URL: `http://127.0.0.1:${port}`,
      WEB_CONCURRENCY: workers,
      // the API beside it runs NODE_ENV=test on the development secrets; a caller that gives
      // production secrets passes ALLOW_DEV_SECRETS: "0"
      ALLOW_DEV_SECRETS: 1,
      ...env,
    }),
  );
  await waitHealthy(`http://127.0.0.1:${port}/healthz`, proc);
  return { ...proc, url: `http://127.0.0.1:${port}` };
}

/**
 * A bearer token for a demo user from the ops CLI (on PGlite it runs inside the API when one holds `dataDir`).
 * @param {{ username?: string, dataDir: string, databaseUrl?: string }} opts
 */
export async function cliToken({ username = "admin", dataDir, databaseUrl }) {
  const proc = spawnNode(
    "cli",
    ["build/server/cli.js", "token", username],
    cleanEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" }),
  );
  const { code } = await proc.exited;
  const token = proc.lines.find((l) => /^[A-Za-z0-9._~-]{20,}$/.test(l.trim()));
  if (code !== 0 || !token) throw new Error(`token CLI failed (exit ${code})\n${proc.tail()}`);
  return token.trim();
}
