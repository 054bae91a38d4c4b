import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_API_PORT, DEFAULT_CONSOLE_PORT } from "../app/lib/origins";

// `npm run dev`: the Remix development loop (rebuild on save, live reload, served by remix-serve)
// with the API from its TypeScript sources beside it. Development only: `npm start` is the
// production build.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const apiPort = process.env.API_PORT ?? String(DEFAULT_API_PORT);
const consolePort = process.env.PORT ?? String(DEFAULT_CONSOLE_PORT);
// remix dev's own live-reload port would otherwise be the first free one from 3001, which the
// API may not hold yet when remix dev looks
const reloadPort = process.env.REMIX_DEV_PORT ?? String(Number(apiPort) + 1);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "development" as const,
  API_PORT: apiPort,
  PORT: consolePort,
  CONSOLE_DEV_BUILD: "1",
};
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

// each in a process group of its own: remix dev starts remix-serve as its child and does not stop
// it when it is itself stopped, so the whole group gets the signal
const start = (cmd: string, args: string[]) => spawn(bin(cmd), args, { cwd: root, env, stdio: "inherit", detached: true });
const children: ChildProcess[] = [start("tsx", ["server/api.ts"]), start("remix", ["dev", "--port", reloadPort])];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const c of children) {
    try {
      process.kill(-c.pid!, "SIGTERM");
    } catch {
      /* that group has ended already */
    }
  }
  process.exitCode = code;
}
// one half alone is not the development loop: when either ends, both do
for (const c of children) c.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
