import fs from "node:fs";
import path from "node:path";
import { log } from "../../log";

/** Longer than any upload can take to arrive (11 MB at the slowest connection staff would use). */
const ABANDONED_AFTER_MS = 60 * 60_000;

/**
 * Removes staging files left by a process that died mid-upload. Only old ones: another API process
 * sharing the data directory may be receiving an upload right now.
 */
export async function pruneAbandonedUploads(stagingDir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(stagingDir);
  } catch {
    return 0; // no staging directory yet: nothing was ever received
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(stagingDir, name);
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile() || now - stat.mtimeMs < ABANDONED_AFTER_MS) continue;
      await fs.promises.rm(file, { force: true });
      removed++;
    } catch {
      /* gone meanwhile, or not ours to remove */
    }
  }
  if (removed) log("info", "removed abandoned upload staging files", { count: removed });
  return removed;
}
