import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { usWestDate } from "../../app/lib/time";
import { builtSeedKey, seedKeyFor } from "./seed-state";

// A fresh PGlite data directory costs ~4 s of initdb. `npm run build` leaves an initialized and
// migrated one beside the bundles (build/pgdata-template, see make-template.ts); a fresh DATA_DIR
// starts as a copy of it. The migrations still run at every start, as they are idempotent:
// a template made by an older build is brought up to date.
//
// The seed writes rows that depend on the day it runs (30 days of rates up to today, offers running
// today, this year's exchange rates) and takes 2–3 s. The build also leaves a seeded copy
// (build/pgdata-seeded), stamped with its US West day: a fresh DATA_DIR that is to be seeded starts
// from it on that same day, and from the plain template (seeded at start, as before) on any other.

// set by server/scripts/build.mjs (esbuild `define`): where the template is, relative to the bundle
declare const __PGDATA_TEMPLATE__: string | undefined;

/** The build's template directory, seen from the built API or CLI; none when running from sources. */
export function builtTemplateDir(): string | undefined {
  if (typeof __PGDATA_TEMPLATE__ !== "string") return undefined;
  return fileURLToPath(new URL(__PGDATA_TEMPLATE__, import.meta.url));
}

/** Where the build's seeded template sits: beside the plain one. */
export const seededTemplateDir = (plain: string) => path.join(path.dirname(plain), "pgdata-seeded");

/** What `<seeded>.json` records: the seed's key (seed-state.ts) and the US West day it ran on. */
export interface SeededStamp {
  key: string;
  seedKey: string;
  day: string;
}

/** The seeded template beside `plain` when this build's seed made it today; otherwise none. */
export function currentSeededTemplate(plain: string, seedKey: string | undefined, now = new Date()): string | undefined {
  if (!seedKey) return undefined;
  const dir = seededTemplateDir(plain);
  const stamp = readSeededStamp(plain);
  if (!stamp || stamp.seedKey !== seedKey || stamp.day !== usWestDate(now) || !fs.existsSync(path.join(dir, "PG_VERSION")))
    return undefined;
  return dir;
}

export const readSeededStamp = (plain: string) => readStamp<SeededStamp>(`${seededTemplateDir(plain)}.json`);

/** What a template's `<dir>.json` records (make-template.ts); none when it is missing or unreadable. */
export function readStamp<T extends { key: string }>(file: string): Partial<T> | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** The template a fresh DATA_DIR of the built API or CLI starts from: seeded when it is to be seeded and the seeded one is current. */
export function startTemplate(withSeed: boolean): string | undefined {
  const plain = builtTemplateDir();
  if (!plain) return undefined;
  return (withSeed && currentSeededTemplate(plain, seedKeyFor(builtSeedKey()))) || plain;
}

/**
 * Makes `dir` a copy of `template` when `dir` holds no database yet (missing or empty) and the
 * template is there; resolves with whether it did. The copy is made under a temporary name and
 * renamed into place, so a start killed midway never leaves a half copy that looks like a database.
 * Files are copied several at a time with the asynchronous calls (libuv's threads): the copy is
 * mostly waiting on the disk, and meanwhile the process loads its code (server/api.ts starts it first).
 */
export async function startFromTemplate(dir: string, template: string): Promise<boolean> {
  removeAbandonedCopies(dir);
  if (!isEmptyDir(dir) || !fs.existsSync(path.join(template, "PG_VERSION"))) return false;
  const copy = `${dir}${COPY_SUFFIX}${process.pid}`;
  try {
    const files: [string, string][] = [];
    // folders first (made owner-only), then the files
    const makeFolders = (from: string, to: string) => {
      fs.mkdirSync(to, { mode: 0o700 });
      fs.chmodSync(to, 0o700); // whatever the umask
      for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
        const [src, dst] = [path.join(from, entry.name), path.join(to, entry.name)];
        if (entry.isDirectory()) makeFolders(src, dst);
        else if (entry.isFile()) files.push([src, dst]);
      }
    };
    makeFolders(template, copy);
    await inParallel(files, COPIES_AT_ONCE, async ([src, dst]) => {
      // the log's segments are sparse (make-template.ts): copied block by block, holes left as holes
      if (isWalSegment(src)) await copySparse(src, dst);
      else await fsp.copyFile(src, dst);
      // the staff's data: the owner's alone, whatever modes the template was written with
      await fsp.chmod(dst, 0o600);
    });
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
/** libuv's pool has 4 threads; a few more copies queued keep each of them busy */
const COPIES_AT_ONCE = 8;

async function inParallel<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

const isWalSegment = (file: string) => path.basename(path.dirname(file)) === "pg_wal" && /^[0-9A-F]{24}$/.test(path.basename(file));

/** Copies `from` writing only its blocks that hold anything: a block of zeros stays a hole. */
async function copySparse(from: string, to: string) {
  const data = await fsp.readFile(from);
  const fd = await fsp.open(to, "w", 0o600);
  try {
    for (let at = 0; at < data.length; at += BLOCK) {
      const block = data.subarray(at, Math.min(at + BLOCK, data.length));
      if (!isZero(block)) await fd.write(block, 0, block.length, at);
    }
    await fd.truncate(data.length);
  } finally {
    await fd.close();
  }
}

const BLOCK = 8192;
const ZEROS = Buffer.alloc(BLOCK);
const isZero = (block: Buffer) => block.equals(block.length === BLOCK ? ZEROS : Buffer.alloc(block.length));

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
