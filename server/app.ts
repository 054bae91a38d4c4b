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
import { uploadEndpoints } from "./modules/uploads/routes";
import { createSso } from "./sso/provider";
import { openStore, type ObjectStore } from "./storage/store";

export function buildRouter() {
  return new Router().add(...authEndpoints, ...commonEndpoints, ...dashboardEndpoints, ...configEndpoints, ...uploadEndpoints);
}

export interface ApiInstance {
  server: http.Server;
  db: Db;
  router: Router;
  store: ObjectStore;
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
  const router = buildRouter();
  const sso = config.sso.embedded ? createSso(config, db, { persistKey: !opts.memory }) : undefined;
  const store = openStore(config);
  const handler = createHandler({ db, config, router, store, sso });
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
    store,
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
