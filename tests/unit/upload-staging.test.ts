// Staging files a killed upload left behind are removed at start; fresh ones (another process's
// upload in progress) are kept.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pruneAbandonedUploads } from "../../server/modules/uploads/staging";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("pruneAbandonedUploads", () => {
  it("removes staging files older than an hour and keeps recent ones", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staging-"));
    dirs.push(dir);
    const old = path.join(dir, "abandoned");
    const fresh = path.join(dir, "in-progress");
    fs.writeFileSync(old, "half a file");
    fs.writeFileSync(fresh, "arriving");
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    expect(await pruneAbandonedUploads(dir)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual(["in-progress"]);
  });

  it("is a no-op when nothing was ever uploaded", async () => {
    expect(await pruneAbandonedUploads(path.join(os.tmpdir(), "no-such-staging-dir-xyz"))).toBe(0);
  });
});
