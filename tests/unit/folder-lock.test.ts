// One process owns a PGlite folder (issue 8, defect 1): a second opener is refused and told who
// holds it; a lock left by a process that has died is taken over; one from another machine (a
// shared volume) cannot be checked and is respected.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FolderBusyError, folderHolder, lockFolder, lockPath } from "../../server/db/folder-lock";

const dirs: string[] = [];
const folder = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(d);
  return path.join(d, "pgdata");
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** a pid that was in use a moment ago and is not any more */
function deadPid(): number {
  const r = spawnSync("sh", ["-c", "echo $$"], { encoding: "utf8" });
  return Number(r.stdout.trim());
}

describe("PGlite folder lock", () => {
  it("refuses a second holder in the same process, naming the first; free again once released", () => {
    const f = folder();
    const first = lockFolder(f, "api", "/tmp/x.sock");
    try {
      expect(() => lockFolder(f, "cli")).toThrow(FolderBusyError);
      try {
        lockFolder(f, "cli");
      } catch (err) {
        expect((err as FolderBusyError).holder).toMatchObject({ pid: process.pid, role: "api", socket: "/tmp/x.sock" });
      }
    } finally {
      first.release();
    }
    expect(fs.existsSync(lockPath(f))).toBe(false);
    lockFolder(f, "cli").release();
  });

  it("takes over the lock of a process that has died", () => {
    const f = folder();
    const pid = deadPid();
    fs.writeFileSync(lockPath(f), JSON.stringify({ pid, host: os.hostname(), role: "api", since: "2026-01-01T00:00:00Z" }));
    expect(folderHolder(f)).toBeNull();
    const lock = lockFolder(f, "cli");
    expect(JSON.parse(fs.readFileSync(lockPath(f), "utf8"))).toMatchObject({ pid: process.pid, role: "cli" });
    lock.release();
  });

  it("respects a lock held by a live process, and one from another host", () => {
    const f = folder();
    fs.writeFileSync(lockPath(f), JSON.stringify({ pid: process.ppid, host: os.hostname(), role: "api", since: "2026-01-01T00:00:00Z" }));
    expect(() => lockFolder(f, "cli")).toThrow(`in use by process ${process.ppid} (api)`);
    fs.writeFileSync(
      lockPath(f),
      JSON.stringify({ pid: deadPid(), host: "another-host.example", role: "api", since: "2026-01-01T00:00:00Z" }),
    );
    expect(() => lockFolder(f, "cli")).toThrow(FolderBusyError);
  });
});
