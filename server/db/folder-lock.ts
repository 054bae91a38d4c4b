import fs from "node:fs";
import os from "node:os";

// PGlite is PostgreSQL in one process: a second process opening the same data folder works on its
// own copy in memory and its writes are lost (or the folder is corrupted). So one process owns a
// folder, recorded in `<folder>.lock` with its pid; a lock whose process has died (a crash, a
// SIGKILL) is taken over, so a crashed owner never leaves the folder stuck.

export interface LockHolder {
  pid: number;
  host: string;
  /** what holds it: the API serves the CLI through `socket`; a CLI command holds it only while it runs */
  role: "api" | "cli" | "build";
  socket?: string;
  since: string;
}

export class FolderBusyError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(`the database folder ${folder} is in use by process ${holder.pid} (${holder.role}) since ${holder.since}`);
  }
}

export interface FolderLock {
  holder: LockHolder;
  release(): void;
}

export const lockPath = (folder: string) => `${folder}.lock`;

/** Folders this process holds: our own pid in a lock file is ours only when listed here. */
const held = new Set<string>();

/** Takes the folder's lock or throws FolderBusyError naming the live process that holds it. */
export function lockFolder(folder: string, role: LockHolder["role"], socket?: string): FolderLock {
  const file = lockPath(folder);
  const holder: LockHolder = { pid: process.pid, host: os.hostname(), role, socket, since: new Date().toISOString() };
  const body = JSON.stringify(holder) + "\n";
  for (let attempt = 0; attempt < 5; attempt++) {
    if (publish(file, body)) {
      held.add(file);
      return {
        holder,
        release() {
          held.delete(file);
          // only our own lock: never one another process took over after we were thought dead
          if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        },
      };
    }
    let seen: string;
    try {
      seen = fs.readFileSync(file, "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") continue; // released meanwhile
      throw err;
    }
    const other = parse(seen);
    if (other && (isLive(other) || held.has(file))) throw new FolderBusyError(folder, other);
    takeOverStale(file, seen);
  }
  throw new Error(`cannot take the lock ${file}: it keeps changing`);
}

/** Creates `file` with `body` unless it exists; never visible half written (written aside, then linked). */
function publish(file: string, body: string): boolean {
  const tmp = `${file}.new-${process.pid}`;
  fs.writeFileSync(tmp, body, { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** The live process holding the folder, if any. */
export function folderHolder(folder: string): LockHolder | null {
  const holder = readHolder(lockPath(folder));
  return holder && isLive(holder) ? holder : null;
}

/**
 * Removes a dead owner's lock. It is first renamed aside (atomic, so of two processes only one
 * moves it); if what was moved is not the dead lock read before (another process replaced it in
 * between), it is put back.
 */
function takeOverStale(file: string, seen: string) {
  const aside = `${file}.stale-${process.pid}`;
  try {
    fs.renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw err;
  }
  if (fs.readFileSync(aside, "utf8") !== seen) {
    try {
      fs.linkSync(aside, file);
    } catch {
      /* a third process has locked meanwhile: it wins, ours stays aside and is removed */
    }
  }
  fs.rmSync(aside, { force: true });
}

function readHolder(file: string): LockHolder | null {
  try {
    return parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function parse(text: string): LockHolder | null {
  try {
    const h = JSON.parse(text) as LockHolder;
    return Number.isInteger(h.pid) ? h : null;
  } catch {
    return null; // not a lock this code wrote: nobody owns it
  }
}

function isLive(h: LockHolder): boolean {
  // another machine's process (a shared volume) cannot be checked: it counts as live
  if (h.host !== os.hostname()) return true;
  // our own pid in a lock this process does not hold was a previous process's (a container's pid 1
  // after a restart); a lock this process holds is checked by the caller
  if (h.pid === process.pid) return false;
  try {
    process.kill(h.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
