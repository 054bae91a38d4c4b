import http from "node:http";
import type { ApiConfig } from "./config";
import { openDb, type Db } from "./db/client";
import { migrate } from "./db/migrate";
import { seed } from "./db/seed";
import { createHandler } from "./http/app";
import { Router } from "./http/router";
import { authEndpoints } from "./modules/auth/routes";
import { dashboardEndpoints } from "./modules/common/dashboard";
import { commonEndpoints } from "./modules/common/routes";
import { configEndpoints } from "./modules/config/routes";
import { log } from "./log";
import { createSso } from "./sso/provider";

export function buildRouter() {
  return new Router().add(...authEndpoints, ...commonEndpoints, ...dashboardEndpoints, ...configEndpoints);
}

export interface ApiInstance {
  server: http.Server;
  db: Db;
  router: Router;
  url: string;
  close(): Promise<void>;
}

/** Opens the database, brings it up to date, and serves the API (and the embedded sign-on). */
export async function startApi(
  config: ApiConfig,
  opts: { memory?: boolean; seed?: boolean; db?: Db } = {},
): Promise<ApiInstance> {
  const db = opts.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, memory: opts.memory }));
  await migrate(db);
  if (opts.seed ?? true) await seed(db);
  // armed after migrate and seed, so only requests' transactions stop there
  if (config.faultPauseBeforeCommit) {
    db.beforeCommit = () => {
      log("warn", "fault point: paused before commit", { pid: process.pid });
      return new Promise<void>(() => {});
    };
  }
  const router = buildRouter();
  const sso = config.sso.embedded ? createSso(config, db, { persistKey: !opts.memory }) : undefined;
  const handler = createHandler({ db, config, router, sso });
  const server = http.createServer((req, res) => void handler(req, res));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  return {
    server,
    db,
    router,
    url: `http://127.0.0.1:${port}`,
    async close() {
      // stop accepting, let in-flight requests finish, then release the database
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      if (!opts.db) await db.close();
    },
  };
}
