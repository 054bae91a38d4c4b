import http from "node:http";
import type { Duplex } from "node:stream";
import type { ApiConfig } from "./config";
import { openDb, type Db } from "./db/client";
import type { FolderLock } from "./db/folder-lock";
import { prepareDatabase } from "./db/migrate";
import { apiFolder } from "./db/api-folder";
import { createHandler } from "./http/app";
import { Router } from "./http/router";
import { MODULE_ENDPOINTS } from "./modules";
import { ensureSeedImages } from "./storage/seed-images";
import { uploadStagingCleanup } from "./jobs/cleanup";
import { JobQueue, type QueueOptions } from "./jobs/queue";
import { JOB_KINDS } from "./jobs/registry";
import { log } from "./log";
import { cliSocketPath, serveCli } from "./ops/cli-socket";
import { runCliCommand } from "./ops/commands";
import { createSso, type Sso } from "./sso/provider";
import { openStore, type ObjectStore } from "./storage/store";

export function buildRouter() {
  // every area's endpoints: the folders of server/modules (found by server/scripts/registries.mjs)
  return new Router().add(...MODULE_ENDPOINTS);
}

export interface ApiInstance {
  server: http.Server;
  /** the request handler the server listens with, for callers in this process (the API tests) */
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
  db: Db;
  router: Router;
  store: ObjectStore;
  /** the embedded sign-on, when it runs in this process */
  sso?: Sso;
  jobs: JobQueue;
  url: string;
  /** milliseconds each step of the start took (logged with "api ready") */
  startup: Record<string, number>;
  close(): Promise<void>;
}

/** Opens the database, brings it up to date, and serves the API (and the embedded sign-on). */
export async function startApi(
  config: ApiConfig,
  opts: {
    memory?: boolean;
    seed?: boolean;
    db?: Db;
    template?: string;
    loadDataDir?: Blob;
    jobs?: QueueOptions;
    /** the embedded database's folder, already being locked and copied (server/api.ts) */
    folder?: Promise<FolderLock>;
    /** the seed's key when not the build's (the API tests' seeded template: tests/support/api-template.ts) */
    seedKey?: string;
  } = {},
): Promise<ApiInstance> {
  const startup: Record<string, number> = {};
  let lap = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    startup[name] = Math.round(now - lap);
    lap = now;
  };
  const embedded = !opts.db && !opts.memory && !config.databaseUrl;
  // an embedded database in DATA_DIR is this process's alone; the CLI reaches it through a socket
  const cliSocket = embedded ? cliSocketPath(config.dataDir) : undefined;
  const db =
    opts.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      memory: opts.memory,
      loadDataDir: opts.loadDataDir,
      // a fresh PGlite DATA_DIR starts from the build's template (none when running from sources)
      folder: embedded ? (opts.folder ?? apiFolder(config, opts.seed ?? true, opts.template)) : undefined,
    }));
  step("open");
  // the schema is in place before anything listens: /healthz answers only then
  await prepareDatabase(db, opts.seed ?? true, { consoleUrl: config.consoleUrl, seedKey: opts.seedKey });
  step("migrate");
  // the sign-on's first key is stored before the fault point below is armed
  const sso = config.sso.embedded ? await createSso(config, db) : undefined;
  step("sso");
  // armed after migrate, seed and the sign-on's keys, so only requests' transactions stop there
  if (config.faultPauseBeforeCommit) {
    db.beforeCommit = () => {
      log("warn", "fault point: paused before commit", { pid: process.pid });
      return new Promise<void>(() => {});
    };
  }
  const router = buildRouter();
  const store = openStore(config);
  // the seeded records name these pictures by key; a store that lacks them (a new DATA_DIR or bucket) gets them now
  if (opts.seed ?? true) await ensureSeedImages(store, config.uploadStagingDir);
  step("images");
  const jobs = await JobQueue.start({ db, config, store }, JOB_KINDS, opts.jobs);
  // what a process that died mid-upload left on this host's disk: cleaned now, then hourly
  if (opts.jobs?.housekeeping !== false) await jobs.send(uploadStagingCleanup);
  step("jobs");
  const handle = createHandler({ db, config, router, store, sso: sso?.handle, jobs });
  const server = http.createServer((req, res) => void handle(req, res));
  server.on("clientError", answerUnparsable);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const cli = cliSocket
    ? await serveCli(cliSocket, (cmd, arg) => runCliCommand(db, config, cmd, arg)).catch((err) => {
        // a folder that cannot hold a socket (some network or host-mounted volumes): the API runs,
        // and the CLI, finding no answer, refuses with its message instead of opening a second copy
        log("warn", "the ops CLI cannot reach this API: its socket could not be opened", {
          socket: cliSocket,
          err: String(err?.message ?? err),
        });
        return undefined;
      })
    : undefined;
  step("listen");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  return {
    server,
    handle,
    db,
    router,
    store,
    sso,
    jobs,
    url: `http://127.0.0.1:${port}`,
    startup,
    async close() {
      // stop accepting, let in-flight requests finish, then release the database
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      sso?.close();
      await cli?.close();
      await jobs.stop();
      if (!opts.db) await db.close();
    },
  };
}

/**
 * A request Node cannot parse (request line or headers over 16 KB, broken framing, a read time-out)
 * never reaches the handler; it still gets an envelope instead of Node's bare status line.
 */
function answerUnparsable(err: Error & { code?: string }, socket: Duplex) {
  if (err.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
  const [code, message] =
    err.code === "HPE_HEADER_OVERFLOW"
      ? [431, "The request line or headers are too large (16 KB at most)"]
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "The request took too long to arrive"]
        : [400, "The request is not valid HTTP"];
  const body = JSON.stringify({ code, message, data: null });
  socket.end(
    `HTTP/1.1 ${code} ${http.STATUS_CODES[code]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
  );
}
