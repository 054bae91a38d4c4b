import type { ApiConfig } from "../config";
import { cliSocketPath } from "../ops/cli-socket-path";
import { prepareFolder } from "./client";
import type { FolderLock } from "./folder-lock";
import { startTemplate } from "./template";

/**
 * The API's embedded database folder made ready to open: locked for the API (naming the CLI's
 * socket) and, when fresh, copied from the build's template. None on PostgreSQL. server/api.ts
 * starts it before loading the rest of the API, so the copy's disk work overlaps that loading;
 * the rejection, if any, is reported where the promise is awaited (openDb).
 */
export function apiFolder(config: ApiConfig, seed: boolean, template = startTemplate(seed)): Promise<FolderLock> | undefined {
  if (config.databaseUrl) return undefined;
  const folder = prepareFolder(config.dataDir, { template, role: "api", socket: cliSocketPath(config.dataDir), lockWaitMs: 30_000 });
  folder.catch(() => {});
  return folder;
}
