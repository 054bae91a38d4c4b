import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { DEFAULT_API_PORT, DEFAULT_CONSOLE_PORT } from "../app/lib/origins";
import { becomesHealthy } from "./ops/health";

// `npm start` / `npm run serve`: runs the API (with the embedded sign-on) and the console
// (remix-serve) together, each as its own process, and stops both on SIGTERM.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const apiPort = process.env.API_PORT ?? String(DEFAULT_API_PORT);
const consolePort = process.env.PORT ?? String(DEFAULT_CONSOLE_PORT);
const started = Date.now();

function line(msg: string, fields: Record<string, unknown> = {}) {
  process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level: "info", service: "launcher", msg, ...fields }) + "\n");
}

const children = new Set<ChildProcess>();
/** Starts a process; one that dies on its own is started again, so the other keeps serving. */
function run(name: string, args: string[], env: NodeJS.ProcessEnv, restarts = 0): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  const started = Date.now();
  // keep every line JSON: remix-serve prints its own plain-text access lines, which are wrapped
  for (const [stream, out] of [
    [child.stdout!, process.stdout],
    [child.stderr!, process.stderr],
  ] as const) {
    readline.createInterface({ input: stream }).on("line", (l) => {
      if (!l.trim()) return;
      out.write(
        l.startsWith("{") ? `${l}\n` : JSON.stringify({ time: new Date().toISOString(), level: "info", service: name, msg: l }) + "\n",
      );
    });
  }
  child.on("exit", (code, signal) => {
    children.delete(child);
    line(`${name} exited`, { code, signal });
    if (stopping) return;
    if (!ready) return stop(code || 1); // a process that cannot start will not start on retry
    const again = Date.now() - started > 30_000 ? 0 : restarts + 1;
    const delay = Math.min(1000 * 2 ** again, 30_000);
    line(`restarting ${name}`, { in_ms: delay });
    setTimeout(() => !stopping && run(name, args, env, again), delay);
  });
  return child;
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const exited = () => child.exitCode !== null;
  if (await becomesHealthy(url, { timeoutMs, intervalMs: 50, stopIf: exited })) return;
  throw new Error(exited() ? `${url} process exited` : `${url} did not become healthy`);
}

let stopping = false;
let ready = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  const force = setTimeout(() => process.exit(code || 1), 20_000);
  force.unref();
  Promise.all([...children].map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once("exit", r))))).then(() =>
    process.exit(code),
  );
}
process.on("SIGTERM", () => stop(0));
process.on("SIGINT", () => stop(0));

async function main() {
  // both get both ports: each derives the other's default address from them (app/lib/origins.ts)
  const api = run("api", ["build/server/api.js"], {
    API_PORT: apiPort,
    PORT: consolePort,
    NODE_ENV: process.env.NODE_ENV ?? "development",
  });
  // the console needs the sign-on's discovery document only at the first sign-in, so both start together
  const web = run("console", ["build/server/console.js"], {
    PORT: consolePort,
    API_PORT: apiPort,
    NODE_ENV: "production",
    // the console always runs its production build; the development secrets are refused only
    // when this launcher itself runs in production
    ALLOW_DEV_SECRETS: process.env.NODE_ENV === "production" ? "0" : "1",
  });
  await Promise.all([waitHealthy(`http://127.0.0.1:${apiPort}/healthz`, api), waitHealthy(`http://127.0.0.1:${consolePort}/healthz`, web)]);
  ready = true;
  line("ready", { console: `http://localhost:${consolePort}`, api: `http://localhost:${apiPort}`, ms: Date.now() - started });
}

main().catch((err) => {
  line("failed to start", { err: String(err) });
  stop(1);
});
