import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// A fresh PGlite data directory costs ~4 s of initdb. `npm run build` leaves an initialized and
// migrated one beside the bundles (build/pgdata-template, see make-template.ts); a fresh DATA_DIR
// starts as a copy of it (~0.1 s). The migrations and the seed still run at every start, as they
// are idempotent: a template made by an older build is brought up to date, and the seed's
// time-dependent rows are written at first start, not at build time.

// set by server/scripts/build.mjs (esbuild `define`): where the template is, relative to the bundle
declare const __PGDATA_TEMPLATE__: string | undefined;

/** The build's template directory, seen from the built API or CLI; none when running from sources. */
export function builtTemplateDir(): string | undefined {
  if (typeof __PGDATA_TEMPLATE__ !== "string") return undefined;
  return fileURLToPath(new URL(__PGDATA_TEMPLATE__, import.meta.url));
}

/**
 * Makes `dir` a copy of `template` when `dir` holds no database yet (missing or empty) and the
 * template is there; returns whether it did. The copy is made under a temporary name and renamed
 * into place, so a start killed midway never leaves a half copy that looks like a database.
 */
export function startFromTemplate(dir: string, template: string): boolean {
  removeAbandonedCopies(dir);
  if (!isEmptyDir(dir) || !fs.existsSync(path.join(template, "PG_VERSION"))) return false;
  const copy = `${dir}${COPY_SUFFIX}${process.pid}`;
  try {
    fs.cpSync(template, copy, { recursive: true });
    if (fs.existsSync(dir)) fs.rmdirSync(dir); // empty (rmdir refuses anything else)
    fs.renameSync(copy, dir);
  } catch (err) {
    fs.rmSync(copy, { recursive: true, force: true });
    if (!isEmptyDir(dir)) return false; // another process put a database there meanwhile
    throw err;
  }
  return true;
}

const COPY_SUFFIX = ".copy-";

function isEmptyDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw err;
  }
}

/** Copies left by a process that died while copying (`pgdata.copy-<pid>`, that pid gone). */
function removeAbandonedCopies(dir: string) {
  const parent = path.dirname(dir);
  const prefix = path.basename(dir) + COPY_SUFFIX;
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    // our own pid: a previous process had it (a container's pid 1); this one has not copied yet
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) continue;
    fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
