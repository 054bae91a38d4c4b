import cluster from "node:cluster";
import crypto from "node:crypto";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DOCUMENT_REQUEST, RECEIVED_AT, REQUEST_ID, documentFlag } from "../app/lib/request-id.server";
import { isCrossSitePost } from "../app/lib/same-origin";
import { continueUnlessTooLarge, limitRequestBodies, loadBodyLimits } from "./console/body-limit";
import { becomesHealthy } from "./ops/health";

// The console process: remix-serve, run as WEB_CONCURRENCY workers sharing one port (Node's
// cluster) so server rendering can use more than one core. The primary only supervises: it
// forwards SIGTERM so every worker finishes its in-flight requests, and replaces a worker that dies.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY ?? Math.min(2, os.availableParallelism())));
// validated in the primary too, so a bad limit stops the console at start with its name
const bodyLimits = loadBodyLimits();

// A bad configuration (a missing production secret) stops the console at start with the
// variable's name, before any worker is forked: otherwise each worker would fail on loading the
// build and the primary would replace it forever.
let apiBase: string;
try {
  ({ apiBase } = (await import("../app/lib/config.server")).config);
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(2);
}

if (cluster.isPrimary && workers > 1) {
  let stopping = false;
  // the first worker alone until it listens and the API answers: the console serves (and the
  // launcher says ready) sooner than with every worker loading the build at once, and on a small
  // machine the others would take the cores the API's first start (migrations, seed) needs
  cluster.once("listening", () => {
    void becomesHealthy(`${apiBase}/healthz`, { timeoutMs: 30_000, intervalMs: 200 }).then(() => {
      for (let i = 1; i < workers && !stopping; i++) cluster.fork();
    });
  });
  cluster.fork();
  cluster.on("exit", (worker, code) => {
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
      return;
    }
    process.stderr.write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: "warn",
        service: "console",
        msg: "worker exited, replacing it",
        pid: worker.process.pid,
        code,
      }) + "\n",
    );
    cluster.fork();
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
    });
  }
} else {
  if (cluster.isWorker) {
    // remix-serve closes its server on SIGTERM (in-flight requests finish); the channel to the
    // primary must not keep the worker alive after that
    process.once("SIGTERM", () => {
      process.channel?.unref();
      setTimeout(() => process.exit(0), 15_000).unref();
    });
  }
  guardRequests();
  await accessLogWithoutQueries();
  process.argv = [process.argv[0], "remix-serve", "build/index.js"];
  process.chdir(root);
  await import(pathToFileURL(path.join(root, "node_modules/@remix-run/serve/dist/cli.js")).href);
}

/**
 * Before a request reaches Remix: a body over its limit is refused with a readable 413 (Remix
 * would read it whole into memory), and a cross-site post with a readable 403 (Remix's own origin
 * check would answer with an empty 500). remix-serve builds its server with http.createServer
 * (through express), so its request listener is wrapped there.
 */
function guardRequests() {
  const create = http.createServer;
  const page =
    "<!doctype html><meta charset=utf-8><title>403</title><h1>跨站请求已被拒绝 · Cross-site request refused</h1><p>请从控制台页面提交。 · Please submit from the console's own pages.</p>";
  const trustProxy = ["1", "true", "yes"].includes(process.env.TRUST_PROXY ?? "");
  http.createServer = ((...args: Parameters<typeof http.createServer>) => {
    const server = create(...args);
    const listeners = server.listeners("request") as http.RequestListener[];
    server.removeAllListeners("request");
    const remix = limitRequestBodies(bodyLimits, (req, res) => {
      for (const listener of listeners) listener.call(server, req, res);
    });
    const guarded = (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (isCrossSitePost(req.method ?? "GET", (n) => req.headers[n] as string | undefined, undefined, trustProxy)) {
        res.writeHead(403, {
          "content-type": "text/html; charset=utf-8",
          "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
          "x-content-type-options": "nosniff",
          "referrer-policy": "same-origin",
        });
        res.end(page);
        return;
      }
      tagRequest(req);
      remix(req, res);
    };
    server.on("request", guarded);
    // with a listener here Node no longer answers "100 Continue" by itself
    server.on("checkContinue", (req: http.IncomingMessage, res: http.ServerResponse) => {
      continueUnlessTooLarge(bodyLimits, req, res);
      guarded(req, res);
    });
    return server;
  }) as typeof http.createServer;
}

/**
 * Remix gives each loader and the document its own Request object: the request's id and arrival
 * time ride on its headers so all of them (and so the API's log lines of its calls) share them, and
 * so does whether it asks for a document (Remix strips `.data` from the URL its loaders see).
 */
function tagRequest(req: http.IncomingMessage) {
  const id = req.headers["x-request-id"];
  if (typeof id !== "string" || !REQUEST_ID.test(id)) req.headers["x-request-id"] = crypto.randomUUID();
  req.headers[RECEIVED_AT] = String(performance.now());
  req.headers[DOCUMENT_REQUEST] = documentFlag(req.url ?? "/");
}

/**
 * remix-serve writes an access line per request (morgan's "tiny" format) with the URL as it came,
 * and URLs carry tokens (`/openApp?token=…`): the line keeps the path only. morgan's tokens are
 * looked up on its module at each request, so redefining `url` here applies to the logger
 * remix-serve builds. Pages and data requests already have their structured "request" line (with
 * the request id, from entry.server): for them the second, plain line is left out, so each
 * request is one line and one write (static files and redirects before Remix keep morgan's).
 */
async function accessLogWithoutQueries() {
  // the very morgan remix-serve requires, wherever npm placed it
  const requireFromServe = createRequire(path.join(root, "node_modules/@remix-run/serve/dist/cli.js"));
  type Req = http.IncomingMessage & { originalUrl?: string };
  type Line = (tokens: unknown, req: Req, res: http.ServerResponse) => string | null | undefined;
  const morgan = requireFromServe("morgan") as {
    token(name: string, fn: (req: Req) => string): unknown;
    compile(format: string): Line;
    format(name: string, fn: Line): unknown;
    tiny: string;
  };
  morgan.token("url", (req) => (req.originalUrl ?? req.url ?? "").split("?")[0]);
  const tiny = morgan.compile(morgan.tiny);
  morgan.format("tiny", (tokens, req, res) => (res.hasHeader("x-request-id") ? null : tiny(tokens, req, res)));
}
