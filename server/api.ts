import { loadApiConfig } from "./config";
import { log, setLogLevel } from "./log";
import { apiFolder } from "./db/api-folder";
import { FolderBusyError } from "./db/folder-lock";

// The API process on its own: `npm run serve:api` (built) or `npm run dev:api`.
async function main() {
  let config;
  try {
    config = loadApiConfig();
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(2);
  }
  setLogLevel(config.logLevel);
  const started = Date.now();
  // the database folder is locked and a fresh one copied from the template (disk work on libuv's
  // threads) while the API's code loads: the build splits it off (import below), so its parsing
  // and its packages' loading happen after this line, not before the process runs any of it
  const folder = apiFolder(config, config.seedOnStart);
  const { startApi } = await import("./app");
  const api = await startApi(config, { seed: config.seedOnStart, folder });
  log("info", "api ready", {
    port: config.port,
    db: api.db.kind,
    sso: config.sso.embedded ? "embedded" : config.sso.issuer,
    ms: Date.now() - started,
    // from the process's own start: module loading counts too
    since_process_start_ms: Math.round(performance.now()),
    steps_ms: api.startup,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "api stopping", { signal });
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await api.close();
    log("info", "api stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((err) => {
  if (err instanceof FolderBusyError) {
    log("error", "api failed to start", {
      err: `${err.message}. One process owns an embedded (PGlite) database: stop that one, or start this one with another DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several instances.`,
    });
    process.exit(1);
  }
  log("error", "api failed to start", { err: String(err?.stack ?? err) });
  process.exit(1);
});
